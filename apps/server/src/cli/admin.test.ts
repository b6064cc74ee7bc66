import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../test/databases.ts';
import { seedDemo } from '../db/seeds/demo.ts';
import { DEMO_STEPS } from '../db/seeds/demo-steps.ts';
import { DEMO_ACCOUNTS } from '../modules/identity/index.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';
import { verifyPassword } from '../platform/secrets.ts';

const CLI = path.join(import.meta.dirname, 'admin.ts');

function run(args: string[], env: Record<string, string>, stdin: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', SEED_DEMO: 'false', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run admin -- create-admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-admin-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin with the password from stdin, then promotes an existing account without asking', async () => {
    const created = await run(['create-admin', 'Boss@Example.com'], { DATA_DIR: dataDir }, 'a-long-password-1\n');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^created admin boss@example\.com \(id \d+\)/);

    const again = await run(['create-admin', 'boss@example.com'], { DATA_DIR: dataDir }, '');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/boss@example\.com \(id \d+\) is now an admin/);

    const short = await run(['create-admin', 'new@example.com'], { DATA_DIR: dataDir }, 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('crowdsolve: admin: the password needs at least 10 characters\n');

    const usage = await run(['create-admin'], { DATA_DIR: dataDir }, '');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('usage: npm run admin -- create-admin <email>');
    expect(usage.stderr).toContain('npm run admin -- remove-demo');

    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const users = await db.db
        .selectFrom('userAccount')
        .select(['email', 'isAdmin', 'emailConfirmedAt', 'passwordHash'])
        // Besides the quality-control account the migrations create (no address).
        .where('email', 'is not', null)
        .execute();
      expect(users).toHaveLength(1);
      expect(users[0]?.isAdmin).toBe(true);
      expect(users[0]?.emailConfirmedAt).not.toBeNull();
      expect(await verifyPassword(users[0]?.passwordHash ?? '', 'a-long-password-1')).toBe(true);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe.each(DATABASE_TARGETS)('npm run admin -- remove-demo on $name', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-admin-demo-'));
  let postgres: DatabaseHandle | undefined;
  afterAll(async () => {
    await postgres?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes the seeded demo data and says what went; a second run removes nothing', async () => {
    let env: Record<string, string>;
    if (target.name === 'postgres') {
      postgres = await target.open();
      await seedDemo(postgres.db, DEMO_STEPS);
      env = { DATABASE_URL: postgres.url as string };
    } else {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await migrateToLatest(db.db);
        await seedDemo(db.db, DEMO_STEPS);
      } finally {
        await db.close();
      }
      env = { DATA_DIR: dataDir };
    }

    const removed = await run(['remove-demo'], env, '');
    expect(removed.stderr).toBe('');
    expect(removed.code).toBe(0);
    const lines = removed.stdout.trim().split('\n');
    expect(lines[0]).toBe(`removed the demo data of ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}:`);
    expect(lines).toContain('  demo accounts: 5');
    expect(lines).toContain('  payments: 2');
    expect(lines.find((l) => l.startsWith('  ledger transactions: '))).toBeDefined();

    const again = await run(['remove-demo'], env, '');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('no demo data: nothing removed\n');
  }, 120_000);
});
