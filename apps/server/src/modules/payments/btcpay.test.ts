import { PAYMENT_PATHS as P, paymentPath } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/http.ts';
import {
  type PaymentsHarness,
  type Person,
  paymentsHarness,
  type Stub,
  sha256Header,
  startStub,
  USD,
} from './test-support.ts';

const API_KEY = 'greenfield-api-key-0123';
const STORE = 'StoreXyZ123';
const SECRET = 'btcpay-webhook-secret-0123';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A stub of the Greenfield API: invoices, their payment methods (lazily activated) and activation. */
function greenfield() {
  let n = 0;
  const activated = new Set<string>();
  const invoices = new Map<string, { amount: string; method: string }>();
  const base = `/api/v1/stores/${STORE}/invoices`;
  return startStub((call) => {
    if (call.headers.authorization !== `token ${API_KEY}`) return { status: 401, body: { code: 'unauthenticated' } };
    if (call.method === 'POST' && call.url === base) {
      const req = JSON.parse(call.body);
      const id = `INV${++n}`;
      invoices.set(id, { amount: req.amount, method: req.checkout.paymentMethods[0] });
      return {
        status: 200,
        body: {
          id,
          storeId: STORE,
          amount: req.amount,
          currency: req.currency,
          status: 'New',
          metadata: req.metadata,
          checkoutLink: `https://btcpay.example/i/${id}`,
          createdTime: 1_700_000_000,
          expirationTime: 1_700_000_900,
        },
      };
    }
    const match = /^\/api\/v1\/stores\/StoreXyZ123\/invoices\/([^/]+)\/payment-methods(\/([^/]+)\/activate)?$/.exec(
      call.url,
    );
    const invoice = match ? invoices.get(match[1] as string) : undefined;
    if (!match || !invoice) return { status: 404, body: { code: 'not-found' } };
    if (call.method === 'POST' && match[2]) {
      activated.add(match[1] as string);
      return { status: 200, body: {} };
    }
    // The first invoice's method is lazy: no address until activated.
    const lazy = match[1] === 'INV1' && !activated.has('INV1');
    const btc = (Number(invoice.amount) / 50_000).toFixed(8);
    return {
      status: 200,
      body: [
        { paymentMethodId: 'LTC-CHAIN', destination: 'ltc1q...', amount: '1', activated: true },
        {
          paymentMethodId: invoice.method,
          currency: 'BTC',
          destination: lazy ? '' : ADDRESS,
          paymentLink: lazy ? null : `bitcoin:${ADDRESS}?amount=${btc}`,
          amount: btc,
          due: btc,
          activated: !lazy,
        },
      ],
    };
  });
}

