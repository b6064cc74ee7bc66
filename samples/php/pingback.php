<?php
// A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.
// Run: php -S 0.0.0.0:8000 pingback.php, then pass PINGBACK_URL=http://your-host:8000/ to solve.php.

file_put_contents('php://stderr', "pingback {$_POST['id']}: {$_POST['code']}\n");
echo 'OK';
