// `npm run bench -- solver`: customers submit image captchas through v1 in.php and poll res.php,
// workers take them through the worker API and answer; end-to-end captchas/s, request rates,
// submit→delivery latency, server memory, and res.php polling against the /healthz ceiling.
// Env: BENCH_DURATION (s, default 15), BENCH_CUSTOMERS (20), BENCH_WORKERS (10), BENCH_INFLIGHT
// (captchas in flight per customer, default 20), BENCH_DATABASE_URL (adds a PostgreSQL run),
// BENCH_SKIP_BUILD=1, BENCH_SERVER_NODE_ARGS (node flags for the server, e.g. --cpu-prof). Figures are printed and saved to bench/results/solver-<timestamp>.json.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { runMain, runScenario } from './lib/scenario.mjs';
import { processCpuSeconds, processMemoryMiB, startServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 10);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 20);
const WARMUP_SECONDS = 2;
const POLL_EVERY_MS = 500;
const WORKER_WAIT_S = 5;
const CEILING_SECONDS = 5;
const CEILING_CONNECTIONS = 10;
const ANSWER = 'abc';

function fail(message) {
  throw new Error(message);
}

/** A real 120×40 grayscale PNG with a pattern (what a text captcha looks like to the server). */
function captchaPng() {
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
function client(url) {
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

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs the setup script (accounts straight into the database) with the server's env; its JSON. */
function setupAccounts(env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/setup.ts')], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_CUSTOMERS: String(CUSTOMERS), BENCH_WORKERS: String(WORKERS) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) fail(`setup failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** The load: customers submit and poll, workers claim and answer, until `stopAt`. */
async function simulate(url, accounts, png, serverPid) {
  const http1 = client(url);
  const image = png.toString('base64');
  const now = () => performance.now();
  const submittedAt = new Map();
  const deliveredAt = new Map();
  const counts = { solved: 0, submits: 0, polls: 0, claims: 0, emptyClaims: 0, answers: 0, errors: 0 };
  const errorSamples = new Set();
  let measuring = false;
  let stopping = false;
  const measuredDelivery = [];
  const count = (name) => {
    if (measuring) counts[name]++;
  };
  const error = (what) => {
    if (stopping) return;
    counts.errors++;
    if (errorSamples.size < 5) errorSamples.add(what);
  };

  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  async function customerSlot(apiKey) {
    const form = new URLSearchParams({ key: apiKey, method: 'base64', body: image }).toString();
    while (!stopping) {
      let res;
      try {
        res = await http1.call('POST', '/in.php', formHeaders, form);
      } catch (err) {
        error(`in.php: ${err.message}`);
        await sleep(100);
        continue;
      }
      count('submits');
      if (!res.text.startsWith('OK|')) {
        error(`in.php: ${res.status} ${res.text.slice(0, 80)}`);
        await sleep(100);
        continue;
      }
      const id = res.text.slice(3);
      const sent = now();
      submittedAt.set(id, sent);
      const delivered = deliveredAt.get(id);
      if (delivered !== undefined) noteDelivery(id, delivered); // the worker was faster than our reply
      const pollPath = `/res.php?key=${apiKey}&action=get&id=${id}`;
      for (;;) {
        await sleep(POLL_EVERY_MS);
        if (stopping) return;
        let poll;
        try {
          poll = await http1.call('GET', pollPath);
        } catch (err) {
          error(`res.php: ${err.message}`);
          continue;
        }
        count('polls');
        if (poll.text === 'CAPCHA_NOT_READY') continue;
        if (poll.text === `OK|${ANSWER}`) count('solved');
        else error(`res.php: ${poll.status} ${poll.text.slice(0, 80)}`);
        break;
      }
    }
  }

  function noteDelivery(id, at) {
    const sent = submittedAt.get(id);
    if (sent === undefined) return;
    if (measuring) measuredDelivery.push(Math.max(0, at - sent));
    submittedAt.delete(id);
    deliveredAt.delete(id);
  }

  async function worker(token) {
    const auth = { authorization: `Bearer ${token}` };
    const answerHeaders = { ...auth, 'content-type': 'application/json' };
    const answerBody = JSON.stringify({ answer: { type: 'text', text: ANSWER } });
    while (!stopping) {
      let res;
      try {
        res = await http1.call('GET', `/api/worker/v1/tasks/next?wait=${WORKER_WAIT_S}`, auth);
      } catch (err) {
        error(`tasks/next: ${err.message}`);
        await sleep(100);
        continue;
      }
      const at = now();
      count('claims');
      if (res.status !== 200) {
        error(`tasks/next: ${res.status} ${res.text.slice(0, 120)}`);
        await sleep(100);
        continue;
      }
      const task = JSON.parse(res.text).task;
      if (!task) {
        count('emptyClaims');
        continue;
      }
      const id = String(task.id);
      if (submittedAt.has(id)) noteDelivery(id, at);
      else deliveredAt.set(id, at);
      try {
        const a = await http1.call('POST', `/api/worker/v1/tasks/${id}/answer`, answerHeaders, answerBody);
        count('answers');
        if (a.status !== 200) error(`answer: ${a.status} ${a.text.slice(0, 120)}`);
      } catch (err) {
        error(`answer: ${err.message}`);
      }
    }
  }

  const loops = [];
  for (const w of accounts.workers) loops.push(worker(w.token));
  for (const c of accounts.customers) for (let i = 0; i < INFLIGHT; i++) loops.push(customerSlot(c.apiKey));

  await sleep(WARMUP_SECONDS * 1000);
  measuring = true;
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = processCpuSeconds(serverPid);
  const started = now();
  await sleep(duration * 1000);
  measuring = false;
  const seconds = (now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore);
  const serverCpu = serverCpuBefore === null ? null : processCpuSeconds(serverPid) - serverCpuBefore;
  stopping = true;
  // Workers may sit in a long poll: closing the sockets ends every loop at once.
  http1.close();
  await Promise.allSettled(loops);

  const sorted = measuredDelivery.sort((a, b) => a - b);
  return {
    seconds,
    captchasPerSec: counts.solved / seconds,
    submitPerSec: counts.submits / seconds,
    pollPerSec: counts.polls / seconds,
    claimPerSec: counts.claims / seconds,
    emptyClaims: counts.emptyClaims,
    answerPerSec: counts.answers / seconds,
    deliveryP50Ms: percentile(sorted, 50),
    deliveryP99Ms: percentile(sorted, 99),
    deliveries: sorted.length,
    errors: counts.errors,
    errorSamples: [...errorSamples],
    loadGeneratorCpuPct: (100 * (clientCpu.user + clientCpu.system)) / 1e6 / seconds,
    serverCpuPct: serverCpu === null ? null : (100 * serverCpu) / seconds,
  };
}

/** /healthz, then res.php for a solved id, with autocannon: the poll route against the ceiling. */
async function pollCeiling(url, accounts, png) {
  const c = client(url);
  const { apiKey } = accounts.customers[0];
  const worker = accounts.workers[0];
  try {
    const form = new URLSearchParams({ key: apiKey, method: 'base64', body: png.toString('base64') }).toString();
    const submitted = await c.call('POST', '/in.php', { 'content-type': 'application/x-www-form-urlencoded' }, form);
    if (!submitted.text.startsWith('OK|')) fail(`probe in.php answered ${submitted.text}`);
    const id = submitted.text.slice(3);
    const auth = { authorization: `Bearer ${worker.token}` };
    // The load has ended, but its last tasks may still be queued: answer until ours is done.
    for (let i = 0; i < 10_000; i++) {
      const got = JSON.parse((await c.call('GET', '/api/worker/v1/tasks/next?wait=5', auth)).text).task;
      if (!got) fail('probe task was not delivered');
      const body = JSON.stringify({ answer: { type: 'text', text: ANSWER } });
      await c.call(
        'POST',
        `/api/worker/v1/tasks/${got.id}/answer`,
        { ...auth, 'content-type': 'application/json' },
        body,
      );
      if (String(got.id) === id) break;
    }
    const pollPath = `/res.php?key=${apiKey}&action=get&id=${id}`;
    const check = await c.call('GET', pollPath);
    if (check.text !== `OK|${ANSWER}`) fail(`probe res.php answered ${check.text}`);
    const run = async (p) => {
      const r = await autocannon({ url: url + p, connections: CEILING_CONNECTIONS, duration: CEILING_SECONDS });
      if (r.non2xx + r.errors + r.timeouts > 0) fail(`${p}: ${r.non2xx + r.errors + r.timeouts} failed requests`);
      return r;
    };
    await run('/healthz'); // warm-up
    const trivial = await run('/healthz');
    const poll = await run(pollPath);
    return {
      trivialReqPerSec: Math.round(trivial.requests.average),
      pollReqPerSec: Math.round(poll.requests.average),
      pollP99Ms: poll.latency.p99,
      ratio: poll.requests.average / trivial.requests.average,
    };
  } finally {
    c.close();
  }
}

async function measure(database, env) {
  console.log(
    `\n== ${database}: ${CUSTOMERS} customers × ${INFLIGHT} in flight, ${WORKERS} workers; warm-up ${WARMUP_SECONDS} s, then ${duration} s`,
  );
  const serverEnv = {
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    EVENT_TRACKER_RATE_LIMIT: '0',
    ...env,
  };
  const accounts = setupAccounts({ NODE_ENV: 'production', ...serverEnv });
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: to see where the server's time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer(root, serverEnv, { nodeArgs });
  const png = captchaPng();
  let load;
  let ceiling;
  let memory;
  try {
    load = await simulate(server.url, accounts, png, server.pid);
    memory = processMemoryMiB(server.pid);
    ceiling = await pollCeiling(server.url, accounts, png);
  } finally {
    const code = await server.stop();
    if (code !== 0) console.error(`bench: ${database} server exited with code ${code}`);
  }
  const r1 = (n) => Math.round(n * 10) / 10;
  console.table({
    'captchas/s end to end': r1(load.captchasPerSec),
    'submit req/s (in.php)': r1(load.submitPerSec),
    'poll req/s (res.php)': r1(load.pollPerSec),
    'worker next req/s': r1(load.claimPerSec),
    'worker next: empty answers': load.emptyClaims,
    'worker answer req/s': r1(load.answerPerSec),
    'delivery p50 ms': r1(load.deliveryP50Ms),
    'delivery p99 ms': r1(load.deliveryP99Ms),
    'server RSS MiB (peak)': memory ? `${memory.rss} (${memory.peak})` : 'n/a',
    'server CPU % (of one core)': load.serverCpuPct === null ? 'n/a' : Math.round(load.serverCpuPct),
    'load generator CPU %': Math.round(load.loadGeneratorCpuPct),
    errors: load.errors,
    '/healthz req/s': ceiling.trivialReqPerSec,
    'res.php (solved) req/s': ceiling.pollReqPerSec,
    'res.php / healthz': Number(ceiling.ratio.toFixed(3)),
  });
  if (load.errors > 0)
    console.error(`bench: ${database}: ${load.errors} errors, e.g. ${load.errorSamples.join(' / ')}`);
  return { database, load, memoryMiB: memory, ceiling };
}

async function main() {
  await runScenario({
    root,
    prefix: 'solver-',
    measure,
    settings: {
      customers: CUSTOMERS,
      inflightPerCustomer: INFLIGHT,
      workers: WORKERS,
      pollEveryMs: POLL_EVERY_MS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: duration,
    },
  });
}

runMain(main);
