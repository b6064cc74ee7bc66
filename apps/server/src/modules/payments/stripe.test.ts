import { PAYMENT_PATHS as P, paymentPath } from '@crowdsolve/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/http.ts';
import {
  type PaymentsHarness,
  type Person,
  paymentsHarness,
  type Stub,
  startStub,
  stripeSignature,
  USD,
} from './test-support.ts';

const KEY = 'sk_test_crowdsolve_0123456789';
const WHSEC = 'whsec_test_signing_secret_0123456789';

/** A stub of Stripe's API: creates Checkout Sessions like the real one answers them. */
function stripeApi() {
  let n = 0;
  return startStub((call) => {
    if (call.method !== 'POST' || call.url !== '/v1/checkout/sessions') {
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    }
    const form = new URLSearchParams(call.body);
    const id = `cs_test_${++n}_${form.get('client_reference_id')}`;
    const amounts = [0, 1].map((i) => Number(form.get(`line_items[${i}][price_data][unit_amount]`) ?? 0));
    return {
      status: 200,
      body: {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        amount_total: (amounts[0] ?? 0) + (amounts[1] ?? 0),
        currency: 'usd',
        client_reference_id: form.get('client_reference_id'),
        metadata: { paymentId: form.get('metadata[paymentId]'), userId: form.get('metadata[userId]') },
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  });
}

describe.each(DATABASE_TARGETS)('Stripe Checkout on $name', (target) => {
  let t: PaymentsHarness;
  let api: Stub;
  beforeAll(async () => {
    api = await stripeApi();
    t = await paymentsHarness(target, {
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: api.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  async function checkout(p: Person, amountMicros = 20 * USD) {
    const res = await p.browser.post(P.payments, { method: 'stripe', amountMicros });
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  /** A Checkout Session event as Stripe sends it, signed with Stripe's documented scheme. */
  function event(
    type: string,
    payment: { id: number; totalMicros: number },
    sessionId: string,
    extra: Record<string, unknown> = {},
    id = `evt_${Math.random().toString(36).slice(2)}`,
  ) {
    const body = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: String(payment.id),
          metadata: { paymentId: String(payment.id) },
          amount_total: payment.totalMicros / 10_000,
          currency: 'usd',
          payment_status: 'paid',
          status: 'complete',
          ...extra,
        },
      },
    });
    const ts = Math.floor(t.clock.now().getTime() / 1000);
    return { body, headers: { 'stripe-signature': stripeSignature(WHSEC, body, ts) } };
  }
  const send = async (e: { body: string; headers: Record<string, string> }) => {
    const res = await t.webhook('stripe', e.body, e.headers);
    return { status: res.statusCode, outcome: res.json().outcome ?? res.json().error?.code };
  };

  it('creates a Checkout Session through the stripe SDK', async () => {
    const p = await t.person();
    const payment = await checkout(p, 20 * USD);
    const sessionId = `cs_test_1_${payment.id}`;
    expect(payment).toMatchObject({
      method: 'stripe',
      provider: 'stripe',
      status: 'pending',
      amountMicros: 20 * USD,
      feeMicros: 600_000,
      totalMicros: 20_600_000,
      checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
      invoice: null,
      expiresAt: expect.any(String),
    });
    const call = api.calls.at(-1);
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.headers['idempotency-key']).toBe(`crowdsolve-payment-${payment.id}`);
    const form = Object.fromEntries(new URLSearchParams(call?.body));
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: String(payment.id),
      'metadata[paymentId]': String(payment.id),
      'metadata[userId]': String(p.id),
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[1][price_data][unit_amount]': '60',
      success_url: `http://crowdsolve.test/pay/ok?payment=${payment.id}`,
      cancel_url: `http://crowdsolve.test/pay/error?payment=${payment.id}`,
    });
    expect(ok(await p.browser.get(P.methods)).methods.map((m: { method: string }) => m.method)).toEqual(['stripe']);
  });

  it('answers PAYMENT_PROVIDER_ERROR when Stripe fails, and keeps the payment as failed', async () => {
    const p = await t.person();
    api.failWith = 500;
    try {
      expectError(
        await p.browser.post(P.payments, { method: 'stripe', amountMicros: 5 * USD }),
        502,
        'PAYMENT_PROVIDER_ERROR',
      );
    } finally {
      api.failWith = null;
    }
    const [failed] = ok(await p.browser.get(P.payments)).items;
    expect(failed).toMatchObject({ status: 'failed', creditedMicros: 0 });
    expect(t.logs.text).not.toContain(KEY);
  });

  it('credits a correctly signed checkout.session.completed once, however often it is replayed', async () => {
    const p = await t.person();
    const payment = await checkout(p);
    const completed = event('checkout.session.completed', payment, `cs_test_2_${payment.id}`);
    expect(await send(completed)).toEqual({ status: 200, outcome: 'credited' });
    expect(await t.balance(p.id)).toBe(20 * USD);
    for (let i = 0; i < 3; i++) expect(await send(completed)).toEqual({ status: 200, outcome: 'duplicate' });
    // The same event signed later (Stripe retries with a new timestamp).
    t.clock.advance(60_000);
    const again = event(
      'checkout.session.completed',
      payment,
      `cs_test_2_${payment.id}`,
      {},
      JSON.parse(completed.body).id,
    );
    expect(await send(again)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await t.balance(p.id)).toBe(20 * USD);
    expect(await t.credits(payment.id)).toHaveLength(1);
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id)))).toMatchObject({
      status: 'paid',
      creditedMicros: 20 * USD,
    });
  });

  it('also accepts a header made by the SDK for tests (generateTestHeaderString)', async () => {
    const p = await t.person();
    const payment = await checkout(p, 5 * USD);
    const { body } = event('checkout.session.completed', payment, `cs_test_3_${payment.id}`);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WHSEC,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect(await send({ body, headers: { 'stripe-signature': header } })).toEqual({ status: 200, outcome: 'credited' });
    expect(await t.balance(p.id)).toBe(5 * USD);
  });

  it('refuses wrongly signed, unsigned, stale and altered events, crediting nothing', async () => {
    const p = await t.person();
    const payment = await checkout(p);
    const good = event('checkout.session.completed', payment, `cs_test_4_${payment.id}`);
    const ts = Math.floor(t.clock.now().getTime() / 1000);
    const before = (await t.rejectedLog('stripe')).length;
    const bad: { body: string; headers: Record<string, string> }[] = [
      { body: good.body, headers: { 'stripe-signature': stripeSignature('whsec_wrong_secret', good.body, ts) } },
      { body: good.body, headers: {} },
      { body: good.body, headers: { 'stripe-signature': stripeSignature(WHSEC, good.body, ts - 3600) } },
      { body: good.body.replace('"amount_total"', '"amount_total" '), headers: good.headers },
      { body: good.body, headers: { 'stripe-signature': 'garbage' } },
    ];
    for (const b of bad) expect(await send(b)).toEqual({ status: 400, outcome: 'PAYMENT_WEBHOOK_REJECTED' });
    expect(await t.balance(p.id)).toBe(0);
    const rejected = (await t.rejectedLog('stripe')).slice(before);
    expect(rejected.map((r) => r.error)).toEqual([
      'Stripe-Signature does not match the body',
      'missing Stripe-Signature header',
      'Stripe-Signature timestamp outside the tolerance',
      'Stripe-Signature does not match the body',
      'Stripe-Signature does not match the body',
    ]);
    expect(t.logs.text).not.toContain(WHSEC);
    // The genuine event still credits.
    expect(await send(good)).toEqual({ status: 200, outcome: 'credited' });
  });

  it('never un-pays or credits twice on events out of order', async () => {
    const p = await t.person();
    const payment = await checkout(p);
    const session = `cs_test_5_${payment.id}`;
    expect(await send(event('checkout.session.completed', payment, session))).toEqual({
      status: 200,
      outcome: 'credited',
    });
    expect(
      await send(event('checkout.session.expired', payment, session, { payment_status: 'unpaid', status: 'expired' })),
    ).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    expect(await send(event('checkout.session.async_payment_failed', payment, session))).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    expect(await send(event('checkout.session.async_payment_succeeded', payment, session))).toEqual({
      status: 200,
      outcome: 'duplicate',
    });
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id))).status).toBe('paid');
    expect(await t.balance(p.id)).toBe(20 * USD);
    expect((await t.webhookLog(payment.id)).map((w) => w.outcome)).toEqual([
      'credited',
      'ignored',
      'ignored',
      'duplicate',
    ]);
  });

  it('follows delayed payments: completed unpaid, then succeeded; an expired session fails nothing paid', async () => {
    const p = await t.person();
    const payment = await checkout(p);
    const session = `cs_test_6_${payment.id}`;
    const unpaid = { payment_status: 'unpaid' };
    expect(await send(event('checkout.session.completed', payment, session, unpaid))).toEqual({
      status: 200,
      outcome: 'duplicate',
    });
    expect(await t.balance(p.id)).toBe(0);
    expect(await send(event('checkout.session.async_payment_succeeded', payment, session))).toEqual({
      status: 200,
      outcome: 'credited',
    });
    expect(await t.balance(p.id)).toBe(20 * USD);

    const other = await checkout(p);
    expect(await send(event('checkout.session.expired', other, `cs_test_7_${other.id}`, unpaid))).toEqual({
      status: 200,
      outcome: 'updated',
    });
    expect(ok(await p.browser.get(paymentPath(P.payment, other.id))).status).toBe('expired');
  });

  it('credits an event that beats the stored session id, and ignores one whose amount differs', async () => {
    const p = await t.person();
    const payment = await checkout(p);
    // As if the session had been recorded by nobody yet: found by the id in its metadata.
    await t.db
      .updateTable('payment')
      .set({ providerRef: null, status: 'created' })
      .where('id', '=', payment.id)
      .execute();
    expect(await send(event('checkout.session.completed', payment, 'cs_test_early'))).toEqual({
      status: 200,
      outcome: 'credited',
    });
    const row = await t.db
      .selectFrom('payment')
      .select(['providerRef', 'status'])
      .where('id', '=', payment.id)
      .executeTakeFirst();
    expect(row).toEqual({ providerRef: 'cs_test_early', status: 'paid' });

    const cheap = await checkout(p);
    const tampered = event('checkout.session.completed', cheap, `cs_test_9_${cheap.id}`, { amount_total: 100 });
    expect(await send(tampered)).toEqual({ status: 200, outcome: 'ignored' });
    expect((await t.webhookLog(cheap.id))[0]?.error).toBe('paid 100 usd, expected 2060 usd cents');
    expect(await t.balance(p.id)).toBe(20 * USD);
    // Another session's event for this payment changes nothing.
    expect(await send(event('checkout.session.completed', cheap, 'cs_test_other'))).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    expect(await t.credits(cheap.id)).toEqual([]);
  });

  it('ignores events it does not act on', async () => {
    const body = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    const ts = Math.floor(t.clock.now().getTime() / 1000);
    expect(await send({ body, headers: { 'stripe-signature': stripeSignature(WHSEC, body, ts) } })).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    // The sandbox is off here: its webhook route is not there.
    expectError(await t.webhook('sandbox', '{}', {}), 404, 'ERROR_NOT_FOUND');
  });
});
