import { COOKIES, PAYMENT_PATHS as P, paymentPath } from '@crowdsolve/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/http.ts';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { paymentsService } from './payments.service.ts';
import { createProviders } from './providers/registry.ts';
import { type PaymentsHarness, type Person, paymentsHarness, sha256Header, USD } from './test-support.ts';

const SECRET = 'sandbox-secret-for-the-tests-0123';

describe.each(DATABASE_TARGETS)('payments through the sandbox on $name', (target) => {
  let t: PaymentsHarness;
  beforeAll(async () => {
    t = await paymentsHarness(target, { PAYMENTS_SANDBOX: '1', PAYMENTS_SANDBOX_SECRET: SECRET });
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (p: Person, method: string, amountMicros: number) =>
    p.browser.post(P.payments, { method, amountMicros });
  function created(res: Awaited<ReturnType<typeof start>>) {
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json();
  }
  const complete = (p: Person, id: number) => p.browser.post(paymentPath(P.sandboxComplete, id));
  const fail = (p: Person, id: number) => p.browser.post(paymentPath(P.sandboxFail, id));
  /** A sandbox webhook signed like the server's own buttons sign it. */
  function signed(type: string, paymentId: number, reference: string | null, id = `evt_${Math.random()}`) {
    const body = JSON.stringify({ id, type, paymentId, reference });
    return { body, headers: { 'sandbox-sig': sha256Header(SECRET, body) } };
  }

  it('lists the enabled methods: the sandbox, and test invoices for the crypto methods', async () => {
    const p = await t.person();
    const { methods } = ok(await p.browser.get(P.methods));
    expect(methods.map((m: { method: string }) => m.method)).toEqual(['sandbox', 'btc', 'bch', 'usdt_tron']);
    expect(methods[0]).toEqual({
      method: 'sandbox',
      kind: 'sandbox',
      provider: 'sandbox',
      minimumMicros: USD,
      maximumMicros: 10_000 * USD,
      feeBasisPoints: 0,
      path: '/pay/sandbox',
      test: true,
    });
    expect(methods[1]).toMatchObject({
      method: 'btc',
      provider: 'sandbox',
      minimumMicros: 10 * USD,
      feeBasisPoints: 100,
    });
    expectError(await t.app.inject({ method: 'GET', url: P.methods }), 400, 'ERROR_EMPTY_USER');
  });

  it('checks the minimum, whole cents, the maximum and the method; adds the fee on top', async () => {
    const p = await t.person();
    const below = await start(p, 'btc', 10 * USD - 10_000);
    expectError(below, 400, 'ERROR_VALIDATION');
    expect(below.json().error.fields).toEqual([{ field: 'body.amountMicros', message: 'below_minimum' }]);
    const fraction = await start(p, 'sandbox', 1_500_001);
    expect(fraction.json().error.fields).toEqual([{ field: 'body.amountMicros', message: 'whole_cents' }]);
    expectError(await start(p, 'sandbox', 10_001 * USD), 400, 'ERROR_VALIDATION');
    expectError(await start(p, 'cash', 5 * USD), 400, 'ERROR_VALIDATION');
    expectError(await start(p, 'stripe', 5 * USD), 409, 'PAYMENT_METHOD_UNAVAILABLE');

    // 1 % of $12.34 is 12.34 cents: rounded up to 13.
    const btc = created(await start(p, 'btc', 12_340_000));
    expect(btc).toMatchObject({ amountMicros: 12_340_000, feeMicros: 130_000, totalMicros: 12_470_000 });
    expect(ok(await p.browser.get(P.payments)).totalCount).toBe(1);
    expect(await t.balance(p.id)).toBe(0);
  });

  it('takes through the sandbox what a real provider takes: from the minimum to $10,000, with the same field codes', async () => {
    const p = await t.person();
    const field = async (amountMicros: number) => {
      const res = await start(p, 'sandbox', amountMicros);
      expectError(res, 400, 'ERROR_VALIDATION');
      return res.json().error.fields;
    };
    expect(await field(USD - 10_000)).toEqual([{ field: 'body.amountMicros', message: 'below_minimum' }]);
    expect(await field(10_000 * USD + 10_000)).toEqual([{ field: 'body.amountMicros', message: 'too_large' }]);
    expect(created(await start(p, 'sandbox', USD)).amountMicros).toBe(USD);
    expect(created(await start(p, 'sandbox', 10_000 * USD)).amountMicros).toBe(10_000 * USD);
    // The service holds the limits itself, whoever calls it (not only through the route's schema).
    const payments = paymentsService({
      db: t.db,
      clock: t.clock,
      providers: createProviders(loadConfig({ PAYMENTS_SANDBOX: '1' }).payments, t.clock),
      publicUrl: 'http://crowdsolve.test',
      deliver: async () => 500,
      log: pino({ level: 'silent' }),
    });
    for (const [amountMicros, code] of [
      [10_000 * USD + 10_000, 'too_large'],
      [USD - 10_000, 'below_minimum'],
    ] as const) {
      const refused = await payments
        .create(p.id, { method: 'sandbox', amountMicros }, 'customer')
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).fields).toEqual([{ field: 'body.amountMicros', message: code }]);
    }
    expect(ok(await p.browser.get(P.payments)).totalCount).toBe(2);
  });

  it('tops up customers only through the sandbox: a worker is refused', async () => {
    const worker = await t.person('worker');
    expectError(await start(worker, 'sandbox', 5 * USD), 403, 'ERROR_FORBIDDEN');
    expect(await t.balance(worker.id)).toBe(0);
    created(await start(await t.person(), 'sandbox', 5 * USD));
  });

  it('credits a completed sandbox payment once, through its signed webhook', async () => {
    const p = await t.person();
    const payment = created(await start(p, 'sandbox', 5 * USD));
    expect(payment).toMatchObject({
      method: 'sandbox',
      provider: 'sandbox',
      status: 'pending',
      amountMicros: 5 * USD,
      feeMicros: 0,
      totalMicros: 5 * USD,
      creditedMicros: 0,
      paidAt: null,
      checkoutUrl: `/pay/sandbox/${payment.id}`,
      invoice: null,
    });
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id)))).toEqual(payment);

    const paid = ok(await complete(p, payment.id));
    expect(paid).toMatchObject({ status: 'paid', creditedMicros: 5 * USD, paidAt: expect.any(String) });
    expect(await t.balance(p.id)).toBe(5 * USD);
    expect(await t.credits(payment.id)).toEqual([{ kind: 'credit', amountMicros: 5 * USD, userId: p.id }]);
    expect((await t.webhookLog(payment.id)).map((w) => [w.provider, w.eventType, w.outcome, w.signatureOk])).toEqual([
      ['sandbox', 'payment.completed', 'credited', true],
    ]);

    // The button again: the payment is final. A replayed webhook: 200, nothing credited.
    expectError(await complete(p, payment.id), 409, 'PAYMENT_ALREADY_FINAL');
    const replay = signed('payment.completed', payment.id, null);
    for (let i = 0; i < 2; i++) {
      const res = await t.webhook('sandbox', replay.body, replay.headers);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: { ok: true, outcome: 'duplicate' },
      });
    }
    // Out of order: an expiry after the payment never un-pays it.
    const late = signed('payment.expired', payment.id, null);
    expect((await t.webhook('sandbox', late.body, late.headers)).json()).toEqual({ ok: true, outcome: 'ignored' });
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id))).status).toBe('paid');
    expect(await t.balance(p.id)).toBe(5 * USD);
    expect(await t.credits(payment.id)).toHaveLength(1);
  });

  it('credits one of concurrent identical webhooks', async () => {
    const p = await t.person();
    const payment = created(await start(p, 'sandbox', 3 * USD));
    const call = signed('payment.completed', payment.id, null);
    const answers = await Promise.all([1, 2, 3].map(() => t.webhook('sandbox', call.body, call.headers)));
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate']);
    expect(await t.balance(p.id)).toBe(3 * USD);
  });

  it('fails a sandbox payment without moving money', async () => {
    const p = await t.person();
    const payment = created(await start(p, 'sandbox', 2 * USD));
    expect(ok(await fail(p, payment.id))).toMatchObject({ status: 'failed', creditedMicros: 0, paidAt: null });
    expectError(await complete(p, payment.id), 409, 'PAYMENT_ALREADY_FINAL');
    expect(await t.balance(p.id)).toBe(0);
    expect(await t.credits(payment.id)).toEqual([]);
  });

  it('refuses forged and unsigned webhooks, logs them and credits nothing', async () => {
    const p = await t.person();
    const payment = created(await start(p, 'sandbox', 4 * USD));
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment.completed', paymentId: payment.id });
    const attempts: Record<string, string>[] = [
      { 'sandbox-sig': sha256Header('not-the-secret-at-all', body) },
      {},
      { 'sandbox-sig': 'sha256=xyz' },
    ];
    const before = (await t.rejectedLog('sandbox')).length;
    for (const headers of attempts)
      expectError(await t.webhook('sandbox', body, headers), 400, 'PAYMENT_WEBHOOK_REJECTED');
    // A correctly signed body, altered after signing.
    const good = signed('payment.completed', payment.id, null);
    const altered = good.body.replace(`"paymentId":${payment.id}`, `"paymentId":${payment.id} `);
    expectError(await t.webhook('sandbox', altered, good.headers), 400, 'PAYMENT_WEBHOOK_REJECTED');

    expect(await t.balance(p.id)).toBe(0);
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id))).status).toBe('pending');
    const rejected = (await t.rejectedLog('sandbox')).slice(before);
    expect(rejected.map((r) => [r.outcome, r.signatureOk, r.paymentId])).toEqual(
      Array(4).fill(['rejected', false, null]),
    );
    expect(rejected.map((r) => r.error)).toEqual([
      'Sandbox-Sig does not match the body',
      'missing Sandbox-Sig header',
      'malformed Sandbox-Sig header',
      'Sandbox-Sig does not match the body',
    ]);
    expect(t.logs.text).toContain('payment webhook rejected');
    expect(t.logs.text).not.toContain(SECRET);
  });

  it('shows a marked test invoice for a crypto method, expiring after an hour', async () => {
    const p = await t.person();
    const payment = created(await start(p, 'usdt_tron', 3 * USD));
    expect(payment).toMatchObject({ status: 'pending', feeMicros: 30_000, checkoutUrl: null });
    expect(payment.invoice).toMatchObject({
      coin: 'USDT',
      network: 'TRON (TRC-20)',
      amount: '3.030000',
      test: true,
      checkoutLink: null,
    });
    expect(payment.invoice.address).toMatch(/^TEST-USDT-SANDBOX-[0-9A-F]{24}$/);
    expect(payment.invoice.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(payment.invoice.qrDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(new Date(payment.expiresAt).getTime() - t.clock.now().getTime()).toBe(60 * 60 * 1000);

    const btc = created(await start(p, 'btc', 10 * USD));
    expect(btc.invoice).toMatchObject({ coin: 'BTC', amount: '0.00010100' });

    t.clock.advance(60 * 60 * 1000);
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id))).status).toBe('expired');
    expect((await t.webhookLog(payment.id)).map((w) => [w.eventType, w.outcome])).toEqual([
      ['payment.expired', 'updated'],
    ]);
    expectError(await complete(p, payment.id), 409, 'PAYMENT_ALREADY_FINAL');
    expect(await t.balance(p.id)).toBe(0);
  });

  it("keeps a user's payments to that user", async () => {
    const [ann, bob] = [await t.person(), await t.person()];
    const payment = created(await start(ann, 'sandbox', 2 * USD));
    expectError(await bob.browser.get(paymentPath(P.payment, payment.id)), 404, 'PAYMENT_NOT_FOUND');
    expectError(await complete(bob, payment.id), 404, 'PAYMENT_NOT_FOUND');
    expectError(await bob.browser.get(paymentPath(P.payment, 999_999_999)), 404, 'PAYMENT_NOT_FOUND');
    expect(ok(await bob.browser.get(P.payments))).toEqual({ items: [], totalCount: 0 });
    expectError(
      await t.app.inject({ method: 'GET', url: paymentPath(P.payment, payment.id) }),
      400,
      'ERROR_EMPTY_USER',
    );
    // A write with the session cookie but without the CSRF header.
    const res = await t.app.inject({
      method: 'POST',
      url: paymentPath(P.sandboxComplete, payment.id),
      headers: { cookie: `${COOKIES.session}=${ann.browser.session}` },
    });
    expectError(res, 403, 'ERROR_CSRF');
    expect(await t.balance(ann.id)).toBe(0);
  });

  it('lists payments newest first', async () => {
    const p = await t.person();
    const first = created(await start(p, 'sandbox', USD));
    const second = created(await start(p, 'bch', 2 * USD));
    ok(await complete(p, first.id));
    const list = ok(await p.browser.get(P.payments));
    expect(list.totalCount).toBe(2);
    expect(list.items.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'paid'],
    ]);
    expect(list.items[0]).not.toHaveProperty('invoice');
    expect(ok(await p.browser.get(`${P.payments}?page=1`)).items).toEqual([]);
  });

  it('sums the daily spend on tasks and the top-ups from the ledger', async () => {
    const p = await t.person();
    ok(await complete(p, created(await start(p, 'sandbox', 10 * USD)).id));
    await t.ledger.credit(p.id, 500_000, `other:${p.id}`, 'a voucher');
    for (const n of [1, 2]) {
      await t.ledger.hold(p.id, 2000, `h:${p.id}:${n}`, `task:${n}`);
      await t.ledger.settle(p.id, 2000, { chargeMicros: 1500, key: `s:${p.id}:${n}`, reference: `task:${n}` });
    }
    await t.ledger.refund(`s:${p.id}:1`, `r:${p.id}:1`);

    const day = t.clock.now().toISOString().slice(0, 10);
    const today = {
      day,
      tasks: 2,
      chargedMicros: 3000,
      refundedMicros: 1500,
      spentMicros: 1500,
      toppedUpMicros: 10 * USD,
      otherCreditsMicros: 500_000,
    };
    const { day: _, ...totals } = today;
    expect(ok(await p.browser.get(`${P.daily}?days=7`))).toEqual({ days: 7, items: [today], totals });
    expectError(await p.browser.get(`${P.daily}?days=0`), 400, 'ERROR_VALIDATION');
    expect(ok(await (await t.person()).browser.get(P.daily)).items).toEqual([]);
  });
});
