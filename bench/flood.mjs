// `npm run bench -- flood`: one API key floods res.php (BENCH_FLOOD_POLLS polls, BENCH_FLOOD_CONCURRENCY
// at a time, for a captcha it submitted) while a prober asks `/healthz` every BENCH_FLOOD_PROBE_MS and
// a second, well-behaved customer polls every 5 s. Prints the health check's latency during the
// flood beside its latency on the idle server, and what the flood and the well-behaved customer
// were answered. See bench/README.md, "Flood".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { captchaPng, client, FORM, inPhpForm, percentile, r1 } from './lib/http.mjs';
import { runMain, runScenario } from './lib/scenario.mjs';
import { startServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const POLLS = num('BENCH_FLOOD_POLLS', 2000);
const CONCURRENCY = num('BENCH_FLOOD_CONCURRENCY', 200);
const PROBE_MS = num('BENCH_FLOOD_PROBE_MS', 10);
const IDLE_PROBES = 200;
const TARGET_P99_MS = 50;

function setupAccounts(env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/setup.ts')], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_CUSTOMERS: '2', BENCH_WORKERS: '0' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`setup failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** Latency figures (ms) of a list of durations. */
function figures(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: r1(percentile(sorted, 50)),
    p99: r1(percentile(sorted, 99)),
    max: r1(sorted.at(-1) ?? 0),
  };
}

/** Asks `/healthz` every PROBE_MS until `stop()`; each request's duration. */
function prober(url) {
  const http = client(url);
  const durations = [];
  let stopping = false;
  const done = (async () => {
    while (!stopping) {
      const started = performance.now();
      const res = await http.call('GET', '/healthz').catch(() => null);
      if (res?.status === 200) durations.push(performance.now() - started);
      await sleep(PROBE_MS);
    }
  })();
  return {
    async stop() {
      stopping = true;
      await done;
      return durations;
    },
  };
}

async function submit(http, apiKey, png) {
  const res = await http.call('POST', '/in.php', FORM, inPhpForm(apiKey, png));
  if (!res.text.startsWith('OK|')) throw new Error(`in.php answered ${res.text}`);
  return res.text.slice(3);
}

async function measure(database, env) {
  console.log(`\n== ${database}: ${POLLS} res.php polls, ${CONCURRENCY} at a time, from one key`);
  const accounts = setupAccounts({ NODE_ENV: 'production', ...env });
  const [flooder, neighbour] = accounts.customers;
  const server = await startServer(root, { LOG_LEVEL: 'warn', SERVE_WEB: 'false', SEED_DEMO: 'false', ...env });
  try {
    const png = captchaPng();
    const setupHttp = client(server.url);
    const floodId = await submit(setupHttp, flooder.apiKey, png);
    const neighbourId = await submit(setupHttp, neighbour.apiKey, png);

    const idle = prober(server.url);
    await sleep(IDLE_PROBES * PROBE_MS);
    const idleFigures = figures(await idle.stop());

    // The well-behaved customer: a poll every 5 s, as 2captcha advises.
    const neighbourAnswers = {};
    let neighbourStopping = false;
    const neighbourLoop = (async () => {
      const http = client(server.url);
      while (!neighbourStopping) {
        const res = await http.call('GET', `/res.php?key=${neighbour.apiKey}&action=get&id=${neighbourId}`);
        neighbourAnswers[res.text] = (neighbourAnswers[res.text] ?? 0) + 1;
        for (let waited = 0; waited < 5000 && !neighbourStopping; waited += 100) await sleep(100);
      }
    })();

    const probe = prober(server.url);
    const answers = {};
    const pollDurations = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const http = client(server.url);
        while (next < POLLS) {
          next++;
          const t0 = performance.now();
          const res = await http.call('GET', `/res.php?key=${flooder.apiKey}&action=get&id=${floodId}`).catch((e) => ({
            text: `(${e.code ?? e.message})`,
          }));
          pollDurations.push(performance.now() - t0);
          answers[res.text] = (answers[res.text] ?? 0) + 1;
        }
      }),
    );
    const floodSeconds = (performance.now() - started) / 1000;
    const duringFigures = figures(await probe.stop());
    neighbourStopping = true;
    await neighbourLoop;

    const table = {
      'healthz idle': idleFigures,
      'healthz during flood': duringFigures,
      'res.php (flood)': figures(pollDurations),
    };
    console.table(table);
    console.log(
      `flood: ${POLLS} polls in ${r1(floodSeconds)} s (${Math.round(POLLS / floodSeconds)} req/s); answers:`,
      answers,
    );
    console.log('well-behaved customer (a poll every 5 s) was answered:', neighbourAnswers);
    const met = duringFigures.p99 <= TARGET_P99_MS;
    console.log(
      `target /healthz p99 ≤ ${TARGET_P99_MS} ms during the flood: ${met ? 'met' : 'NOT met'} (${duringFigures.p99} ms)`,
    );
    return {
      database,
      healthzIdle: idleFigures,
      healthzDuringFlood: duringFigures,
      floodPolls: figures(pollDurations),
      floodReqPerSec: Math.round(POLLS / floodSeconds),
      floodAnswers: answers,
      neighbourAnswers,
      targetMet: met,
    };
  } finally {
    const code = await server.stop();
    if (code !== 0) console.error(`bench: ${database} server exited with code ${code}`);
  }
}

runMain(() =>
  runScenario({
    root,
    prefix: 'flood-',
    measure,
    settings: { polls: POLLS, concurrency: CONCURRENCY, probeEveryMs: PROBE_MS, targetP99Ms: TARGET_P99_MS },
  }),
);
