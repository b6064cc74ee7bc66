import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runMain, runScenario } from './lib/scenario.mjs';
import { startServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const WRITE_BODY = JSON.stringify({ type: 'utm', data: { utm_source: 'bench' } });

const scenarios = [
  { name: 'trivial', method: 'GET', path: '/healthz' },
  {
    name: 'write',
    method: 'POST',
    path: '/api/v1/event-tracker',
    headers: { 'content-type': 'application/json' },
    body: WRITE_BODY,
  },
];

/** Throws, so that `finally` blocks still stop the server and remove the data directory. */
function fail(message) {
  throw new Error(message);
}

function load(url, scenario, seconds) {
  const { name, path: p, ...request } = scenario;
  return autocannon({ url: url + p, connections: CONNECTIONS, duration: seconds, ...request });
}

/** One tracked event outside the load, to read the current id (ids are an identity column). */
async function lastEventId(url) {
  const res = await fetch(`${url}/api/v1/event-tracker`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: WRITE_BODY,
  });
  if (res.status !== 200) fail(`probe write answered ${res.status}`);
  return Number((await res.json()).id);
}

async function measure(database, env) {
  console.log(
    `\n== ${database}: warm-up ${WARMUP_SECONDS} s, then ${duration} s per route, ${CONNECTIONS} connections`,
  );
  const server = await startServer(root, {
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    EVENT_TRACKER_RATE_LIMIT: '0', // no limiter: the write route writes exactly one row
    ...env,
  });
  const rows = [];
  try {
    for (const scenario of scenarios) {
      const before = scenario.name === 'write' ? await lastEventId(server.url) : 0;
      const warm = await load(server.url, scenario, WARMUP_SECONDS);
      const r = await load(server.url, scenario, duration);
      const bad = r.non2xx + r.errors + r.timeouts + warm.non2xx + warm.errors + warm.timeouts;
      if (bad > 0)
        fail(`${database} ${scenario.name}: ${bad} failed requests (non-2xx ${r.non2xx}, errors ${r.errors})`);
      if (scenario.name === 'write') {
        // Every 2xx answer must be a row; the ids between the two probes count the inserts. Requests
        // still in flight when a run's time is up are inserted but not counted: up to CONNECTIONS per run.
        const inserted = (await lastEventId(server.url)) - before - 1;
        const answered = warm['2xx'] + r['2xx'];
        if (inserted < answered || inserted > answered + 2 * CONNECTIONS)
          fail(`${database}: ${answered} writes answered 2xx but ${inserted} rows inserted`);
      }
      rows.push({
        route: scenario.name,
        request: `${scenario.method} ${scenario.path}`,
        reqPerSec: Math.round(r.requests.average),
        p99Ms: r.latency.p99,
        requests: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    }
  } finally {
    const code = await server.stop();
    if (code !== 0) console.error(`bench: ${database} server exited with code ${code}`);
  }
  const ratio = rows[1].reqPerSec / rows[0].reqPerSec;
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.route,
        { 'req/s (avg)': r.reqPerSec, 'p99 ms': r.p99Ms, 'errors/non-2xx': r.errors + r.non2xx },
      ]),
    ),
  );
  console.log(`write/trivial req/s: ${ratio.toFixed(3)}`);
  return { database, rows, writeToTrivial: Number(ratio.toFixed(4)) };
}

async function main() {
  await runScenario({
    root,
    prefix: '',
    measure,
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, durationSeconds: duration },
  });
}

if (process.argv[2] === 'solver') {
  // `npm run bench -- solver`: the solver scenario (customers, workers, polling), see solver.mjs.
  await import('./solver.mjs');
} else if (process.argv[2] === 'web') {
  // `npm run bench -- web`: Lighthouse on the site's pages and the server's start-up time, see web.mjs.
  await import('./web.mjs');
} else if (process.argv[2] === 'flood') {
  // `npm run bench -- flood`: one key floods res.php while /healthz is measured, see flood.mjs.
  await import('./flood.mjs');
} else {
  runMain(main);
}
