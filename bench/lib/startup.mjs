// Start-up time of the production server: from the spawn to the first 200 of /readyz, on a fresh
// embedded data directory (the first start creates the cluster and runs every migration) and then
// restarts on the same directory (nothing to create or migrate), with the phases the server logs
// in its "Crowdsolve is listening" line (`startupMs`, see apps/server/src/main.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.mjs';

/** The server's phases in the order they run; `total` is from the process's start to listening. */
export const PHASES = ['boot', 'config', 'database', 'migrations', 'seed', 'renderer', 'app', 'listen', 'total'];

// /readyz is asked this often while the server starts: the spawn-to-ready figure is at most this late.
const POLL_MS = 20;

/** `startupMs` of the server's listening line in its log (JSON lines). */
function phasesOf(log) {
  const line = log.split('\n').find((l) => l.includes('"Crowdsolve is listening"'));
  if (!line) throw new Error('the server logged no "Crowdsolve is listening" line');
  const { startupMs } = JSON.parse(line);
  if (!startupMs) throw new Error('the listening line has no startupMs (a build from before the timing marks?)');
  return startupMs;
}

/** One start and stop; the listening line is at level info, so the log is read at that level. */
async function timedStart(root, env) {
  const server = await startServer(root, { ...env, LOG_LEVEL: 'info' }, { pollMs: POLL_MS, captureStdout: true });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server exited with code ${code} after its start`);
  // Read after the exit: pino writes asynchronously, the whole log is out only then.
  return { readyMs: server.readyMs, phasesMs: phasesOf(server.stdout()) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** First start on a fresh data directory, then `restarts` restarts of it; the restarts' medians. */
export async function measureStartup(root, env, restarts) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crowdsolve-bench-startup-'));
  const serverEnv = { ...env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const first = await timedStart(root, serverEnv);
    const runs = [];
    for (let i = 0; i < restarts; i++) runs.push(await timedStart(root, serverEnv));
    const restartMedian = {
      readyMs: median(runs.map((r) => r.readyMs)),
      phasesMs: Object.fromEntries(PHASES.map((p) => [p, median(runs.map((r) => r.phasesMs[p]))])),
    };
    return { first, restarts: runs, median: restartMedian };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One row per start: spawn → /readyz, then each phase (ms). */
export function printStartup(startup, targetMs) {
  const row = (r) => ({ 'spawn → /readyz': r.readyMs, ...Object.fromEntries(PHASES.map((p) => [p, r.phasesMs[p]])) });
  console.table({
    'first start': row(startup.first),
    ...Object.fromEntries(startup.restarts.map((r, i) => [`restart ${i + 1}`, row(r)])),
    'restart (median)': row(startup.median),
  });
  const ready = startup.median.readyMs;
  console.log(
    `restart → /readyz: ${ready} ms (median of ${startup.restarts.length}); target ≤ ${targetMs} ms: ${ready <= targetMs ? 'met' : 'NOT met'}`,
  );
}
