// Runs one benchmark scenario: builds (unless BENCH_SKIP_BUILD=1), measures on PGlite in a fresh
// data directory and, with BENCH_DATABASE_URL, on a scratch PostgreSQL database, then writes the
// figures to bench/results/<prefix><timestamp>.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './server.mjs';

/**
 * `measure(database, env)` runs the load against a server started with `env` and returns the run's
 * figures; `settings` are recorded beside them.
 */
export async function runScenario({ root, prefix, measure, settings }) {
  buildUnlessSkipped(root);

  const runs = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `crowdsolve-bench-${prefix}`));
  try {
    runs.push(await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
    try {
      runs.push(await measure('postgres', { DATABASE_URL: scratch.url }));
    } finally {
      await scratch.drop();
    }
  }

  const date = new Date().toISOString();
  writeResults(root, `${prefix}${stamp(date)}.json`, { date, machine: machine(), settings, runs });
}

/** `npm run build` unless BENCH_SKIP_BUILD=1; either way the server's bundle must be there. */
export function buildUnlessSkipped(root) {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const built = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js missing; build first');
  }
}

/** The machine the figures were taken on. */
export function machine() {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    os: os.release(),
  };
}

/** An ISO date as a file-name part: `2026-11-24T10-00-00-000Z`. */
export const stamp = (isoDate) => isoDate.replace(/[:.]/g, '-');

/** Writes `results` as bench/results/<fileName> (git-ignored) and prints its path. */
export function writeResults(root, fileName, results) {
  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, fileName);
  fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(root, outFile)}`);
}

/** Runs `main`, printing a failure as one line and setting the exit code. */
export function runMain(main) {
  main().catch((err) => {
    console.error(`bench: ${err.message}`);
    process.exitCode = 1;
  });
}
