/**
 * Refunds reach the pay: pay is withdrawable only after the complaint window, and an accepted
 * complaint takes the worker's pay back from the balance or from a payout not yet paid (which
 * shrinks, or is cancelled when what is left falls below the minimum). Only pay already paid out
 * is borne by the platform.
 */
import { adminPayoutPath, PAYOUT_PATHS as P, PAYOUT_REFUNDS_REASON } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { expectLedgerConsistent } from '../billing/test-support.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { type PayoutsHarness, type Person, payoutsHarness, USD, WINDOW_MS } from './test-support.ts';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const PAY = 400_000; // $0.40 of worker pay per task
const PRICE = 1_000_000;

describe.each(DATABASE_TARGETS)('refunds reaching payouts on $name', (target) => {
  let t: PayoutsHarness;
  let admin: Person;
  let customer: Person;

  beforeAll(async () => {
    t = await payoutsHarness(target);
    admin = await t.person(null, true);
    customer = await t.person('customer');
    await t.ledger.credit(customer.id, 1_000 * USD, `fund:${customer.id}`, 'test funds');
  });
  afterEach(async () => {
    await expectLedgerConsistent(t.h.database.db);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  let taskSeq = 0;
  /** A task solved by `workerId` now, booked as the solving engine books it (`settle:task:<ref>`); its ref. */
  async function solved(workerId: number, pay = PAY) {
    const ref = `task:refunds-${target.name}-${++taskSeq}`;
    await t.ledger.hold(customer.id, PRICE, `hold:${ref}`, ref);
    await t.ledger.settle(customer.id, PRICE, {
      workerUserId: workerId,
      workerMicros: pay,
      key: `settle:${ref}`,
      reference: ref,
    });
    return ref;
  }
  /** An accepted complaint, as the solving engine refunds it. */
  const complaint = (ref: string) => t.ledger.refund(`settle:${ref}`, `refund:${ref}`, 'complaint');

  async function walletWorker() {
    const w = await t.worker();
    await t.confirmedWallet(w, 'usdt_trc20', TRON);
    return w;
  }
  const request = (w: Person, amountMicros: number) =>
    w.browser.post(P.payouts, { method: 'usdt_trc20', amountMicros });
  async function created(w: Person, amountMicros: number) {
    const res = await request(w, amountMicros);
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json().id as number;
  }
  const approve = (id: number, reference = 'TX-1') =>
    admin.browser.post(adminPayoutPath(P.adminApprove, id), { reference });
  const summary = async (w: Person) => ok(await w.browser.get(`${P.summary}?days=30`));
  async function payout(id: number) {
    const row = await t.h.database.db
      .selectFrom('payoutRequest')
      .select(['amountMicros', 'feeMicros', 'refundedMicros', 'state', 'reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, amountMicros: Number(row.amountMicros), refundedMicros: Number(row.refundedMicros) };
  }
  async function external(): Promise<number> {
    const { rows } = await sql<{ b: unknown }>`
      select balance_micros as b from ledger_system_balance where kind = 'external'`.execute(t.h.database.db);
    return Number(rows[0]?.b);
  }

  it('keeps pay out of payouts until the complaint window has closed', async () => {
    const w = await walletWorker();
    await t.earn(w.id, 2 * USD); // earlier pay, past its window
    for (let i = 0; i < 5; i++) await solved(w.id);
    expect(await summary(w)).toMatchObject({
      balanceMicros: 4 * USD,
      pendingMicros: 2 * USD,
      withdrawableMicros: 2 * USD,
    });
    expectError(await request(w, 2 * USD + 1), 402, 'PAYOUT_ABOVE_EARNINGS');

    // One moment before the window closes the pay is still pending; then it is withdrawable.
    t.h.clock.advance(WINDOW_MS - 1);
    expect(await summary(w)).toMatchObject({ pendingMicros: 2 * USD, withdrawableMicros: 2 * USD });
    expectError(await request(w, 2 * USD + 1), 402, 'PAYOUT_ABOVE_EARNINGS');
    t.h.clock.advance(1);
    expect(await summary(w)).toMatchObject({ pendingMicros: 0, withdrawableMicros: 4 * USD });

    // A refunded task's pay is no longer pending: it is gone.
    const ref = await solved(w.id);
    await complaint(ref);
    expect(await summary(w)).toMatchObject({ balanceMicros: 4 * USD, pendingMicros: 0, withdrawableMicros: 4 * USD });
    await created(w, 4 * USD);
  });

  it('takes 10 refunded tasks × $0.40 back from the balance and the payouts waiting, so nothing escapes', async () => {
    const w = await walletWorker();
    const refs: string[] = [];
    for (let i = 0; i < 10; i++) refs.push(await solved(w.id));
    // Within the complaint window nothing of the $4.00 can be requested.
    expect(await summary(w)).toMatchObject({ balanceMicros: 4 * USD, pendingMicros: 4 * USD, withdrawableMicros: 0 });
    expectError(await request(w, 1_500_000), 402, 'PAYOUT_ABOVE_EARNINGS');

    // Payouts holding pay that complaints still reach (asked for before this rule, or pay a late
    // complaint takes back): $1.50 and $1.70, $0.80 left on the balance.
    t.h.clock.advance(WINDOW_MS);
    const first = await created(w, 1_500_000);
    const second = await created(w, 1_700_000);
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 800_000, heldMicros: 3_200_000 });
    const externalBefore = await external();

    for (const ref of refs) await complaint(ref);

    // All $4.00 came back: $0.80 from the balance, $3.20 from the payouts, none from the platform.
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 0, heldMicros: 0 });
    expect(await t.ledger.summary(w.id)).toMatchObject({ earnedMicros: 0 });
    // The newest payout first: $0.80 taken, its $0.90 rest below the $1 minimum, so it was cancelled
    // (the rest back on the balance, where the next complaints took it); then the older one.
    expect(await payout(second)).toMatchObject({
      state: 'rejected',
      reason: PAYOUT_REFUNDS_REASON,
      refundedMicros: 800_000,
      amountMicros: 900_000,
    });
    expect(await payout(first)).toMatchObject({
      state: 'rejected',
      reason: PAYOUT_REFUNDS_REASON,
      refundedMicros: 700_000,
      amountMicros: 800_000,
    });
    expect(await summary(w)).toMatchObject({
      balanceMicros: 0,
      withdrawableMicros: 0,
      pendingMicros: 0,
      inPayoutsMicros: 0,
      earnedMicros: 0,
    });
    const history = ok(await w.browser.get(P.payouts)).items;
    expect(history.find((p: { id: number }) => p.id === first)).toMatchObject({ refundedMicros: 700_000 });

    // The $1.50 approval and a new $1.00 request no longer escape.
    expectError(await approve(first), 409, 'PAYOUT_ALREADY_DECIDED');
    expectError(await request(w, USD), 402, 'PAYOUT_ABOVE_BALANCE');
    expect(await external()).toBe(externalBefore);

    // A retried refund takes nothing twice.
    const again = await complaint(refs[9] as string);
    expect(again.replayed).toBe(true);
    expect(await payout(first)).toMatchObject({ refundedMicros: 700_000, amountMicros: 800_000 });
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 0, heldMicros: 0 });
  });

  it('pays a payout that a complaint shrank, net of the refund', async () => {
    const w = await walletWorker();
    const refs: string[] = [];
    for (let i = 0; i < 5; i++) refs.push(await solved(w.id, USD));
    t.h.clock.advance(WINDOW_MS);
    const id = await created(w, 5 * USD);
    // The complaint and its retry at once: one takes the pay back, the other finds it taken.
    const both = await Promise.all([complaint(refs[0] as string), complaint(refs[0] as string)]);
    expect(both.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(await payout(id)).toMatchObject({ state: 'requested', amountMicros: 4 * USD, refundedMicros: USD });
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 0, heldMicros: 4 * USD });
    const externalBefore = await external();
    const paid = ok(await approve(id));
    expect(paid).toMatchObject({
      state: 'paid',
      amountMicros: 4 * USD,
      feeMicros: 100_000,
      netMicros: 3_900_000,
      refundedMicros: USD,
    });
    expect((await external()) - externalBefore).toBe(4 * USD);
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 0, heldMicros: 0 });
    expect(await t.ledger.summary(w.id)).toMatchObject({ earnedMicros: 4 * USD });
  });

  it('gives a refund racing an admin paying the payout exactly one outcome', async () => {
    for (let round = 0; round < 4; round++) {
      const w = await walletWorker();
      const refs: string[] = [];
      for (let i = 0; i < 5; i++) refs.push(await solved(w.id, USD));
      t.h.clock.advance(WINDOW_MS);
      const id = await created(w, 5 * USD);
      const externalBefore = await external();
      const [approved] = await Promise.all([approve(id), complaint(refs[0] as string)]);
      expect(approved.statusCode).toBe(200);
      const after = await payout(id);
      expect(after.state).toBe('paid');
      // Either the refund came first (the payout shrank, $4 was paid) or the payment did (all $5 left,
      // the refund found the pay gone: the platform bore it).
      expect([
        { amountMicros: 4 * USD, refundedMicros: USD },
        { amountMicros: 5 * USD, refundedMicros: 0 },
      ]).toContainEqual({ amountMicros: after.amountMicros, refundedMicros: after.refundedMicros });
      expect((await external()) - externalBefore).toBe(after.amountMicros);
      expect(await t.balances(w.id)).toEqual({ balanceMicros: 0, heldMicros: 0 });
      // What was paid out is what the worker earned.
      expect(await t.ledger.summary(w.id)).toMatchObject({ earnedMicros: after.amountMicros });
    }
  });

  it('takes the pay of a complaint accepted by the solving engine from a payout waiting', async () => {
    const w = await walletWorker();
    await t.earn(w.id, 2 * USD);
    const id = await created(w, 2 * USD);
    await t.h.database.db
      .insertInto('workerAdmission')
      .values({
        userId: w.id,
        admittedAt: t.h.clock.now(),
        admittedBy: null,
        updatedAt: t.h.clock.now(),
        updatedBy: null,
      })
      .execute();
    const engine = t.h.app.solving;
    const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
    if (!parsed.ok) throw new Error('fixture');
    const submitted = await engine.submit({
      customerId: customer.id,
      spec: parsed.spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: null,
    });
    if (!submitted.ok) throw new Error('submit');
    const task = await engine.claim(w.id, { waitMs: 0 });
    expect(task?.taskId).toBe(submitted.taskId);
    expect(await engine.answer(w.id, submitted.taskId, { type: 'text', text: 'abc' })).toEqual({ ok: true });
    const pay = (await t.balances(w.id)).balanceMicros;
    expect(pay).toBeGreaterThan(0);
    // The pay leaves the balance before the complaint (an admin's debit): the payout must give it back.
    await t.ledger.debit(w.id, pay, `test-debit:${w.id}`, 'test debit');

    expect(await engine.report(customer.id, submitted.taskId, 'bad')).toBe('recorded');
    expect(await payout(id)).toMatchObject({ state: 'requested', amountMicros: 2 * USD - pay, refundedMicros: pay });
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 0, heldMicros: 2 * USD - pay });
  });
});
