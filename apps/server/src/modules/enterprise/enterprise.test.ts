/** The enterprise plan: prices in three currencies, buying once per key, and what it changes in the engine. */
import { ENTERPRISE_PATHS as P, SUPPORT_TICKET_PATHS as T } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { pricingService } from '../pricing/index.ts';
import { parseV2 } from '../solving/index.ts';
import { realPng } from '../solving/v1/test-harness.ts';
import { enterpriseHarness } from './test-support.ts';

const USD = 1_000_000;
const MONTH = 200 * USD;

describe.each(DATABASE_TARGETS)('enterprise support plan on $name', (target) => {
  let t: Awaited<ReturnType<typeof enterpriseHarness>>;
  const png = realPng(60, 20, 300).toString('base64');
  beforeAll(async () => {
    t = await enterpriseHarness(target);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  it('prices each period for visitors in USD, in RUB at the rate, and in USD with no CNY rate', async () => {
    const visitor = new Browser(t.h.app);
    const usd = ok(await visitor.get(`${P.pricing}?currency=USD`));
    expect(usd.currency).toBe('USD');
    expect(usd.periods).toEqual([
      { period: 'month', months: 1, priceMicros: MONTH, price: 200 },
      { period: 'quarter', months: 3, priceMicros: 3 * MONTH, price: 600 },
      { period: 'year', months: 12, priceMicros: 12 * MONTH, price: 2400 },
    ]);
    const admin = await t.person({ userType: null, isAdmin: true });
    await pricingService({ db: t.db }).setRate(admin.id, 'RUB', 90.5);
    const rub = ok(await visitor.get(`${P.pricing}?currency=RUB`));
    expect(rub).toMatchObject({ currency: 'RUB', rate: 90.5, rateSource: 'staff' });
    expect(rub.periods[0]).toMatchObject({ period: 'month', priceMicros: MONTH, price: 18_100 });
    // No CNY rate: the figures stay in USD and the reply says so.
    const cny = ok(await visitor.get(`${P.pricing}?currency=CNY`));
    expect(cny).toMatchObject({ currency: 'USD', rate: 1, rateDate: null });
    expect(cny.periods[0].price).toBe(200);
    // An admin's price wins over the default.
    ok(await admin.browser.put(P.adminPrices, { period: 'year', priceMicros: 2000 * USD }));
    const after = ok(await visitor.get(`${P.pricing}?currency=USD`));
    expect(after.periods[2]).toMatchObject({ period: 'year', priceMicros: 2000 * USD, price: 2000 });
    ok(await admin.browser.put(P.adminPrices, { period: 'year', priceMicros: 12 * MONTH }));
    // Not for others.
    const customer = await t.person();
    expectError(
      await customer.browser.put(P.adminPrices, { period: 'year', priceMicros: USD }),
      403,
      'ERROR_FORBIDDEN',
    );
  });

  it('answers the conditions to visitors (no plan, cannot buy) and to a customer', async () => {
    const visitor = ok(await new Browser(t.h.app).get(P.conditions));
    expect(visitor).toEqual({
      queuePriority: true,
      limitFactor: 3,
      submitsPerBurst: 180,
      concurrentCalls: 60,
      plan: null,
      canBuy: false,
    });
    const customer = await t.person();
    expect(ok(await customer.browser.get(P.conditions))).toMatchObject({ plan: null, canBuy: true });
    const worker = await t.person({ userType: 'worker' });
    expect(ok(await worker.browser.get(P.conditions)).canBuy).toBe(false);
    expectError(
      await worker.browser.post(P.buy, { period: 'month', idempotencyKey: 'worker-key-1' }),
      403,
      'ERROR_FORBIDDEN',
    );
  });

  it('buys once per key: a retry moves no money; a contact is named; the plan ends on its date', async () => {
    const moderator = await t.person({ userType: null, isModerator: true });
    const customer = await t.person({ funds: 500 * USD });
    const before = await t.transactionCount();
    const body = { period: 'month', idempotencyKey: 'enterprise-buy-0001' };
    const [first, second] = await Promise.all([customer.browser.post(P.buy, body), customer.browser.post(P.buy, body)]);
    const replies = [ok(first), ok(second)];
    expect(replies.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(await t.balance(customer.id)).toBe(300 * USD);
    expect(await t.transactionCount()).toBe(before + 1);
    const third = ok(await customer.browser.post(P.buy, body));
    expect(third).toMatchObject({ replayed: true, chargedMicros: MONTH, balanceMicros: 300 * USD });
    expect(await t.balance(customer.id)).toBe(300 * USD);
    const plan = ok(await customer.browser.get(P.conditions)).plan;
    expect(plan.period).toBe('month');
    expect(plan.contact).not.toBeNull();
    expect(typeof plan.contact.email).toBe('string');
    void moderator;
    const ends = new Date(plan.endsAt).getTime();
    expect(ends - t.h.clock.now().getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    // Another period bought while it runs starts where it ends.
    const renewed = ok(await customer.browser.post(P.buy, { period: 'month', idempotencyKey: 'enterprise-buy-0002' }));
    expect(new Date(renewed.plan.endsAt).getTime()).toBeGreaterThan(ends + 27 * 86_400_000);
    expect(await t.balance(customer.id)).toBe(100 * USD);
  });

  it("sends a holder's new ticket to their named contact, and shows the plan on the desk", async () => {
    const customer = await t.person({ funds: 300 * USD });
    const before = ok(
      await customer.browser.post(T.tickets, {
        subject: 'Before',
        category: 'api',
        body: 'A question before the plan.',
      }),
    );
    ok(await customer.browser.post(P.buy, { period: 'month', idempotencyKey: 'enterprise-ticket-01' }));
    const plan = ok(await customer.browser.get(P.conditions)).plan;
    const ticket = ok(
      await customer.browser.post(T.tickets, { subject: 'After', category: 'api', body: 'A question with the plan.' }),
    );
    const admin = await t.person({ userType: null, isAdmin: true });
    const desk = ok(await admin.browser.get(T.deskTicket.replace(':id', String(ticket.id))));
    expect(desk.assigneeId).not.toBeNull();
    expect(desk.assigneeEmail).toBe(plan.contact.email);
    expect(desk.user.enterpriseUntil).toBe(plan.endsAt);
    const old = ok(await admin.browser.get(T.deskTicket.replace(':id', String(before.id))));
    expect(old.assigneeId).toBeNull();
  });

  it('refuses a purchase the balance does not cover, moving nothing', async () => {
    const customer = await t.person({ funds: 50 * USD });
    const before = await t.transactionCount();
    const res = await customer.browser.post(P.buy, { period: 'month', idempotencyKey: 'enterprise-poor-01' });
    expectError(res, 402, 'BILLING_INSUFFICIENT_FUNDS');
    expect(await t.balance(customer.id)).toBe(50 * USD);
    expect(await t.transactionCount()).toBe(before);
    expect(ok(await customer.browser.get(P.conditions)).plan).toBeNull();
  });

  it("hands the plan holder's task out before an equal task queued earlier, until the plan ends", async () => {
    const engine = t.h.app.solving;
    t.h.clock.advance(400 * 86_400_000);
    await engine.sweep();
    const other = await t.person({ funds: 10 * USD });
    const holder = await t.person({ funds: 300 * USD });
    ok(await holder.browser.post(P.buy, { period: 'month', idempotencyKey: 'enterprise-prio-01' }));
    const worker = await t.person({ userType: 'worker' });
    const parsed = parseV2({ type: 'ImageToTextTask', body: png });
    if (!parsed.ok) throw new Error('fixture');
    const submit = async (customerId: number) => {
      const s = await engine.submit({
        customerId,
        spec: parsed.spec,
        softId: null,
        callbackUrl: null,
        source: 'v2',
        clientIp: null,
      });
      if (!s.ok) throw new Error('submit');
      return s.taskId;
    };
    const early = await submit(other.id);
    t.h.clock.advance(1000);
    const late = await submit(holder.id);
    expect((await engine.claim(worker.id, { waitMs: 0 }))?.taskId).toBe(late);
    expect((await engine.claim(worker.id, { waitMs: 0 }))?.taskId).toBe(early);
    // After the plan's end date the holder's new tasks queue like anyone's.
    t.h.clock.advance(40 * 86_400_000);
    await engine.sweep();
    const a = await submit(other.id);
    const b = await submit(holder.id);
    const worker2 = await t.person({ userType: 'worker' });
    expect((await engine.claim(worker2.id, { waitMs: 0 }))?.taskId).toBe(a);
    expect(b).toBeGreaterThan(a);
  });

  it("raises the holder's per-key submit limit (61 submits in 3 s pass; others get MAX_USER_TURN)", async () => {
    t.h.clock.advance(60_000);
    const other = await t.person({ funds: 10 * USD });
    const holder = await t.person({ funds: 300 * USD });
    ok(await holder.browser.post(P.buy, { period: 'month', idempotencyKey: 'enterprise-limit-01' }));
    const send = (key: string) =>
      t.h.app.inject({ method: 'POST', url: '/in.php', payload: { key, method: 'base64', body: png } });
    for (let i = 0; i < 60; i++) {
      expect((await send(other.key)).body).toMatch(/^OK\|/);
      expect((await send(holder.key)).body).toMatch(/^OK\|/);
    }
    expect((await send(other.key)).body).toBe('MAX_USER_TURN');
    for (let i = 0; i < 20; i++) expect((await send(holder.key)).body).toMatch(/^OK\|/);
  });
});
