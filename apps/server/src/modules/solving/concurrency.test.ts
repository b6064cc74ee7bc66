/**
 * Money under concurrency: 2,000 captchas of 20 customers solved by 50 workers at once, every
 * money step racing the others. The books must come out exact.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectLedgerConsistent } from '../billing/test-support.ts';
import { engineHarness } from './engine-harness.ts';
import { parseV2 } from './task-types/index.ts';
import { b64, png } from './task-types/test-fixtures.ts';

const CUSTOMERS = 20;
const WORKERS = 50;
const CAPTCHAS = 2_000;
const PRICE = 1_000;
const FUNDS = 1_000_000;

describe.each(DATABASE_TARGETS)('2,000 concurrent settles on $name', (target) => {
  const h = engineHarness(target);

  it('leave every balance equal to its entries, the platform’s too, none negative, no task settled twice', {
    timeout: 180_000,
  }, async () => {
    await h.drain();
    const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
    if (!parsed.ok) throw new Error('fixture');
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => h.account('customer', FUNDS)));
    const workers = await Promise.all(Array.from({ length: WORKERS }, () => h.account('worker')));
    const taskIds: number[] = [];
    let submitted = 0;
    let answered = 0;

    // Customers keep submitting while the workers claim and answer: holds and settles of the
    // same customers' accounts race each other.
    const submitters = customers.map(async (customerId) => {
      for (let i = 0; i < CAPTCHAS / CUSTOMERS; i++) {
        const r = await h.engine.submit({
          customerId,
          spec: parsed.spec,
          softId: null,
          callbackUrl: null,
          source: 'v2',
          clientIp: null,
        });
        if (!r.ok) throw new Error(r.refusal);
        taskIds.push(r.taskId);
        submitted++;
      }
    });
    const solvers = workers.map(async (workerId) => {
      for (;;) {
        const task = await h.engine.claim(workerId, { waitMs: 0 });
        if (!task) {
          if (submitted >= CAPTCHAS) return;
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const outcome = await h.engine.answer(workerId, task.taskId, { type: 'text', text: 'abc' });
        expect(outcome).toEqual({ ok: true });
        answered++;
      }
    });
    await Promise.all([...submitters, ...solvers]);
    expect(submitted).toBe(CAPTCHAS);
    expect(answered).toBe(CAPTCHAS);

    await expectLedgerConsistent(h.database.db);
    const { rows } = await sql<{ reference: string; settles: unknown }>`
      select reference, count(*) as settles from ledger_transaction
      where kind = 'settle' and reference = any(${taskIds.map((id) => `task:${id}`)}::text[])
      group by reference having count(*) <> 1`.execute(h.database.db);
    expect(rows, 'each task settled exactly once').toEqual([]);
    const settled = await sql<{ n: unknown }>`
      select count(*) as n from ledger_transaction
      where kind = 'settle' and reference = any(${taskIds.map((id) => `task:${id}`)}::text[])`.execute(h.database.db);
    expect(Number(settled.rows[0]?.n)).toBe(CAPTCHAS);
    // Each customer paid exactly their captchas; nothing is left held.
    for (const customerId of customers) {
      expect(await h.balance(customerId)).toEqual({
        balanceMicros: FUNDS - (CAPTCHAS / CUSTOMERS) * PRICE,
        heldMicros: 0,
      });
    }
  });
});
