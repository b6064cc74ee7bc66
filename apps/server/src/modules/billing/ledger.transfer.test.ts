import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle, Db } from '../../platform/db.ts';
import { type LedgerService, ledgerService, ledgerSummary } from './ledger.service.ts';
import { errorCode, newUser } from './test-support.ts';

describe.each(DATABASE_TARGETS)('ledger transfers on $name', (target) => {
  let database: DatabaseHandle;
  let db: Db;
  let ledger: LedgerService;
  const clock = manualClock(new Date('2026-11-01T12:00:00Z'));

  async function funded(micros: number): Promise<number> {
    const id = await newUser(db);
    if (micros > 0) await ledger.credit(id, micros, `fund:${id}`, 'test funds');
    return id;
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    ledger = ledgerService({ db, clock });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('moves money from one balance to another in one balanced transaction of kind transfer', async () => {
    const sender = await funded(10_000);
    const recipient = await newUser(db);
    const result = await ledger.transfer(sender, recipient, 4_000, 'transfer:t1', 'transfer:1');
    expect(result.kind).toBe('transfer');
    expect(result.replayed).toBe(false);
    expect(result.entries.map((e) => [e.account, e.userId, e.amountMicros, e.balanceAfterMicros])).toEqual([
      ['user_balance', sender, -4_000, 6_000],
      ['user_balance', recipient, 4_000, 4_000],
    ]);
    // Not spending, not earning, not a payment: the analytics totals stay as they were.
    expect(await ledgerSummary(db, sender)).toMatchObject({ balanceMicros: 6_000, spentMicros: 0, earnedMicros: 0 });
    expect(await ledgerSummary(db, recipient)).toMatchObject({
      balanceMicros: 4_000,
      earnedMicros: 0,
      lastCreditAt: null,
    });
    // Both sides see it in their movements.
    const [mine] = (await ledger.movements(sender, 0)).records;
    const [theirs] = (await ledger.movements(recipient, 0)).records;
    expect(mine).toMatchObject({ kind: 'transfer', amountMicros: -4_000, reference: 'transfer:1' });
    expect(theirs).toMatchObject({ kind: 'transfer', amountMicros: 4_000, transactionId: result.transactionId });
  });

  it('moves nothing on a retried key, and refuses the key for another transfer', async () => {
    const sender = await funded(10_000);
    const recipient = await newUser(db);
    const first = await ledger.transfer(sender, recipient, 3_000, 'transfer:t2');
    const again = await ledger.transfer(sender, recipient, 3_000, 'transfer:t2');
    expect(again).toEqual({ ...first, replayed: true });
    expect(await errorCode(ledger.transfer(sender, recipient, 2_000, 'transfer:t2'))).toBe(
      'BILLING_IDEMPOTENCY_CONFLICT',
    );
    expect((await ledger.balance(sender)).balanceMicros).toBe(7_000);
  });

  it('refuses more than the balance, oneself as recipient and bad amounts, moving nothing', async () => {
    const sender = await funded(5_000);
    const recipient = await newUser(db);
    expect(await errorCode(ledger.transfer(sender, recipient, 5_001, 'transfer:t3'))).toBe(
      'BILLING_INSUFFICIENT_FUNDS',
    );
    expect(await errorCode(ledger.transfer(sender, sender, 1_000, 'transfer:t4'))).toBe('ERROR_VALIDATION');
    expect(await errorCode(ledger.transfer(sender, recipient, 0, 'transfer:t5'))).toBe('BILLING_INVALID_AMOUNT');
    const { rows } = await sql<{ n: unknown }>`
      select count(*) as n from ledger_transaction where idempotency_key like 'transfer:t%' and user_id = ${sender}`.execute(
      db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    expect((await ledger.balance(sender)).balanceMicros).toBe(5_000);
    expect((await ledger.balance(recipient)).balanceMicros).toBe(0);
  });

  it('lets concurrent transfers from one balance take no more than it holds', async () => {
    const sender = await funded(10_000);
    const recipients = [await newUser(db), await newUser(db), await newUser(db)];
    const results = await Promise.allSettled(
      recipients.map((r, i) => ledger.transfer(sender, r, 4_000, `transfer:t6-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await ledger.balance(sender)).balanceMicros).toBe(2_000);
    const { rows } = await sql<{ total: unknown }>`
      select coalesce(sum(e.amount_micros), 0) as total from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id where t.kind = 'transfer'`.execute(db);
    expect(Number(rows[0]?.total)).toBe(0);
  });
});
