/**
 * Two server processes on one PostgreSQL database: a captcha submitted on one is solved through the
 * other and read back on both; a process killed with SIGKILL under load leaves the books consistent.
 * Runs only with TEST_DATABASE_URL (PGlite is one process by design).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.ts';
import { type DatabaseHandle, openPostgres } from '../../platform/db.ts';
import { migrateToLatest } from '../../platform/migrate.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { TOKEN_PREFIX } from '../work/index.ts';
import { realPng } from './v1/test-harness.ts';

const MAIN = path.join(import.meta.dirname, '../../main.ts');
const ADMIN_URL = process.env.TEST_DATABASE_URL;

interface Proc {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
  url: string;
}

async function startProcess(databaseUrl: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATES_URL: 'off',
      // Every start seeds golden tasks; the test's worker must get the customer's task, not one of them.
      GOLDEN_TASK_RATE: '0',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const p: Proc = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('close', resolve)),
    url: '',
  };
  child.stdout?.on('data', (d) => {
    p.stdout += d;
  });
  child.stderr?.on('data', (d) => {
    p.stderr += d;
  });
  for (let i = 0; i < 600; i++) {
    const line = p.stdout.split('\n').find((l) => l.includes('Crowdsolve is listening'));
    if (line) {
      p.url = JSON.parse(line).address;
      return p;
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${p.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stopProcess(p: Proc | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
  await p.exited;
  clearTimeout(timer);
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const image = realPng(60, 24).toString('base64');

async function submit(url: string, apiKey: string): Promise<string> {
  const res = await fetch(`${url}/in.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: apiKey, method: 'base64', body: image }).toString(),
  });
  return res.text();
}

async function poll(url: string, apiKey: string, id: string): Promise<string> {
  return (await fetch(`${url}/res.php?key=${apiKey}&action=get&id=${id}`)).text();
}

async function claimAndAnswer(url: string, token: string, wait = 5): Promise<string | null> {
  const auth = { authorization: `Bearer ${token}` };
  const res = await fetch(`${url}/api/worker/v1/tasks/next?wait=${wait}`, { method: 'POST', headers: auth });
  expect(res.status).toBe(200);
  const { task } = (await res.json()) as { task: { id: number } | null };
  if (!task) return null;
  const answered = await fetch(`${url}/api/worker/v1/tasks/${task.id}/answer`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ answer: { type: 'text', text: 'abc' } }),
  });
  expect(answered.status).toBe(200);
  return String(task.id);
}

describe.skipIf(!ADMIN_URL)('two server processes on one PostgreSQL database', () => {
  const name = `cs_test_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
  let scratchUrl = '';
  let handle: DatabaseHandle | undefined;
  let a: Proc | undefined;
  let b: Proc | undefined;
  let apiKey = '';
  let token = '';

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL as string);
    url.pathname = `/${name}`;
    scratchUrl = url.toString();
    handle = await openPostgres(scratchUrl, 4);
    const { db } = handle;
    await migrateToLatest(db);
    const customerId = await createConfirmedAccount(db, systemClock, {
      email: 'processes-customer@example.com',
      password: 'processes-password',
      userType: 'customer',
    });
    await ledgerService({ db, clock: systemClock }).credit(customerId, 1_000_000_000, 'test:fund');
    apiKey = (
      await db.selectFrom('userAccount').select('apiKey').where('id', '=', customerId).executeTakeFirstOrThrow()
    ).apiKey as string;
    const workerId = await createConfirmedAccount(db, systemClock, {
      email: 'processes-worker@example.com',
      password: 'processes-password',
      userType: 'worker',
    });
    const now = new Date();
    await db
      .insertInto('workerAdmission')
      .values({ userId: workerId, admittedAt: now, admittedBy: null, updatedAt: now, updatedBy: null })
      .execute();
    token = `${TOKEN_PREFIX}${randomToken(32)}`;
    await db
      .insertInto('workerToken')
      .values({ userId: workerId, tokenHash: sha256(token), name: 'test', createdAt: now })
      .execute();
    [a, b] = await Promise.all([startProcess(scratchUrl), startProcess(scratchUrl)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await handle?.close();
    if (scratchUrl) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  it('submits on A, solves through B, reads the answer on both', async () => {
    const pa = a as Proc;
    const pb = b as Proc;
    const submitted = await submit(pa.url, apiKey);
    expect(submitted).toMatch(/^OK\|\d+$/);
    const id = submitted.slice(3);
    // Both processes now know the task as in progress; the end must reach both.
    expect(await poll(pa.url, apiKey, id)).toBe('CAPCHA_NOT_READY');
    expect(await poll(pb.url, apiKey, id)).toBe('CAPCHA_NOT_READY');
    expect(await claimAndAnswer(pb.url, token)).toBe(id);
    for (const url of [pa.url, pb.url]) {
      let answer = '';
      for (let i = 0; i < 50 && answer !== 'OK|abc'; i++) {
        answer = await poll(url, apiKey, id);
        if (answer !== 'OK|abc') await new Promise((r) => setTimeout(r, 100));
      }
      expect(answer).toBe('OK|abc');
    }
  }, 60_000);

  it('counts a worker waiting on A on both processes, and wakes it for a task submitted on B', async () => {
    const pa = a as Proc;
    const pb = b as Proc;
    const stats = async (url: string) => {
      const res = await fetch(`${url}/getQueueStats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientKey: apiKey, queueId: 1 }),
      });
      return (await res.json()) as { waiting: number; queued: number; assigned: number };
    };
    const waitingOn = async (url: string, want: number) => {
      let seen = -1;
      for (let i = 0; i < 50 && seen !== want; i++) {
        seen = (await stats(url)).waiting;
        if (seen !== want) await new Promise((r) => setTimeout(r, 100));
      }
      return seen;
    };
    const claimed = claimAndAnswer(pa.url, token, 10);
    expect(await waitingOn(pa.url, 1)).toBe(1);
    expect(await waitingOn(pb.url, 1)).toBe(1);
    const submitted = await submit(pb.url, apiKey);
    expect(submitted).toMatch(/^OK\|\d+$/);
    expect(await claimed).toBe(submitted.slice(3));
    expect(await waitingOn(pa.url, 0)).toBe(0);
    expect(await waitingOn(pb.url, 0)).toBe(0);
  }, 60_000);

  it('applies a ban made anywhere on every process, and the lifting of it', async () => {
    const db = (handle as DatabaseHandle).db;
    const balance = (url: string) => fetch(`${url}/res.php?key=${apiKey}&action=getbalance`).then((r) => r.text());
    const until = async (url: string, want: (text: string) => boolean) => {
      let text = '';
      for (let i = 0; i < 50 && !want(text); i++) {
        text = await balance(url);
        if (!want(text)) await new Promise((r) => setTimeout(r, 50));
      }
      return text;
    };
    const urls = [(a as Proc).url, (b as Proc).url];
    for (const url of urls) expect(await balance(url)).toMatch(/^\d+\.\d+$/);
    // Written straight to the database, as another process (or an admin tool) would.
    await db.updateTable('userAccount').set({ bannedAt: new Date() }).where('apiKey', '=', apiKey).execute();
    for (const url of urls)
      expect(await until(url, (t) => t === 'ERROR_KEY_DOES_NOT_EXIST')).toBe('ERROR_KEY_DOES_NOT_EXIST');
    await db.updateTable('userAccount').set({ bannedAt: null }).where('apiKey', '=', apiKey).execute();
    for (const url of urls) expect(await until(url, (t) => /^\d/.test(t))).toMatch(/^\d+\.\d+$/);
  }, 60_000);

  it('keeps the books consistent when a process is killed under load', async () => {
    const pb = b as Proc;
    const accepted: string[] = [];
    let stop = false;
    // Submissions on A, answers through B; A is killed with SIGKILL in the middle of it.
    const submitter = async () => {
      while (!stop) {
        const text = await submit((a as Proc).url, apiKey).catch(() => null);
        if (text?.startsWith('OK|')) accepted.push(text.slice(3));
      }
    };
    const submitters = Array.from({ length: 5 }, submitter);
    const solver = (async () => {
      while (!stop) await claimAndAnswer(pb.url, token, 1).catch(() => null);
    })();
    await new Promise((r) => setTimeout(r, 1500));
    (a as Proc).child.kill('SIGKILL');
    await (a as Proc).exited;
    stop = true;
    await Promise.allSettled([...submitters, solver]);
    a = await startProcess(scratchUrl);
    expect(accepted.length).toBeGreaterThan(0);

    const db = (handle as DatabaseHandle).db;
    const tasks = await db
      .selectFrom('task')
      .select('id')
      .where(
        'id',
        'in',
        accepted.map((id) => Number(id)),
      )
      .execute();
    expect(tasks.length).toBe(new Set(accepted).size);

    const { rows: sums } = await sql<{ total: string }>`
      select coalesce(sum(amount_micros), 0)::text as total from ledger_entry`.execute(db);
    expect(Number(sums[0]?.total)).toBe(0);

    const { rows: doubled } = await sql<{ reference: string }>`
      select reference from ledger_transaction where kind = 'settle'
      group by reference having count(*) > 1`.execute(db);
    expect(doubled).toEqual([]);

    const { rows: held } = await sql<{ held: string; open: string }>`
      select
        (select coalesce(sum(balance_micros), 0) from ledger_account where kind = 'hold')::text as held,
        (select coalesce(sum(price_micros * max_answers), 0) from task where status in ('queued', 'assigned'))::text as open`.execute(
      db,
    );
    expect(Number(held[0]?.held)).toBe(Number(held[0]?.open));
  }, 120_000);
});
