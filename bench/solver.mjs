// `npm run bench -- solver`: customers submit image captchas through v1 in.php and poll res.php,
// workers take them through the worker API and answer. Per database, in one run: the bare queue
// (claim + complete in raw SQL) as the yardstick; the statements of one captcha step by step; the
// end-to-end load (captchas/s, statements and transactions per captcha, latency, memory, CPU);
// res.php polling against the /healthz ceiling; on PostgreSQL the same load split over two server
// processes; and submit-only (workers idle). See bench/README.md for the figures and env vars.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBare } from './lib/bare.mjs';
import { captchaPng, r1, r2, r3 } from './lib/http.mjs';
import { simulate } from './lib/load.mjs';
import { pollCeiling, statementSteps, submitOnly } from './lib/probes.mjs';
import { runMain, runScenario } from './lib/scenario.mjs';
import { processMemoryMiB, startServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const duration = num('BENCH_DURATION', 15);
// 400 captchas in flight, spread as 2captcha's per-key limits expect (60 submits in 3 s, res.php calls
// 20 per captcha + 1,200 a minute): each customer stays far below them at the targets' rates.
const CUSTOMERS = num('BENCH_CUSTOMERS', 100);
const WORKERS = num('BENCH_WORKERS', 10);
const INFLIGHT = num('BENCH_INFLIGHT', 4);
const SUBMIT_SECONDS = num('BENCH_SUBMIT_DURATION', 5);
const SUBMIT_CONNECTIONS = num('BENCH_SUBMIT_CONNECTIONS', 20);
const BARE_LOOPS = num('BENCH_BARE_LOOPS', 10);
const STEP_ITERATIONS = num('BENCH_STEP_ITERATIONS', 10);
const WARMUP_SECONDS = 2;
const POLL_EVERY_MS = 500;
const WORKER_WAIT_S = 5;
const CEILING_SECONDS = 5;
const CEILING_CONNECTIONS = 10;

/** The targets, printed beside the figures. */
const TARGETS = {
  pglite: { endToEnd: 300, ofBare: 0.35, submit: 2000 },
  postgres: { endToEnd: 1000, ofBare: 0.35, submit: 2000, twoOverOne: 1.5 },
};

/** Runs the setup script (accounts straight into the database) with the server's env; its JSON. */
function setupAccounts(env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/setup.ts')], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_CUSTOMERS: String(CUSTOMERS), BENCH_WORKERS: String(WORKERS) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`setup failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const loadSettings = (png) => ({
  accounts: null,
  png,
  inflight: INFLIGHT,
  warmupSeconds: WARMUP_SECONDS,
  seconds: duration,
  pollEveryMs: POLL_EVERY_MS,
  workerWaitS: WORKER_WAIT_S,
});

async function measure(database, env) {
  console.log(
    `\n== ${database}: ${CUSTOMERS} customers × ${INFLIGHT} in flight, ${WORKERS} workers; warm-up ${WARMUP_SECONDS} s, then ${duration} s`,
  );
  const serverEnv = {
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    EVENT_TRACKER_RATE_LIMIT: '0',
    DB_STATEMENT_STATS: 'true',
    // Every start seeds the control set: without this, 3 % of claims would be golden tasks of the
    // quality-control account, and the figures would not be the customers' captchas alone.
    GOLDEN_TASK_RATE: '0',
    ...env,
  };
  // The yardstick first, while no server runs: PostgreSQL in the scratch database, PGlite in a
  // data directory of its own (the server's is locked by the server process).
  console.log(`bare claim + complete: ${BARE_LOOPS} loops, ${duration} s …`);
  const bare = measureBare({
    kind: database,
    url: env.DATABASE_URL,
    loops: BARE_LOOPS,
    warmupSeconds: WARMUP_SECONDS,
    seconds: duration,
  });

  const accounts = setupAccounts({ NODE_ENV: 'production', ...serverEnv });
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: to see where the server's time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer(root, serverEnv, { nodeArgs });
  const png = captchaPng();
  const settings = { ...loadSettings(png), accounts };
  const out = { database, bare };
  try {
    console.log(`statements per step: ${STEP_ITERATIONS} captchas one at a time …`);
    out.steps = await statementSteps(server.url, accounts, png, STEP_ITERATIONS);
    console.log('end to end, one process …');
    out.load = await simulate({ ...settings, servers: [server] });
    out.memoryMiB = processMemoryMiB(server.pid);
    out.ceiling = await pollCeiling(server.url, accounts, png, {
      seconds: CEILING_SECONDS,
      connections: CEILING_CONNECTIONS,
    });
    if (database === 'postgres') {
      console.log('end to end, two processes …');
      const second = await startServer(root, serverEnv, { nodeArgs });
      try {
        out.twoProcesses = await simulate({ ...settings, servers: [server, second] });
      } finally {
        const code = await second.stop();
        if (code !== 0) console.error(`bench: ${database} second server exited with code ${code}`);
      }
    }
    console.log(`submit-only: ${SUBMIT_CONNECTIONS} connections, ${SUBMIT_SECONDS} s each …`);
    out.submitOnly = await submitOnly(server.url, accounts, png, {
      seconds: SUBMIT_SECONDS,
      connections: SUBMIT_CONNECTIONS,
    });
  } finally {
    const code = await server.stop();
    if (code !== 0) console.error(`bench: ${database} server exited with code ${code}`);
  }
  out.ratios = {
    endToEndOverBare: out.load.captchasPerSec / bare.cyclesPerSec,
    twoOverOne: out.twoProcesses ? out.twoProcesses.captchasPerSec / out.load.captchasPerSec : null,
  };
  out.targets = targets(database, out);
  print(out);
  return out;
}

