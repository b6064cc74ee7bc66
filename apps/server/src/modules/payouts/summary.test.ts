import { PAYOUT_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { type PayoutsHarness, payoutsHarness, USD, WINDOW_MS } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_TARGETS)('partner summary on $name', (target) => {
  let t: PayoutsHarness;

  beforeAll(async () => {
    t = await payoutsHarness(target);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  /** A solved task of `kind` settled now: the customer pays `price` per worker, each worker gets `pay`. */
  async function solved(customerId: number, kind: string, workers: number[], pay: number) {
    const db = t.h.database.db;
    const now = t.h.clock.now();
    const price = 2 * pay;
    const task = await db
      .insertInto('task')
      .values({
        customerId,
        kind,
        spec: '{}',
        source: 'v2',
        status: 'solved',
        priceMicros: price,
        workerPayMicros: pay,
        workerId: workers[0] ?? null,
        unsolvableAt: now,
        endedAt: now,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = price * workers.length;
    await t.ledger.hold(customerId, held, `hold:task:${task.id}`, `task:${task.id}`);
    const [first, ...more] = workers;
    await t.ledger.settle(customerId, held, {
      chargeMicros: held,
      workerUserId: first,
      workerMicros: pay,
      moreWorkers: more.map((userId) => ({ userId, micros: pay })),
      key: `settle:task:${task.id}`,
      reference: `task:${task.id}`,
    });
    return task.id;
  }

  it('sums the balance, money in payouts and earnings by day and task kind, with the standing', async () => {
    const w = await t.worker();
    const other = await t.worker();
    const customer = await t.person('customer');
    await t.ledger.credit(customer.id, 100 * USD, `fund:${customer.id}`);

    const today = new Date(Math.floor(t.h.clock.now().getTime() / DAY) * DAY).toISOString().slice(0, 10);
    // Forty days ago: outside a 30-day summary, and long past its complaint window.
    const start = t.h.clock.now();
    t.h.clock.set(new Date(start.getTime() - 40 * DAY));
    const old = await solved(customer.id, 'audio', [w.id], 4 * USD);
    t.h.clock.set(start);
    const a = await solved(customer.id, 'image_text', [w.id], 2 * USD);
    await solved(customer.id, 'image_text', [w.id], USD);
    // 100 % recognition: both agreeing workers are paid from one settle.
    await solved(customer.id, 'grid', [other.id, w.id], 3 * USD);

    await t.h.database.db
      .insertInto('workerMistake')
      .values([
        { workerId: w.id, taskId: a, source: 'consensus', createdAt: start },
        { workerId: w.id, taskId: old, source: 'consensus', createdAt: new Date(start.getTime() - 40 * DAY) },
      ])
      .execute();
    await t.h.database.db
      .insertInto('taskReport')
      .values({ taskId: a, customerId: customer.id, workerId: w.id, verdict: 'good', accepted: true, createdAt: start })
      .execute();

    await t.confirmedWallet(w, 'payeer', 'P1234567');
    // Today's $6 is still within the complaint window: only the old task's $4 may be paid out.
    expectError(
      await w.browser.post(P.payouts, { method: 'payeer', amountMicros: 4 * USD + 1 }),
      402,
      'PAYOUT_ABOVE_EARNINGS',
    );
    const payout = await w.browser.post(P.payouts, { method: 'payeer', amountMicros: 2 * USD });
    expect(payout.statusCode).toBe(201);

    const summary = ok(await w.browser.get(P.summary));
    expect(summary).toEqual({
      days: 30,
      balanceMicros: 8 * USD,
      // All pay ever earned ($10, the old task's too) less the payout requested and less the pay
      // still within the complaint window, within the balance.
      withdrawableMicros: 2 * USD,
      pendingMicros: 6 * USD,
      inPayoutsMicros: 2 * USD,
      paidOutMicros: 0,
      earnedMicros: 6 * USD,
      byDay: [{ day: today, tasks: 3, micros: 6 * USD }],
      byKind: [
        { kind: 'grid', tasks: 1, micros: 3 * USD },
        { kind: 'image_text', tasks: 2, micros: 3 * USD },
      ],
      // Too few answers for an accuracy yet: level 1.
      standing: { confirmations: 1, mistakes: 1, accuracy: null, level: 1 },
    });

    const longer = ok(await w.browser.get(`${P.summary}?days=60`));
    expect(longer.earnedMicros).toBe(10 * USD);
    expect(longer.byDay).toHaveLength(2);
    expect(longer.byKind[0]).toEqual({ kind: 'audio', tasks: 1, micros: 4 * USD });
    expect(longer.standing).toEqual({ confirmations: 1, mistakes: 2, accuracy: null, level: 1 });

    // A refund of a settle takes the pay back in the figures.
    await t.ledger.refund(`settle:task:${a}`, `refund:task:${a}`, 'complaint');
    const refunded = ok(await w.browser.get(P.summary));
    expect(refunded.earnedMicros).toBe(4 * USD);
    expect(refunded).toMatchObject({ balanceMicros: 6 * USD, pendingMicros: 4 * USD, withdrawableMicros: 2 * USD });
    expect(refunded.byKind).toContainEqual({ kind: 'image_text', tasks: 2, micros: USD });

    // When the complaint window has closed, the rest of the pay is withdrawable.
    t.h.clock.advance(WINDOW_MS - 1);
    expect(ok(await w.browser.get(P.summary))).toMatchObject({ pendingMicros: 4 * USD, withdrawableMicros: 2 * USD });
    t.h.clock.advance(1);
    expect(ok(await w.browser.get(P.summary))).toMatchObject({ pendingMicros: 0, withdrawableMicros: 6 * USD });

    expectError(await w.browser.get(`${P.summary}?days=0`), 400, 'ERROR_VALIDATION');
    expect(ok(await other.browser.get(P.summary))).toMatchObject({ earnedMicros: 3 * USD, balanceMicros: 3 * USD });
  });
});
