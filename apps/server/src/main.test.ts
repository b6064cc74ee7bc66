import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDemo } from './cli/remove-demo.ts';
import { seedDemo } from './db/seeds/demo.ts';
import { identityDemoStep } from './modules/identity/index.ts';
import { openDatabase } from './platform/db.ts';
import { migrateToLatest } from './platform/migrate.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATES_URL: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close', not 'exit': output still in the pipes when the process exits arrives after 'exit'.
  const r: Run = { child, stdout: '', stderr: '', exited: new Promise((resolve) => child.on('close', resolve)) };
  child.stdout?.on('data', (d) => {
    r.stdout += d;
  });
  child.stderr?.on('data', (d) => {
    r.stderr += d;
  });
  return r;
}

async function listening(r: Run): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const line = r.stdout.split('\n').find((l) => l.includes('Crowdsolve is listening'));
    if (line) return JSON.parse(line).address;
    if (r.child.exitCode !== null) throw new Error(`server exited: ${r.stderr}`);
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('server did not start');
}

describe('start-up and shutdown of the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-main-'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-main-public-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('stops on a bad variable with one line naming it, no stack trace', async () => {
    const r = run({ PORT: 'abc' });
    expect(await r.exited).toBe(1);
    expect(r.stderr).toBe('crowdsolve: invalid configuration: PORT must be a number (got "abc")\n');
  });

  it('stops with a clear message when the database cannot be reached', async () => {
    const r = run({ DATABASE_URL: 'postgres://nobody:secretpw@127.0.0.1:1/none' });
    expect(await r.exited).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      /^crowdsolve: database: cannot reach the database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/,
    );
    expect(r.stderr).not.toContain('secretpw');
  });

  it('serves on the embedded database, refuses a second process on it, and shuts down cleanly', async () => {
    const first = run({ DATA_DIR: dataDir });
    const address = await listening(first);
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
    // The listening line says where start-up time went, phase by phase (ms; bench/web.mjs reads it).
    const line = JSON.parse(first.stdout.split('\n').find((l) => l.includes('Crowdsolve is listening')) ?? '{}');
    expect(Object.keys(line.startupMs)).toEqual([
      'boot',
      'config',
      'database',
      'migrations',
      'seed',
      'renderer',
      'app',
      'listen',
      'total',
    ]);

    const second = run({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr).toMatch(/^crowdsolve: database: the embedded database in .* is in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout).toContain('stopped cleanly');
    expect(fs.existsSync(path.join(dataDir, 'crowdsolve.lock'))).toBe(false);

    // The data dir reopens intact: migrations applied and the demo seed recorded on first start.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(reopened.isNew).toBe(false);
      const { rows } = await sql<{ key: string }>`select key from app_meta`.execute(reopened.db);
      expect(rows.map((r) => r.key)).toContain('demo_seed:identity');
      const demo = await reopened.db
        .selectFrom('userAccount')
        .select(['email', 'isDemo', 'isAdmin'])
        .where('isDemo', '=', true)
        .execute();
      expect(demo.map((u) => u.email)).toContain('admin@demo.crowdsolve.local');
      expect(demo.find((u) => u.isAdmin)?.email).toBe('admin@demo.crowdsolve.local');
    } finally {
      await reopened.close();
    }
  });

  it('refuses a public interface while the demo accounts are in the database, and listens once they are removed', async () => {
    const withDemo = async (fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>) => {
      const handle = await openDatabase({ kind: 'pglite', dataDir: publicDir });
      try {
        await migrateToLatest(handle.db);
        await fn(handle.db);
      } finally {
        await handle.close();
      }
    };
    await withDemo((db) => seedDemo(db, [identityDemoStep]));

    const refused = run({ DATA_DIR: publicDir, HOST: '0.0.0.0' });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr).toBe(
      'crowdsolve: demo data: the database holds the demo accounts, whose passwords are public, and HOST 0.0.0.0 is not loopback: remove them with `npm run admin -- remove-demo` (or set DEMO=on on a private network)\n',
    );
    expect(refused.stdout).not.toContain('Crowdsolve is listening');
    // On a private network that says so, the demo may stay.
    const privateNetwork = run({ DATA_DIR: publicDir, HOST: '0.0.0.0', DEMO: 'on' });
    await listening(privateNetwork);
    privateNetwork.child.kill('SIGTERM');
    expect(await privateNetwork.exited).toBe(0);

    await withDemo(removeDemo);
    const open = run({ DATA_DIR: publicDir, HOST: '0.0.0.0' });
    expect((await fetch(`${await listening(open)}/readyz`)).status).toBe(200);
    open.child.kill('SIGTERM');
    expect(await open.exited).toBe(0);
  }, 120_000);
});
