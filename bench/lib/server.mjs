// Starts the built production server as a child process and stops it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port the OS reports free right now. */
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

/**
 * Spawns `node [nodeArgs] apps/server/dist/main.js` with `env` on top of ours; resolves once /readyz
 * answers 200 (asked every `pollMs`). With `captureStdout` the server's stdout (its log) is kept in
 * `stdout()` instead of being shown.
 */
export async function startServer(
  root,
  env,
  { readyTimeoutMs = 60_000, nodeArgs = [], pollMs = 100, captureStdout = false } = {},
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), RATES_URL: 'off', ...env },
    stdio: ['ignore', captureStdout ? 'pipe' : 'inherit', 'inherit'],
  });
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  exited.then((e) => {
    exit = e;
  });

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exit) throw new Error(`server exited before it was ready (code ${exit.code}, signal ${exit.signal})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${readyTimeoutMs} ms`);
    }
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    await sleep(pollMs);
  }
  const readyMs = Math.round(performance.now() - spawnedAt);

  return {
    url,
    /** Milliseconds from the spawn to the first 200 of /readyz (up to `pollMs` late). */
    readyMs,
    /** What the server wrote to stdout so far (only with `captureStdout`). */
    stdout: () => stdout,
    /** The server process's id (for its memory in /proc/<pid>/status). */
    pid: child.pid,
    /** SIGTERM, then waits for the exit; SIGKILL after `timeoutMs`. Resolves with the exit code. */
    async stop(timeoutMs = 15_000) {
      if (!exit) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const e = await exited;
      clearTimeout(timer);
      return e.code;
    },
  };
}

/** A fresh database on the server of `adminUrl`, dropped afterwards: the benchmark leaves nothing behind. */
export async function createScratchDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `cs_bench_${process.pid}_${Date.now()}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The resident memory of process `pid` in MiB: now (VmRSS) and peak (VmHWM); null off Linux. */
export function processMemoryMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) process `pid` has used so far; null off Linux. */
export function processCpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}
