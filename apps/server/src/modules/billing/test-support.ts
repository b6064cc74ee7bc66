/** Test helpers of the ledger tests: bare users, and the code a failing call rejects with. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

let userCounter = 0;

/** A customer row with nothing else (no session, no API key). */
export async function newUser(db: Db, tag = 'ledger'): Promise<number> {
  userCounter++;
  const row = await db
    .insertInto('userAccount')
    .values({
      email: `${tag}-${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      passwordHash: 'x',
      userType: 'customer',
      notificationPrefs: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Resolves to the AppError code a promise rejects with (fails the test if it resolves). */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const n = (v: unknown) => Number(v);

/** The bookkeeping invariants, checked over the whole ledger with SQL. */
export async function expectLedgerConsistent(db: Db) {
  const total = await sql<{
    total: unknown;
  }>`select coalesce(sum(amount_micros), 0) as total from ledger_entry`.execute(db);
  expect(n(total.rows[0]?.total), 'all entries sum to zero').toBe(0);

  const unbalanced = await sql`
    select transaction_id from ledger_entry group by transaction_id having sum(amount_micros) <> 0`.execute(db);
  expect(unbalanced.rows, 'every transaction sums to zero').toEqual([]);

  const drift = await sql`
    select a.id, a.kind, a.balance_micros, coalesce(sum(e.amount_micros), 0) as entries
    from ledger_account a left join ledger_entry e on e.account_id = a.id
    where a.user_id is not null
    group by a.id having a.balance_micros <> coalesce(sum(e.amount_micros), 0)`.execute(db);
  expect(drift.rows, 'each user balance equals the sum of its entries').toEqual([]);

  const systemDrift = await sql`
    select b.kind from ledger_system_balance b
    where b.balance_micros <> (select coalesce(sum(amount_micros), 0) from ledger_entry e where e.account_id = b.account_id)`.execute(
    db,
  );
  expect(systemDrift.rows, 'each platform account (its shards) equals the sum of its entries').toEqual([]);

  const running = await sql`
    select x.id from (
      select e.id, e.balance_after_micros,
             sum(e.amount_micros) over (partition by e.account_id order by e.id) as running
      from ledger_entry e join ledger_account a on a.id = e.account_id where a.user_id is not null) x
    where x.balance_after_micros is distinct from x.running`.execute(db);
  expect(running.rows, 'balance after each user entry is the running sum').toEqual([]);

  const locked = await sql`
    select id from ledger_account where user_id is null and balance_micros <> 0`.execute(db);
  expect(locked.rows, 'platform accounts are never updated themselves (their shards are)').toEqual([]);

  const negative = await sql`
    select id from ledger_account where kind in ('user_balance', 'hold') and balance_micros < 0`.execute(db);
  expect(negative.rows, 'no customer balance below zero').toEqual([]);

  const spent = await sql`
    select a.user_id from ledger_account a
    where a.kind = 'user_balance' and a.spent_micros <> coalesce((
      select sum(case when t.kind = 'settle' then t.amount_micros else -t.amount_micros end)
      from ledger_transaction t where t.user_id = a.user_id and t.kind in ('settle', 'refund')), 0)`.execute(db);
  expect(spent.rows, 'spent totals match settles less refunds').toEqual([]);
}
