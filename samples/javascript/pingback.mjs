// A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.
// Run: node pingback.mjs, then pass PINGBACK_URL=http://your-host:8000/ to solve.mjs.
import { createServer } from 'node:http';

const PORT = Number(process.env.PORT ?? 8000);

createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const fields = new URLSearchParams(body);
    console.log(`pingback ${fields.get('id')}: ${fields.get('code')}`);
    res.end('OK');
  });
}).listen(PORT, () => console.log(`listening on ${PORT}`));
