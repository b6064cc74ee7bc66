// The bare queue: claim + complete with raw SQL, no HTTP and no money, on the benchmark's database
// (PostgreSQL through `pg`, a pool of 10; PGlite directly in a fresh data directory of its own).
// A table like the task queue with a partial index on queued rows, pre-filled; `loops` concurrent
// loops each claim the oldest queued row (`FOR UPDATE SKIP LOCKED`) and then mark it done.
// Runs in a child process (`node bench/lib/bare.mjs`, settings in BENCH_BARE_*; prints one JSON
// line), so that the embedded database's memory is not the load generator's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TABLE = 'bench_bare_task';
const SCHEMA = [
  `drop table if exists ${TABLE}`,
  `create table ${TABLE} (
     id bigint generated always as identity primary key,
     customer_id integer not null,
     status text not null default 'queued',
     worker_id integer,
     spec jsonb not null,
     answer text,
     created_at timestamptz not null default now(),
     claimed_at timestamptz,
     ended_at timestamptz
   )`,
  `create index ${TABLE}_queued on ${TABLE} (id) where status = 'queued'`,
];
const FILL = `insert into ${TABLE} (customer_id, spec)
  select g % 20, '{"kind":"image_text","body":"bench"}'::jsonb from generate_series(1, $1) g`;
const CLAIM = `update ${TABLE} set status = 'processing', worker_id = $1, claimed_at = now()
  where id = (select id from ${TABLE} where status = 'queued' order by id limit 1 for update skip locked)
  returning id`;
const COMPLETE = `update ${TABLE} set status = 'done', answer = $2, ended_at = now() where id = $1`;
/** Rows added whenever a loop finds the queue empty. */
const REFILL = 20_000;

/**
 * Runs the bare loops in a child process: `kind` 'postgres' (on `url`) or 'pglite' (a fresh
 * temporary data directory). Resolves with {cyclesPerSec, cycles, seconds, loops, refills}.
 */
export function measureBare({ kind, url, loops, warmupSeconds, seconds }) {
  const script = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [script], {
    env: {
      ...process.env,
      BENCH_BARE_KIND: kind,
      BENCH_BARE_URL: url ?? '',
      BENCH_BARE_LOOPS: String(loops),
      BENCH_BARE_WARMUP: String(warmupSeconds),
      BENCH_BARE_SECONDS: String(seconds),
    },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    // Set-up and pre-fill included; a hung child must not hang the benchmark.
    timeout: (warmupSeconds + seconds + 180) * 1000,
  });
  if (r.status !== 0)
    throw new Error(`bare claim + complete failed (${r.error?.message ?? r.signal ?? r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** `query(sql, params)` → rows, and `close()`, over PostgreSQL or PGlite. */
async function open(kind, url, loops) {
  if (kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: loops });
    return {
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crowdsolve-bench-bare-'));
  const db = await PGlite.create(`file://${dir}`);
  return {
    query: async (sql, params) => (await db.query(sql, params)).rows,
    close: async () => {
      try {
        await db.close();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function run() {
  const kind = process.env.BENCH_BARE_KIND;
  const loops = Number(process.env.BENCH_BARE_LOOPS ?? 10);
  const warmupSeconds = Number(process.env.BENCH_BARE_WARMUP ?? 2);
  const seconds = Number(process.env.BENCH_BARE_SECONDS ?? 15);
  const db = await open(kind, process.env.BENCH_BARE_URL, loops);
  try {
    for (const statement of SCHEMA) await db.query(statement);
    // Enough queued rows for the whole run at a generous rate; refilled should a loop run dry.
    await db.query(FILL, [Math.max(50_000, 5_000 * (warmupSeconds + seconds))]);
    await db.query(`analyze ${TABLE}`);

    // Deadlines, not timers: PGlite answers without returning to the event loop, so a timer would
    // not fire while the loops run.
    const t0 = performance.now();
    const measureFrom = t0 + warmupSeconds * 1000;
    const stopAt = measureFrom + seconds * 1000;
    let cycles = 0;
    let refills = 0;
    const loop = async (worker) => {
      for (;;) {
        const claimed = await db.query(CLAIM, [worker]);
        if (claimed.length === 0) {
          refills++;
          await db.query(FILL, [REFILL]);
          continue;
        }
        await db.query(COMPLETE, [claimed[0].id, 'abc']);
        const now = performance.now();
        if (now >= stopAt) return;
        if (now >= measureFrom) cycles++;
      }
    };
    await Promise.all(Array.from({ length: loops }, (_, i) => loop(i + 1)));
    const elapsed = (stopAt - measureFrom) / 1000;
    await db.query(`drop table ${TABLE}`);
    process.stdout.write(
      `${JSON.stringify({ cyclesPerSec: cycles / elapsed, cycles, seconds: elapsed, loops, refills })}\n`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run().catch((err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exitCode = 1;
  });
}