describe.each(DATABASE_TARGETS)('BTCPay Server on $name', (target) => {
  let t: PaymentsHarness;
  let api: Stub;
  beforeAll(async () => {
    api = await greenfield();
    t = await paymentsHarness(target, {
      BTCPAY_URL: `${api.url}/`,
      BTCPAY_API_KEY: API_KEY,
      BTCPAY_STORE_ID: STORE,
      BTCPAY_WEBHOOK_SECRET: SECRET,
      BTCPAY_METHODS: 'btc=BTC-CHAIN,usdt_tron=USDT-TRON',
    });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  async function invoice(p: Person, amountMicros = 50 * USD, method = 'btc') {
    const res = await p.browser.post(P.payments, { method, amountMicros });
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json();
  }
  /** An invoice webhook as BTCPay sends it, signed `BTCPay-Sig: sha256=<hex>`. */
  function event(type: string, invoiceId: string, orderId: number | null, extra: Record<string, unknown> = {}) {
    const body = JSON.stringify({
      deliveryId: `dlv_${Math.random().toString(36).slice(2)}`,
      webhookId: 'wh1',
      originalDeliveryId: null,
      isRedelivery: false,
      type,
      timestamp: 1_700_000_100,
      storeId: STORE,
      invoiceId,
      metadata: orderId === null ? {} : { orderId: String(orderId) },
      ...extra,
    });
    return { body, headers: { 'btcpay-sig': sha256Header(SECRET, body) } };
  }
  const send = async (e: { body: string; headers: Record<string, string> }) => {
    const res = await t.webhook('btcpay', e.body, e.headers);
    return { status: res.statusCode, outcome: res.json().outcome ?? res.json().error?.code };
  };

  it('creates an invoice through the Greenfield API and shows its address, amount and QR code', async () => {
    const p = await t.person();
    const payment = await invoice(p);
    expect(payment).toMatchObject({
      method: 'btc',
      provider: 'btcpay',
      status: 'pending',
      amountMicros: 50 * USD,
      feeMicros: 500_000,
      totalMicros: 50_500_000,
      checkoutUrl: null,
      expiresAt: new Date(1_700_000_900_000).toISOString(),
    });
    expect(payment.invoice).toMatchObject({
      coin: 'BTC',
      network: 'Bitcoin',
      address: ADDRESS,
      amount: '0.00101000',
      paymentLink: `bitcoin:${ADDRESS}?amount=0.00101000`,
      checkoutLink: 'https://btcpay.example/i/INV1',
      test: false,
    });
    expect(payment.invoice.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const [create, , activate] = api.calls;
    expect(create?.method).toBe('POST');
    expect(JSON.parse(create?.body ?? '')).toEqual({
      amount: '50.50',
      currency: 'USD',
      metadata: { orderId: String(payment.id), itemDesc: 'Crowdsolve balance top-up' },
      checkout: { paymentMethods: ['BTC-CHAIN'], redirectURL: `http://crowdsolve.test/pay/ok?payment=${payment.id}` },
    });
    expect(activate?.url).toBe(`/api/v1/stores/${STORE}/invoices/INV1/payment-methods/BTC-CHAIN/activate`);
    expect(ok(await p.browser.get(P.methods)).methods.map((m: { method: string }) => m.method)).toEqual([
      'btc',
      'usdt_tron',
    ]);
    expectError(
      await p.browser.post(P.payments, { method: 'bch', amountMicros: 5 * USD }),
      409,
      'PAYMENT_METHOD_UNAVAILABLE',
    );
  });

  it('credits on InvoiceSettled only, once, whatever comes before, after or again', async () => {
    const p = await t.person();
    const payment = await invoice(p);
    const ref = `INV${api.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/invoices')).length}`;
    expect(await send(event('InvoiceCreated', ref, payment.id))).toEqual({ status: 200, outcome: 'ignored' });
    expect(await send(event('InvoiceReceivedPayment', ref, payment.id))).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await send(event('InvoiceProcessing', ref, payment.id))).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await t.balance(p.id)).toBe(0);
    const settled = event('InvoiceSettled', ref, payment.id);
    expect(await send(settled)).toEqual({ status: 200, outcome: 'credited' });
    expect(await send(settled)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await send(event('InvoiceSettled', ref, payment.id, { isRedelivery: true }))).toEqual({
      status: 200,
      outcome: 'duplicate',
    });
    // Late events about earlier stages, an expiry, an invalidation: nothing changes.
    for (const type of ['InvoiceProcessing', 'InvoiceExpired', 'InvoiceInvalid']) {
      expect(await send(event(type, ref, payment.id))).toEqual({ status: 200, outcome: 'ignored' });
    }
    expect(await t.balance(p.id)).toBe(50 * USD);
    expect(await t.credits(payment.id)).toHaveLength(1);
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id)))).toMatchObject({
      status: 'paid',
      creditedMicros: 50 * USD,
    });
  });

  it('expires an unpaid invoice, and still credits money settled after the expiry', async () => {
    const p = await t.person();
    const payment = await invoice(p, 20 * USD, 'usdt_tron');
    const ref = `INV${api.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/invoices')).length}`;
    expect(await send(event('InvoiceExpired', ref, payment.id))).toEqual({ status: 200, outcome: 'updated' });
    expect(ok(await p.browser.get(paymentPath(P.payment, payment.id))).status).toBe('expired');
    expect(await send(event('InvoiceSettled', ref, payment.id))).toEqual({ status: 200, outcome: 'credited' });
    expect(await t.balance(p.id)).toBe(20 * USD);
  });

  it('refuses wrongly signed and unsigned webhooks, crediting nothing', async () => {
    const p = await t.person();
    const payment = await invoice(p);
    const ref = `INV${api.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/invoices')).length}`;
    const good = event('InvoiceSettled', ref, payment.id);
    const before = (await t.rejectedLog('btcpay')).length;
    const bad: { body: string; headers: Record<string, string> }[] = [
      { body: good.body, headers: { 'btcpay-sig': sha256Header('wrong-secret', good.body) } },
      { body: good.body, headers: {} },
      { body: good.body, headers: { 'btcpay-sig': sha256Header(SECRET, good.body).replace('sha256=', 'sha1=') } },
      { body: good.body.replace('InvoiceSettled', 'InvoiceSettled '), headers: good.headers },
    ];
    for (const b of bad) expect(await send(b)).toEqual({ status: 400, outcome: 'PAYMENT_WEBHOOK_REJECTED' });
    expect(await t.balance(p.id)).toBe(0);
    expect((await t.rejectedLog('btcpay')).slice(before).map((r) => [r.signatureOk, r.error])).toEqual([
      [false, 'BTCPay-Sig does not match the body'],
      [false, 'missing BTCPay-Sig header'],
      [false, 'malformed BTCPay-Sig header'],
      [false, 'BTCPay-Sig does not match the body'],
    ]);
    expect(t.logs.text).not.toContain(SECRET);
    expect(t.logs.text).not.toContain(API_KEY);
    expect(await send(good)).toEqual({ status: 200, outcome: 'credited' });
  });

  it('finds a payment by its order id before the invoice id is stored, and ignores other stores', async () => {
    const p = await t.person();
    const payment = await invoice(p);
    await t.db.updateTable('payment').set({ providerRef: null }).where('id', '=', payment.id).execute();
    expect(await send(event('InvoiceSettled', 'INV-unknown', payment.id, { storeId: 'OtherStore' }))).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    expect(await send(event('InvoiceSettled', 'INV-unknown', null))).toEqual({ status: 200, outcome: 'ignored' });
    expect(await send(event('InvoiceSettled', 'INV-late', payment.id))).toEqual({ status: 200, outcome: 'credited' });
    expect(await t.balance(p.id)).toBe(50 * USD);
  });

  it('answers PAYMENT_PROVIDER_ERROR when BTCPay refuses', async () => {
    const p = await t.person();
    api.failWith = 503;
    try {
      expectError(
        await p.browser.post(P.payments, { method: 'btc', amountMicros: 10 * USD }),
        502,
        'PAYMENT_PROVIDER_ERROR',
      );
    } finally {
      api.failWith = null;
    }
    expect(ok(await p.browser.get(P.payments)).items[0]).toMatchObject({ status: 'failed' });
  });
});
