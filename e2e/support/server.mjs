// Starts the production server (apps/server/dist/main.js) for one spec file: free port,
// fresh PGlite data dir, localhost = international site, 127.0.0.1 = region site.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS) || 30_000;
const STOP_TIMEOUT_MS = 15_000;

/** A port nobody listens on right now: listen on port 0, note the port, close. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @returns {Promise<{ port: number, international: string, region: string, output: () => string, stop: () => Promise<void> }>}
 * `international` and `region` are origins without a trailing slash. `extraEnv` adds or
 * overrides environment variables (e.g. SMTP_URL); `options.prepare(dataDir)` runs before the start.
 */
export async function startServer(extraEnv = {}, options = {}) {
  await fs.access(MAIN).catch(() => {
    throw new Error(`${MAIN} is missing; run npm run build (or drop E2E_SKIP_BUILD)`);
  });
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crowdsolve-e2e-'));
  // E.g. create an admin with the CLI before the server takes the data dir.
  if (options.prepare) await options.prepare(dataDir);
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      INTERNATIONAL_HOSTS: 'localhost',
      REGION_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      DATABASE_URL: '',
      RATES_URL: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  exited.then((e) => {
    exit = e;
  });

  const cleanup = () => fs.rm(dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exit) {
      await cleanup();
      throw new Error(`server exited during start-up (code ${exit.code}, signal ${exit.signal}):\n${output}`);
    }
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      await cleanup();
      throw new Error(`server not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await sleep(200);
  }

  return {
    port,
    international: `http://localhost:${port}`,
    region: `http://127.0.0.1:${port}`,
    output: () => output,
    /** SIGTERM, wait for the exit, remove the data dir; asserts a clean exit (code 0). */
    async stop() {
      if (!exit) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const result = await exited;
      clearTimeout(timer);
      await cleanup();
      assert.deepEqual(result, { code: 0, signal: null }, `server did not exit cleanly on SIGTERM:\n${output}`);
    },
  };
}
