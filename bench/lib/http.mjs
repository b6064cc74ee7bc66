// Helpers of the solver benchmark: the captcha image, a keep-alive HTTP client, percentiles and
// the server's statement counters (DB_STATEMENT_STATS, GET /internal/db-stats).
import http from 'node:http';
import zlib from 'node:zlib';

export const ANSWER = 'abc';
export const STATS_PATH = '/internal/db-stats';

/** A real 120×40 grayscale PNG with a pattern (what a text captcha looks like to the server). */
export function captchaPng() {
  const width = 120;
  const height = 40;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = (x * 7 + y * 13) % 5 === 0 ? 0 : 230;
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A keep-alive HTTP client for one base URL: `call(method, path, headers, body)` → {status, text}. */
export function client(url) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const call = (method, p, headers = {}, body = undefined) =>
    new Promise((resolve, reject) => {
      const req = http.request({ agent, hostname, port, method, path: p, headers }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(parts).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The in.php form body of one image captcha for `apiKey`. */
export function inPhpForm(apiKey, png) {
  return new URLSearchParams({ key: apiKey, method: 'base64', body: png.toString('base64') }).toString();
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The statement counters of the server at `url`, summed over `urls` when given several. */
export async function readStats(urls) {
  let statements = 0;
  let transactions = 0;
  for (const url of [urls].flat()) {
    const res = await fetch(url + STATS_PATH);
    if (res.status !== 200) throw new Error(`${STATS_PATH} answered ${res.status} (is DB_STATEMENT_STATS on?)`);
    const s = await res.json();
    statements += s.statements;
    transactions += s.transactions;
  }
  return { statements, transactions };
}

export function statsDelta(before, after) {
  return { statements: after.statements - before.statements, transactions: after.transactions - before.transactions };
}

/** One decimal, for the tables. */
export const r1 = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : n);
export const r2 = (n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : n);
export const r3 = (n) => (Number.isFinite(n) ? Math.round(n * 1000) / 1000 : n);
