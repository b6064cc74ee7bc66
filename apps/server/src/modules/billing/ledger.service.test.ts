import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle, Db } from '../../platform/db.ts';
import type { AppError } from '../../platform/errors.ts';
import { abortsOnFailure } from './ledger.plan.ts';
import { type LedgerResult, type LedgerService, ledgerService, ledgerSummary } from './ledger.service.ts';
import { errorCode, expectLedgerConsistent, newUser } from './test-support.ts';

const n = (v: unknown) => Number(v);

async function count(db: Db, table: 'ledger_transaction' | 'ledger_entry'): Promise<number> {
  const { rows } = await sql<{ c: unknown }>`select count(*) as c from ${sql.table(table)}`.execute(db);
  return n(rows[0]?.c);
}

async function platformRevenue(db: Db): Promise<number> {
  const { rows } = await sql<{
    b: unknown;
  }>`select balance_micros as b from ledger_system_balance where kind = 'platform_revenue'`.execute(db);
  return n(rows[0]?.b);
}

const withoutReplayFlag = ({ replayed: _, ...rest }: LedgerResult) => rest;

describe.each(DATABASE_TARGETS)('ledger on $name', (target) => {
  let database: DatabaseHandle;
  let db: Db;
  let ledger: LedgerService;
  const clock = manualClock(new Date('2026-11-01T12:00:00Z'));
  let keyCounter = 0;
  const key = (tag: string) => `test:${tag}:${++keyCounter}`;

  /** A fresh user with this much on their balance. */
  async function funded(micros: number): Promise<number> {
    const id = await newUser(db);
    if (micros > 0) await ledger.credit(id, micros, key('fund'), 'test funds');
    return id;
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    ledger = ledgerService({ db, clock });
  });
  afterEach(async () => {
    await expectLedgerConsistent(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('starts with the platform accounts and zero balances', async () => {
    const kinds = await db.selectFrom('ledgerAccount').select(['kind', 'userId', 'balanceMicros']).execute();
    expect(kinds.filter((k) => k.userId === null).map((k) => k.kind)).toEqual(['platform_revenue', 'external']);
    const user = await newUser(db);
    expect(await ledgerSummary(db, user)).toEqual({
      balanceMicros: 0,
      heldMicros: 0,
      spentMicros: 0,
      earnedMicros: 0,
      lastCreditAt: null,
    });
  });

  it('credits and debits a balance against the external account', async () => {
    const user = await newUser(db);
    const credit = await ledger.credit(user, 10_000, key('credit'), 'top-up');
    expect(credit.replayed).toBe(false);
    expect(credit.entries.map((e) => [e.account, e.userId, e.amountMicros, e.balanceAfterMicros])).toEqual([
      ['external', null, -10_000, null],
      ['user_balance', user, 10_000, 10_000],
    ]);
    const debit = await ledger.debit(user, 3_000, key('debit'), 'payout');
    expect(debit.entries.find((e) => e.account === 'user_balance')).toMatchObject({
      amountMicros: -3_000,
      balanceAfterMicros: 7_000,
    });
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 7_000, heldMicros: 0 });
    expect((await ledgerSummary(db, user)).lastCreditAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('refuses a debit beyond the balance and moves nothing; the key stays usable', async () => {
    const user = await funded(1_000);
    const before = [await count(db, 'ledger_transaction'), await count(db, 'ledger_entry')];
    const k = key('overdraft');
    expect(await errorCode(ledger.debit(user, 1_001, k))).toBe('BILLING_INSUFFICIENT_FUNDS');
    expect([await count(db, 'ledger_transaction'), await count(db, 'ledger_entry')]).toEqual(before);
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 1_000, heldMicros: 0 });
    // Nothing was recorded under the key: once the money is there, the same call goes through.
    await ledger.credit(user, 1, key('more'));
    expect((await ledger.debit(user, 1_001, k)).replayed).toBe(false);
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 0, heldMicros: 0 });
  });

  it('refuses amounts that are not positive whole micro-dollars, and unknown users', async () => {
    const user = await funded(1_000);
    for (const bad of [0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await errorCode(ledger.credit(user, bad, key('bad')))).toBe('BILLING_INVALID_AMOUNT');
      expect(await errorCode(ledger.hold(user, bad, key('bad')))).toBe('BILLING_INVALID_AMOUNT');
    }
    expect(await errorCode(ledger.credit(user, 1, ''))).toBe('ERROR_VALIDATION');
    expect(await errorCode(ledger.credit(user, 1, 'k'.repeat(201)))).toBe('ERROR_VALIDATION');
    expect(await errorCode(ledger.credit(99_999_999, 1, key('nobody')))).toBe('ERROR_NOT_FOUND');
    expect(await errorCode(ledger.settle(user, 100, { key: key('s'), workerMicros: 10 }))).toBe('ERROR_VALIDATION');
    expect(await errorCode(ledger.settle(user, 100, { key: key('s'), chargeMicros: 101 }))).toBe(
      'BILLING_INVALID_AMOUNT',
    );
    expect(
      await errorCode(
        ledger.settle(user, 100, {
          key: key('s'),
          workerUserId: user,
          workerMicros: 90,
          developerUserId: user,
          developerMicros: 20,
        }),
      ),
    ).toBe('BILLING_INVALID_AMOUNT');
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 1_000, heldMicros: 0 });
  });

  it('holds money apart from the spendable balance and releases it back', async () => {
    const user = await funded(1_000);
    const hold = await ledger.hold(user, 300, key('hold'), 'task:1');
    expect(hold.entries.map((e) => [e.account, e.amountMicros, e.balanceAfterMicros])).toEqual([
      ['user_balance', -300, 700],
      ['hold', 300, 300],
    ]);
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 700, heldMicros: 300 });

    expect(await errorCode(ledger.hold(user, 701, key('hold')))).toBe('BILLING_INSUFFICIENT_FUNDS');
    expect(await errorCode(ledger.release(user, 301, key('release')))).toBe('BILLING_INSUFFICIENT_HOLD');

    await ledger.release(user, 300, key('release'), 'task:1');
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 1_000, heldMicros: 0 });
    expect(await ledgerSummary(db, user)).toMatchObject({ spentMicros: 0, earnedMicros: 0 });
  });

  it('settles: worker and developer (10 %) credited, the platform keeps the rest, the remainder goes back', async () => {
    const customer = await funded(10_000);
    const worker = await newUser(db);
    const developer = await newUser(db);
    const revenue = await platformRevenue(db);

    await ledger.hold(customer, 1_000, key('hold'), 'task:2');
    const settle = await ledger.settle(customer, 1_000, {
      chargeMicros: 800,
      workerUserId: worker,
      workerMicros: 500,
      developerUserId: developer,
      developerMicros: 80,
      key: key('settle'),
      reference: 'task:2',
    });
    const byOwner = Object.fromEntries(settle.entries.map((e) => [`${e.account}:${e.userId}`, e.amountMicros]));
    expect(byOwner).toEqual({
      [`hold:${customer}`]: -1_000,
      [`user_balance:${customer}`]: 200,
      [`user_balance:${worker}`]: 500,
      [`user_balance:${developer}`]: 80,
      'platform_revenue:null': 220,
    });
    expect(settle.entries.reduce((s, e) => s + e.amountMicros, 0)).toBe(0);

    expect(await ledgerSummary(db, customer)).toMatchObject({ balanceMicros: 9_200, heldMicros: 0, spentMicros: 800 });
    expect(await ledgerSummary(db, worker)).toMatchObject({ balanceMicros: 500, earnedMicros: 500, spentMicros: 0 });
    expect(await ledgerSummary(db, developer)).toMatchObject({ balanceMicros: 80, earnedMicros: 80 });
    expect(await platformRevenue(db)).toBe(revenue + 220);

    // A settle without a charge given charges everything held; without a worker the platform keeps it all.
    await ledger.hold(customer, 500, key('hold'));
    const whole = await ledger.settle(customer, 500, { key: key('settle') });
    expect(Object.fromEntries(whole.entries.map((e) => [e.account, e.amountMicros]))).toEqual({
      hold: -500,
      platform_revenue: 500,
    });
    expect(await ledgerSummary(db, customer)).toMatchObject({
      balanceMicros: 8_700,
      heldMicros: 0,
      spentMicros: 1_300,
    });

    // Settling more than is held is refused.
    await ledger.hold(customer, 100, key('hold'));
    expect(await errorCode(ledger.settle(customer, 101, { key: key('settle') }))).toBe('BILLING_INSUFFICIENT_HOLD');
  });

  it('refunds a settle: everyone gives their share back to the customer, once', async () => {
    const customer = await funded(10_000);
    const worker = await newUser(db);
    const developer = await newUser(db);
    const revenue = await platformRevenue(db);
    const settleKey = key('settle');
    await ledger.hold(customer, 1_000, key('hold'), 'task:3');
    await ledger.settle(customer, 1_000, {
      workerUserId: worker,
      workerMicros: 600,
      developerUserId: developer,
      developerMicros: 100,
      key: settleKey,
      reference: 'task:3',
    });
    expect(await ledger.balance(customer)).toEqual({ balanceMicros: 9_000, heldMicros: 0 });

    const refundKey = key('refund');
    const refund = await ledger.refund(settleKey, refundKey, 'complaint accepted');
    const byOwner = Object.fromEntries(refund.entries.map((e) => [`${e.account}:${e.userId}`, e.amountMicros]));
    expect(byOwner).toEqual({
      [`user_balance:${customer}`]: 1_000,
      [`user_balance:${worker}`]: -600,
      [`user_balance:${developer}`]: -100,
      'platform_revenue:null': -300,
    });
    expect(await ledgerSummary(db, customer)).toMatchObject({ balanceMicros: 10_000, spentMicros: 0 });
    expect(await ledgerSummary(db, worker)).toMatchObject({ balanceMicros: 0, earnedMicros: 0 });
    expect(await ledgerSummary(db, developer)).toMatchObject({ balanceMicros: 0, earnedMicros: 0 });
    expect(await platformRevenue(db)).toBe(revenue);
    const row = await db
      .selectFrom('ledgerTransaction')
      .select(['reference', 'memo', 'userId', 'amountMicros'])
      .where('idempotencyKey', '=', refundKey)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reference: 'task:3', memo: 'complaint accepted', userId: customer, amountMicros: 1_000 });

    // A retry returns the same refund; another key for the same settle is refused.
    expect(withoutReplayFlag(await ledger.refund(settleKey, refundKey, 'complaint accepted'))).toEqual(
      withoutReplayFlag(refund),
    );
    expect(await errorCode(ledger.refund(settleKey, key('refund')))).toBe('BILLING_ALREADY_REFUNDED');
    expect(await errorCode(ledger.refund('no-such-settle', key('refund')))).toBe('BILLING_TRANSACTION_NOT_FOUND');
    const holdKey = key('hold');
    await ledger.hold(customer, 10, holdKey);
    expect(await errorCode(ledger.refund(holdKey, key('refund')))).toBe('BILLING_NOT_REFUNDABLE');
    expect(await ledger.balance(customer)).toEqual({ balanceMicros: 9_990, heldMicros: 10 });
  });

  it('takes what the worker still has of a refunded share; the platform bears only what is gone', async () => {
    const customer = await funded(5_000);
    const worker = await newUser(db);
    const developer = await newUser(db);
    const revenue = await platformRevenue(db);
    const settleKey = key('settle');
    await ledger.hold(customer, 1_000, key('hold'));
    await ledger.settle(customer, 1_000, {
      workerUserId: worker,
      workerMicros: 600,
      developerUserId: developer,
      developerMicros: 100,
      key: settleKey,
    });
    await ledger.debit(worker, 550, key('payout'), 'paid out'); // the worker has 50 left

    const refund = await ledger.refund(settleKey, key('refund'));
    const byOwner = Object.fromEntries(refund.entries.map((e) => [`${e.account}:${e.userId}`, e.amountMicros]));
    expect(byOwner).toEqual({
      [`user_balance:${customer}`]: 1_000,
      [`user_balance:${developer}`]: -100,
      [`user_balance:${worker}`]: -50,
      'platform_revenue:null': -850, // its own 300 and the 550 of the worker's pay that was paid out
    });
    // What the worker kept (paid out) still counts as earned.
    expect(await ledgerSummary(db, worker)).toMatchObject({ balanceMicros: 0, earnedMicros: 550 });
    expect(await ledger.balance(customer)).toEqual({ balanceMicros: 5_000, heldMicros: 0 });
    expect(await platformRevenue(db)).toBe(revenue - 550);
  });

  it('treats a repeated key as a retry: one transaction, the same result', async () => {
    const user = await funded(1_000);
    const k = key('hold');
    const first = await ledger.hold(user, 100, k, 'task:4');
    const again = await ledger.hold(user, 100, k, 'task:4');
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(withoutReplayFlag(again)).toEqual(withoutReplayFlag(first));
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 900, heldMicros: 100 });
    const rows = await db.selectFrom('ledgerTransaction').select('id').where('idempotencyKey', '=', k).execute();
    expect(rows).toHaveLength(1);
  });

  it('moves money once when the same call arrives many times at once', async () => {
    const user = await funded(1_000);
    const k = key('credit');
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.credit(user, 250, k, 'bonus')));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    for (const r of results) expect(withoutReplayFlag(r)).toEqual(withoutReplayFlag(results[0] as LedgerResult));
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 1_250, heldMicros: 0 });
  });

  it('refuses a key reused with other parameters', async () => {
    const user = await funded(1_000);
    const other = await funded(1_000);
    const k = key('hold');
    await ledger.hold(user, 100, k, 'task:5');
    expect(await errorCode(ledger.hold(user, 101, k, 'task:5'))).toBe('BILLING_IDEMPOTENCY_CONFLICT');
    expect(await errorCode(ledger.hold(user, 100, k, 'task:6'))).toBe('BILLING_IDEMPOTENCY_CONFLICT');
    expect(await errorCode(ledger.hold(other, 100, k, 'task:5'))).toBe('BILLING_IDEMPOTENCY_CONFLICT');
    expect(await errorCode(ledger.release(user, 100, k, 'task:5'))).toBe('BILLING_IDEMPOTENCY_CONFLICT');
    expect(await errorCode(ledger.credit(user, 100, k))).toBe('BILLING_IDEMPOTENCY_CONFLICT');
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 900, heldMicros: 100 });
    expect(await ledger.balance(other)).toEqual({ balanceMicros: 1_000, heldMicros: 0 });
  });

  it('keeps a balance from going negative under 50 parallel holds (exactly 33 of 300 fit in 10,000)', async () => {
    const user = await funded(10_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => ledger.hold(user, 300, key(`race-${i}`), `task:race-${i}`)),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect((r.reason as AppError).code).toBe('BILLING_INSUFFICIENT_FUNDS');
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 100, heldMicros: 9_900 });
    const balances = await db
      .selectFrom('ledgerEntry as e')
      .innerJoin('ledgerAccount as a', 'a.id', 'e.accountId')
      .select('e.balanceAfterMicros')
      .where('a.userId', '=', user)
      .where('a.kind', '=', 'user_balance')
      .execute();
    expect(balances.every((b) => b.balanceAfterMicros !== null && b.balanceAfterMicros >= 0)).toBe(true);
  });

  it('settles crosswise in parallel without deadlocks', async () => {
    const a = await funded(100_000);
    const b = await funded(100_000);
    const runs = Array.from({ length: 20 }, async (_, i) => {
      const [customer, worker] = i % 2 === 0 ? [a, b] : [b, a];
      await ledger.hold(customer, 1_000, key(`x-hold-${i}`));
      return ledger.settle(customer, 1_000, { workerUserId: worker, workerMicros: 700, key: key(`x-settle-${i}`) });
    });
    await Promise.all(runs);
    // Each paid 10 × 1,000 and earned 10 × 700.
    expect(await ledgerSummary(db, a)).toMatchObject({
      balanceMicros: 97_000,
      spentMicros: 10_000,
      earnedMicros: 7_000,
    });
    expect(await ledgerSummary(db, b)).toMatchObject({
      balanceMicros: 97_000,
      spentMicros: 10_000,
      earnedMicros: 7_000,
    });
  });

  it('joins a caller transaction: a refused movement leaves it usable, a rollback undoes the movement', async () => {
    const user = await funded(1_000);
    const before = await count(db, 'ledger_transaction');
    await db.transaction().execute(async (trx) => {
      expect(await errorCode(ledger.hold(user, 5_000, key('in-trx'), null, trx))).toBe('BILLING_INSUFFICIENT_FUNDS');
      await ledger.hold(user, 400, key('in-trx'), null, trx);
    });
    expect(await count(db, 'ledger_transaction')).toBe(before + 1);
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 600, heldMicros: 400 });

    await expect(
      db.transaction().execute(async (trx) => {
        await ledger.release(user, 400, key('in-trx'), null, trx);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 600, heldMicros: 400 });
  });

  it('joins a transaction marked abortsOnFailure without a savepoint: a refusal rolls the whole of it back', async () => {
    const user = await funded(1_000);
    const before = await count(db, 'ledger_transaction');
    await db.transaction().execute(async (trx) => {
      await ledger.hold(user, 300, key('fail-fast'), null, abortsOnFailure(trx));
    });
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 700, heldMicros: 300 });
    await expect(
      db.transaction().execute(async (trx) => {
        const t = abortsOnFailure(trx);
        await ledger.release(user, 300, key('fail-fast'), null, t);
        await ledger.hold(user, 5_000, key('fail-fast'), null, t);
      }),
    ).rejects.toMatchObject({ code: 'BILLING_INSUFFICIENT_FUNDS' });
    expect(await ledger.balance(user)).toEqual({ balanceMicros: 700, heldMicros: 300 });
    expect(await count(db, 'ledger_transaction')).toBe(before + 1);
  });

  it('is append-only and refuses unbalanced transactions at commit', async () => {
    const user = await funded(1_000);
    await expect(sql`update ledger_entry set amount_micros = amount_micros + 1`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_transaction`.execute(db)).rejects.toThrow(/append-only/);
    const account = await db
      .selectFrom('ledgerAccount')
      .select('id')
      .where('userId', '=', user)
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledgerTransaction')
          .values({ kind: 'credit', idempotencyKey: key('forged'), userId: user, amountMicros: 5, request: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledgerEntry')
          .values({ transactionId: tx.id, accountId: account.id, amountMicros: 5, balanceAfterMicros: 1_005 })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      sql`update ledger_account set balance_micros = -1 where id = ${account.id}`.execute(db),
    ).rejects.toThrow(/ledger_account_not_negative/);
  });
});
