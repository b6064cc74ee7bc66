import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../test/databases.ts';
import { seedDemo } from '../db/seeds/demo.ts';
import { DEMO_STEPS } from '../db/seeds/demo-steps.ts';
import { ledgerService } from '../modules/billing/index.ts';
import { createConfirmedAccount, DEMO_ACCOUNTS, identityDemoStep } from '../modules/identity/index.ts';
import { pricingService } from '../modules/pricing/index.ts';
import { createSolvingEngine, parseV2 } from '../modules/solving/index.ts';
import { manualClock } from '../platform/clock.ts';
import type { DatabaseHandle, Db } from '../platform/db.ts';
import type { Notifier } from '../platform/notify.ts';
import { DemoEntangledError, describeRemoval, REMOVAL_COVERS, removeDemo } from './remove-demo.ts';

/** A PNG header of 120×40 pixels padded to 200 bytes: what a task's image is checked for. */
function png(): string {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(120, 8);
  ihdr.writeUInt32BE(40, 12);
  ihdr[16] = 8;
  ihdr[17] = 2;
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
  return Buffer.concat([head, Buffer.alloc(200 - head.length)]).toString('base64');
}

const quietNotifier: Notifier = {
  notify: async () => {},
  local: () => {},
  inStatement: () => null,
  on: () => () => {},
  live: () => false,
  onReset: () => () => {},
  close: async () => {},
};

const rowsOf = async <T>(db: Db, text: string) => (await sql.raw<T>(text).execute(db)).rows;

/** Every foreign key of the schema: `table.column` → the table it refers to. */
async function foreignKeys(db: Db): Promise<{ ref: string; table: string; column: string; target: string }[]> {
  const rows = await rowsOf<{ table: string; column: string; target: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column, c.confrelid::regclass::text AS target
     FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' ORDER BY 1, 2`,
  );
  return rows.map((r) => ({ ...r, ref: `${r.table}.${r.column}` }));
}

/** Every row that refers to one of `ids` through a foreign key to user_account, as JSON, per reference. */
async function rowsOfUsers(db: Db, ids: number[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const fk of (await foreignKeys(db)).filter((f) => f.target === 'user_account')) {
    const rows = await rowsOf<{ j: string }>(
      db,
      `SELECT to_jsonb(t)::text AS j FROM ${fk.table} t WHERE ${fk.column} IN (${ids.join(',')}) ORDER BY 1`,
    );
    if (rows.length) out[fk.ref] = rows.map((r) => r.j);
  }
  // The entries of their transactions, the platform's side included.
  const entries = await rowsOf<{ j: string }>(
    db,
    `SELECT to_jsonb(e)::text AS j FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
     WHERE t.user_id IN (${ids.join(',')}) ORDER BY e.id`,
  );
  out.ledger_entry = entries.map((r) => r.j);
  return out;
}

/** The books: every transaction sums to zero, every balance is the sum of its entries. */
async function expectBooksExact(db: Db) {
  expect(await rowsOf(db, 'SELECT transaction_id FROM ledger_entry GROUP BY 1 HAVING sum(amount_micros) <> 0')).toEqual(
    [],
  );
  expect(
    await rowsOf(
      db,
      `SELECT a.id FROM ledger_account a LEFT JOIN ledger_entry e ON e.account_id = a.id WHERE a.user_id IS NOT NULL
       GROUP BY a.id HAVING a.balance_micros <> coalesce(sum(e.amount_micros), 0)`,
    ),
  ).toEqual([]);
  expect(
    await rowsOf(
      db,
      `SELECT b.kind FROM ledger_system_balance b WHERE b.balance_micros <>
         (SELECT coalesce(sum(amount_micros), 0) FROM ledger_entry e WHERE e.account_id = b.account_id)`,
    ),
  ).toEqual([]);
  const [total] = await rowsOf<{ s: string }>(
    db,
    `SELECT ((SELECT coalesce(sum(balance_micros), 0) FROM ledger_account WHERE user_id IS NOT NULL)
           + (SELECT coalesce(sum(balance_micros), 0) FROM ledger_system_balance))::text AS s`,
  );
  expect(Number(total?.s), 'all balances together').toBe(0);
}