function targets(database, out) {
  const t = TARGETS[database];
  const rows = [
    { figure: 'captchas/s end to end', value: out.load.captchasPerSec, target: t.endToEnd },
    { figure: 'end to end ÷ bare', value: out.ratios.endToEndOverBare, target: t.ofBare },
    { figure: 'submit-only in.php req/s', value: out.submitOnly.inPhp.reqPerSec, target: t.submit },
  ];
  if (t.twoOverOne && out.ratios.twoOverOne !== null)
    rows.push({ figure: 'two processes ÷ one', value: out.ratios.twoOverOne, target: t.twoOverOne });
  return rows.map((r) => ({ ...r, met: r.value >= r.target }));
}

function print(out) {
  const { load, bare, ceiling, memoryMiB: memory, submitOnly: submit, twoProcesses: two } = out;
  const perCaptcha = (l) => `${r1(l.statementsPerCaptcha)} / ${r2(l.transactionsPerCaptcha)}`;
  const table = {
    'bare claim + complete /s': r1(bare.cyclesPerSec),
    'captchas/s end to end': r1(load.captchasPerSec),
    'end to end ÷ bare': r3(out.ratios.endToEndOverBare),
    'statements / transactions per captcha': perCaptcha(load),
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
    'res.php / healthz': r2(ceiling.ratio),
  };
  if (two) {
    table['two processes: captchas/s'] = r1(two.captchasPerSec);
    table['two ÷ one process'] = r3(out.ratios.twoOverOne);
    table['two processes: statements / transactions per captcha'] = perCaptcha(two);
    table['two processes: server CPU % (both)'] = two.serverCpuPct === null ? 'n/a' : Math.round(two.serverCpuPct);
    table['two processes: errors'] = two.errors;
  }
  for (const [name, s] of Object.entries({ 'in.php': submit.inPhp, createTask: submit.createTask })) {
    table[`submit-only ${name} req/s`] = r1(s.reqPerSec);
    table[`submit-only ${name} p99 ms / errors`] = `${s.p99Ms} / ${s.errors}`;
    table[`submit-only ${name} statements / transactions`] =
      `${r1(s.statementsPerSubmit)} / ${r2(s.transactionsPerSubmit)}`;
  }
  console.table(table);
  for (const [what, l] of [
    ['end to end', load],
    ['two processes', two],
  ])
    if (l?.errors > 0)
      console.error(`bench: ${out.database} ${what}: ${l.errors} errors, e.g. ${l.errorSamples.join(' / ')}`);
  for (const [name, s] of Object.entries(submit))
    if (s.errors > 0)
      console.error(`bench: ${out.database} submit-only ${name}: ${s.errors} errors, e.g. ${s.errorSample}`);

  console.log(
    `statements per step (one captcha at a time, median of ${out.steps.iterations}; idle server: ${r1(out.steps.backgroundStatementsPerSec)} statements/s):`,
  );
  console.table(
    Object.fromEntries([
      ...out.steps.steps.map((s) => [s.step, { statements: s.statements, transactions: s.transactions }]),
      ['total', out.steps.total],
    ]),
  );
  console.log('targets:');
  console.table(
    Object.fromEntries(
      out.targets.map((t) => [
        t.figure,
        { value: t.value >= 10 ? r1(t.value) : r3(t.value), target: `≥ ${t.target}`, met: t.met ? 'yes' : 'no' },
      ]),
    ),
  );
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
      bareLoops: BARE_LOOPS,
      submitSeconds: SUBMIT_SECONDS,
      submitConnections: SUBMIT_CONNECTIONS,
      stepIterations: STEP_ITERATIONS,
    },
  });
}

runMain(main);
