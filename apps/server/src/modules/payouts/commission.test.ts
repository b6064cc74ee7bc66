import { adminPayoutPath, PAYOUT_PATHS as P, PRICING_PATHS, SOFTWARE_PATHS } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { type PayoutsHarness, type Person, payoutsHarness, USD } from './test-support.ts';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** An image task at $1 a task (the price table's largest): the developer's 10 % is $0.10 a task. */
const PRICE = USD;
const COMMISSION = PRICE / 10;

const imageTask = () => {
  const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
  if (!parsed.ok) throw new Error(`fixture ${JSON.stringify(parsed.error)}`);
  return parsed.spec;
};

describe.each(DATABASE_TARGETS)('developer commission payouts on $name', (target) => {
  let t: PayoutsHarness;
  let admin: Person;

  beforeAll(async () => {
    // Golden tasks off: the worker gets the customer's tasks.
    t = await payoutsHarness(target, { GOLDEN_TASK_RATE: '0' });
    admin = await t.person(null, true);
    ok(
      await admin.browser.put(`${PRICING_PATHS.adminPrices}/image_text`, {
        customerPer1000Micros: 1000 * PRICE,
        workerPer1000Micros: 500 * PRICE,
      }),
    );
  });
  afterAll(async () => {
    await t?.h.close();
  });

  /** A customer with `deposit` sends `count` image tasks naming `softId`; a worker solves each. */
  async function customerTraffic(softId: number, count: number) {
    const customer = await t.person('customer');
    await t.ledger.credit(customer.id, count * PRICE, `deposit:${customer.id}`, 'a payment');
    const worker = await t.person('worker');
    const engine = t.h.app.solving;
    for (let i = 0; i < count; i++) {
      const sent = await engine.submit({
        customerId: customer.id,
        spec: imageTask(),
        softId,
        callbackUrl: null,
        source: 'v2',
        clientIp: null,
      });
      if (!sent.ok) throw new Error(sent.refusal);
      const task = await engine.claim(worker.id, { waitMs: 0 });
      expect(task?.taskId).toBe(sent.taskId);
      expect(await engine.answer(worker.id, sent.taskId, { type: 'text', text: 'abc' })).toEqual({ ok: true });
    }
    return { customer, worker };
  }

  /** A developer with registered software and a confirmed USDT account. */
  async function developer() {
    const dev = await t.person('developer');
    const software = await dev.browser.post(SOFTWARE_PATHS.software, { name: `Solver ${dev.id}` });
    expect(software.statusCode).toBe(201);
    await t.confirmedWallet(dev, 'usdt_trc20', TRON);
    return { dev, softId: software.json().softId as number };
  }

  const request = (p: Person, amountMicros: number, idempotencyKey?: string) =>
    p.browser.post(P.payouts, { method: 'usdt_trc20', amountMicros, ...(idempotencyKey ? { idempotencyKey } : {}) });
  const summary = async (p: Person) => ok(await p.browser.get(`${P.summary}?days=7`));

  /** The sum of every ledger entry (0 whenever the books balance) and what left the platform to `external`. */
  async function books() {
    const { rows } = await sql<{ total: number; external: number }>`
      select coalesce(sum(e.amount_micros), 0)::bigint as total,
             coalesce(sum(e.amount_micros) filter (where a.kind = 'external'), 0)::bigint as external
      from ledger_entry e join ledger_account a on a.id = e.account_id`.execute(t.h.database.db);
    return { total: Number(rows[0]?.total), external: Number(rows[0]?.external) };
  }

  it('pays a developer their commission through the ledger: request, retry, approve, reject', async () => {
    const { dev, softId } = await developer();
    // The developer's own deposit is spendable, never withdrawable.
    await t.ledger.credit(dev.id, 5 * USD, `deposit:${dev.id}`, 'a payment');
    await customerTraffic(softId, 25);
    const earned = 25 * COMMISSION;
    expect(await t.balances(dev.id)).toEqual({ balanceMicros: 5 * USD + earned, heldMicros: 0 });

    // Within the complaint window the commission is pending, then withdrawable.
    expect(await summary(dev)).toMatchObject({ withdrawableMicros: 0, pendingMicros: earned });
    t.h.clock.advance(11 * 60_000);
    expect(await summary(dev)).toMatchObject({ balanceMicros: 5 * USD + earned, withdrawableMicros: earned });
    expectError(await request(dev, earned + 1), 402, 'PAYOUT_ABOVE_EARNINGS');

    // A request, then its retry with the same key: one payout, held once.
    const before = await books();
    const first = await request(dev, USD, 'payout-one');
    expect(first.statusCode).toBe(201);
    const payout = first.json();
    expect(payout).toMatchObject({ amountMicros: USD, feeMicros: 100_000, netMicros: 900_000, state: 'requested' });
    const retry = await request(dev, USD, 'payout-one');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(payout);
    expectError(await request(dev, 2 * USD, 'payout-one'), 409, 'PAYOUT_IDEMPOTENCY_CONFLICT');
    expect(ok(await dev.browser.get(P.payouts)).items.map((p: { id: number }) => p.id)).toEqual([payout.id]);
    expect(await t.balances(dev.id)).toEqual({ balanceMicros: 5 * USD + earned - USD, heldMicros: USD });

    // The admin's queue names it a developer's commission.
    const queue = ok(await admin.browser.get(`${P.adminPayouts}?state=requested`));
    expect(queue.items.find((p: { id: number }) => p.id === payout.id)).toMatchObject({
      workerId: dev.id,
      workerEmail: dev.email,
      earning: 'commission',
    });

    // Approved (twice: the retry moves nothing): the money leaves the platform, the books balance.
    ok(await admin.browser.post(adminPayoutPath(P.adminApprove, payout.id), { reference: 'tx-dev-1' }));
    ok(await admin.browser.post(adminPayoutPath(P.adminApprove, payout.id), { reference: 'tx-dev-1' }));
    expect(await t.balances(dev.id)).toEqual({ balanceMicros: 5 * USD + earned - USD, heldMicros: 0 });
    expect(await books()).toEqual({ total: 0, external: before.external + USD });
    expect(await summary(dev)).toMatchObject({ withdrawableMicros: earned - USD, paidOutMicros: USD });

    // Rejected: the hold goes back to the balance, withdrawable again; a retry of that request
    // answers with the rejected payout and holds nothing.
    const second = await request(dev, earned - USD, 'payout-two');
    expect(second.statusCode).toBe(201);
    const rejected = ok(
      await admin.browser.post(adminPayoutPath(P.adminReject, second.json().id), { reason: 'wrong network' }),
    );
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'wrong network' });
    const again = await request(dev, earned - USD, 'payout-two');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: second.json().id, state: 'rejected' });
    expect(await t.balances(dev.id)).toEqual({ balanceMicros: 5 * USD + earned - USD, heldMicros: 0 });
    expect(await summary(dev)).toMatchObject({ withdrawableMicros: earned - USD, inPayoutsMicros: 0 });
    expect((await books()).total).toBe(0);

    // The rest of the commission, under a new key; the deposit stays.
    expect((await request(dev, earned - USD, 'payout-three')).statusCode).toBe(201);
    expect(await summary(dev)).toMatchObject({ withdrawableMicros: 0, balanceMicros: 5 * USD });
    expectError(await request(dev, USD, 'payout-four'), 402, 'PAYOUT_ABOVE_EARNINGS');
  });

  it('holds a payout once when the same request arrives twice at the same time', async () => {
    const { dev, softId } = await developer();
    await customerTraffic(softId, 10);
    t.h.clock.advance(11 * 60_000);
    const replies = await Promise.all([request(dev, USD, 'twice'), request(dev, USD, 'twice')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(replies[0]?.json().id).toBe(replies[1]?.json().id);
    expect(await t.balances(dev.id)).toEqual({ balanceMicros: 0, heldMicros: USD });
  });

  it('never pays out a deposit: a deposit-only developer is refused, a customer has no partner area', async () => {
    const dev = await t.person('developer');
    await t.confirmedWallet(dev, 'usdt_trc20', TRON);
    await t.ledger.credit(dev.id, 10 * USD, `deposit:${dev.id}`, 'a payment');
    expect(await summary(dev)).toMatchObject({ balanceMicros: 10 * USD, withdrawableMicros: 0 });
    expectError(await request(dev, 2 * USD), 402, 'PAYOUT_ABOVE_EARNINGS');

    const customer = await t.person('customer');
    await t.ledger.credit(customer.id, 10 * USD, `deposit:${customer.id}`, 'a payment');
    expectError(await customer.browser.get(P.wallets), 403, 'PAYOUT_NOT_WORKER');
    expectError(
      await customer.browser.put(P.wallet.replace(':method', 'usdt_trc20'), { account: TRON }),
      403,
      'PAYOUT_NOT_WORKER',
    );
    expectError(await request(customer, 2 * USD), 403, 'PAYOUT_NOT_WORKER');
    expect(await t.balances(dev.id)).toEqual({ balanceMicros: 10 * USD, heldMicros: 0 });
    expect(await t.balances(customer.id)).toEqual({ balanceMicros: 10 * USD, heldMicros: 0 });
  });

  it("labels a worker's payout as pay in the admin's queue", async () => {
    const w = await t.worker(2 * USD);
    await t.confirmedWallet(w, 'usdt_trc20', TRON);
    const payout = (await request(w, USD)).json();
    const queue = ok(await admin.browser.get(`${P.adminPayouts}?state=requested`));
    expect(queue.items.find((p: { id: number }) => p.id === payout.id)).toMatchObject({ earning: 'pay' });
  });
});
