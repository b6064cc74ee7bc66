<?php
// Solve an image captcha through the 2captcha-compatible API (PHP 7.4+, curl extension not needed).
// Run: API_KEY=your_key php solve.php captcha.png

$baseUrl = getenv('BASE_URL') ?: 'http://localhost:3000';
$apiKey = getenv('API_KEY') ?: exit("set API_KEY\n");
$pollSeconds = (float) (getenv('POLL_SECONDS') ?: 5);
$pingbackUrl = getenv('PINGBACK_URL'); // optional: where the answer is POSTed as well

/** GET res.php with the key; returns the JSON reply (status, request). */
function res(array $params): array
{
    global $baseUrl, $apiKey;
    $query = http_build_query(['key' => $apiKey, 'json' => 1] + $params);
    return json_decode(file_get_contents("$baseUrl/res.php?$query"), true);
}

/** Sends the image (in.php, base64) and returns the task id. */
function submit(string $image): string
{
    global $baseUrl, $apiKey, $pingbackUrl;
    $form = ['key' => $apiKey, 'method' => 'base64', 'body' => base64_encode($image), 'json' => 1];
    if ($pingbackUrl) {
        $form['pingback'] = $pingbackUrl;
    }
    $context = stream_context_create(['http' => [
        'method' => 'POST',
        'header' => 'Content-Type: application/x-www-form-urlencoded',
        'content' => http_build_query($form),
    ]]);
    $reply = json_decode(file_get_contents("$baseUrl/in.php", false, $context), true);
    if ($reply['status'] !== 1) {
        throw new RuntimeException("in.php: {$reply['request']}");
    }
    return $reply['request'];
}

/** Polls res.php until the answer is ready. */
function poll(string $id): string
{
    global $pollSeconds;
    for ($i = 0; $i < 60; $i++) {
        usleep((int) ($pollSeconds * 1e6));
        $reply = res(['action' => 'get', 'id' => $id]);
        if ($reply['status'] === 1) {
            return $reply['request'];
        }
        if ($reply['request'] !== 'CAPCHA_NOT_READY') {
            throw new RuntimeException("res.php: {$reply['request']}");
        }
    }
    throw new RuntimeException('timed out');
}

/** Tells the service whether the answer was right (refunds a wrong one). */
function report(string $id, bool $correct): string
{
    return res(['action' => $correct ? 'reportgood' : 'reportbad', 'id' => $id])['request'];
}

echo 'balance: ', res(['action' => 'getbalance'])['request'], "\n";
if ($pingbackUrl) {
    echo 'pingback: ', res(['action' => 'add_pingback', 'addr' => $pingbackUrl])['request'], "\n";
}
$id = submit(file_get_contents($argv[1] ?? 'captcha.png'));
echo "task id: $id\n";
$answer = poll($id);
echo "solved $id: $answer\n";
echo 'report: ', report($id, true), "\n";
echo 'balance: ', res(['action' => 'getbalance'])['request'], "\n";