const demoIds = async (db: Db) =>
  (await db.selectFrom('userAccount').select('id').where('isDemo', '=', true).execute()).map((u) => u.id);

describe.each(DATABASE_TARGETS)('npm run admin -- remove-demo on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  /** A real customer and worker (not demo), and a task of the customer solved by `workerId` (the real worker by default). */
  async function realWork(db: Db, tag: string, workerId?: number) {
    const clock = manualClock(new Date());
    const customer = await createConfirmedAccount(db, clock, {
      email: `${tag}-customer@example.com`,
      password: 'a-real-password-1',
      userType: 'customer',
    });
    const worker = await createConfirmedAccount(db, clock, {
      email: `${tag}-worker@example.com`,
      password: 'a-real-password-1',
      userType: 'worker',
    });
    const ledger = ledgerService({ db, clock });
    await ledger.credit(customer, 5_000_000, `test:${tag}`, 'a real top-up', null);
    const engine = createSolvingEngine({
      db,
      clock,
      ledger,
      pricing: pricingService({ db }),
      notifier: quietNotifier,
      log: pino({ level: 'silent' }),
    });
    const spec = parseV2({ type: 'ImageToTextTask', body: png() });
    if (!spec.ok) throw new Error(spec.error.errorCode);
    const submitted = await engine.submit({
      customerId: customer,
      spec: spec.spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: '198.51.100.7',
    });
    if (!submitted.ok) throw new Error(submitted.refusal);
    const solver = workerId ?? worker;
    expect((await engine.claim(solver, { waitMs: 0 }))?.taskId).toBe(submitted.taskId);
    expect((await engine.answer(solver, submitted.taskId, { type: 'text', text: 'abc' })).ok).toBe(true);
    await engine.close();
    return { customer, worker };
  }

  it('removes the demo accounts and all that hangs off them; real accounts and the books stay exact', async () => {
    const db = database.db;
    expect(await seedDemo(db, DEMO_STEPS)).toEqual([
      'identity',
      'payments',
      'pricing',
      'solving',
      'catalog',
      'support-tickets',
    ]);
    const real = await realWork(db, 'real');
    const demo = await demoIds(db);
    const admin = (
      await db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.find((a) => a.isAdmin)?.email ?? '')
        .executeTakeFirstOrThrow()
    ).id;
    // The demo admin set a price; demo and real people are signed in.
    const price = await db.selectFrom('price').select('id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('price').set({ createdBy: admin }).where('id', '=', price.id).execute();
    for (const [i, userId] of [demo[0], real.customer].entries()) {
      await db
        .insertInto('userSession')
        .values({ id: `session-${i}`, userId: userId as number, expiresAt: new Date(Date.now() + 86_400_000) })
        .execute();
      await sql`insert into known_device (user_id, device_hash) values (${userId}, ${`device-${i}`})`.execute(db);
    }
    await db
      .insertInto('trackingEvent')
      .values({ type: 'utm', data: '{}', ip: null, userAgent: null, isDemo: true })
      .execute();
    const realBefore = await rowsOfUsers(db, [real.customer, real.worker]);
    expect(Object.keys(realBefore)).toEqual(
      expect.arrayContaining([
        'ledger_account.user_id',
        'task.customer_id',
        'task.worker_id',
        'user_session.user_id',
        'known_device.user_id',
      ]),
    );
    await expectBooksExact(db);

    const removal = await removeDemo(db);
    expect(removal.accounts).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const counts = Object.fromEntries(removal.counts);
    expect(counts).toMatchObject({
      'demo accounts': 5,
      payments: 2,
      'support tickets': 2,
      sessions: 1,
      'authors cleared': 1,
      'tracked events': 1,
      'demo currency rates': 2,
    });
    for (const kind of ['tasks', 'task attempts', 'complaints', 'ledger transactions', 'ledger entries', 'software']) {
      expect(counts[kind], kind).toBeGreaterThan(0);
    }
    expect(describeRemoval(removal)[0]).toBe(`removed the demo data of ${removal.accounts.join(', ')}:`);
    expect(describeRemoval(removal)).toContain('  payments: 2');

    // No demo row, and nothing referring to a removed account.
    expect(await demoIds(db)).toEqual([]);
    for (const table of ['payment', 'tracking_event', 'software']) {
      expect(await rowsOf(db, `SELECT id FROM ${table} WHERE is_demo`), table).toEqual([]);
    }
    expect(await rowsOf(db, "SELECT id FROM currency_rate WHERE source = 'demo'")).toEqual([]);
    for (const fk of (await foreignKeys(db)).filter((f) => f.target === 'user_account')) {
      const left = await rowsOf(db, `SELECT 1 FROM ${fk.table} WHERE ${fk.column} IN (${demo.join(',')})`);
      expect(left, fk.ref).toEqual([]);
    }
    expect(
      await rowsOf(
        db,
        `SELECT id FROM ledger_transaction WHERE reference LIKE 'task:%' AND user_id <> ${real.customer}`,
      ),
    ).toEqual([]);
    // The real accounts' rows are exactly as they were; the price stays, without its author.
    expect(await rowsOfUsers(db, [real.customer, real.worker])).toEqual(realBefore);
    expect(await db.selectFrom('price').select('createdBy').where('id', '=', price.id).executeTakeFirst()).toEqual({
      createdBy: null,
    });
    await expectBooksExact(db);
    // The ledger is append-only again.
    await expect(sql`delete from ledger_entry`.execute(db)).rejects.toThrow(/append-only/);

    // Once more: nothing to remove. The demo is not seeded again on this database.
    const again = await removeDemo(db);
    expect(again).toEqual({ accounts: [], counts: [] });
    expect(describeRemoval(again)).toEqual(['no demo data: nothing removed']);
    expect(await seedDemo(db, DEMO_STEPS)).toEqual([]);
  }, 120_000);

  it('removes nothing and names the rows when a demo account has dealt with a real one', async () => {
    const other = await target.open();
    try {
      const db = other.db;
      await seedDemo(db, [identityDemoStep]);
      const demoWorker = (
        await db
          .selectFrom('userAccount')
          .select('id')
          .where('email', '=', DEMO_ACCOUNTS.find((a) => a.userType === 'worker')?.email ?? '')
          .executeTakeFirstOrThrow()
      ).id;
      // A real customer's task solved by the demo worker: the worker was paid from real money.
      await realWork(db, 'tied', demoWorker);
      const before = await rowsOf(db, 'SELECT count(*)::int AS n FROM ledger_entry');

      const refused = await removeDemo(db).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DemoEntangledError);
      const ties = (refused as DemoEntangledError).ties;
      expect(ties).toHaveLength(2);
      expect(ties[0]).toMatch(
        /^ledger transactions that move money between a demo and a real account: 1 \(#\d+ settle\)$/,
      );
      expect(ties[1]).toMatch(
        /^tasks with a demo and a real account as customer, worker or developer: 1 \(#\d+ solved\)$/,
      );
      expect((refused as Error).message).toMatch(
        /^demo accounts have dealt with real accounts.*nothing was removed:\n {2}ledger/,
      );
      expect(await demoIds(db)).toHaveLength(DEMO_ACCOUNTS.length);
      expect(await rowsOf(db, 'SELECT count(*)::int AS n FROM ledger_entry')).toEqual(before);
      await expect(sql`delete from ledger_entry`.execute(db)).rejects.toThrow(/append-only/);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('takes care of every reference to a row it removes (a new table referring to an account must be added)', async () => {
    const removedFrom = [
      'user_account',
      'task',
      'ledger_transaction',
      'ledger_account',
      'payment',
      'promo_code',
      'training_session',
      'callback_delivery',
    ];
    const refs = (await foreignKeys(database.db)).filter((f) => removedFrom.includes(f.target)).map((f) => f.ref);
    expect(refs.filter((ref) => !REMOVAL_COVERS.has(ref))).toEqual([]);
  });
});
