import {
  PAYMENT_AMOUNT_MAX_MICROS,
  PAYMENT_METHOD_RULES,
  type PaymentDetail,
  type PaymentMethod,
  type PaymentMethodInfo,
  type PaymentProviderId,
} from '@crowdsolve/contract';

/** Test data of the payment screens. */

export function makeMethod(method: PaymentMethod, provider: PaymentProviderId = 'sandbox'): PaymentMethodInfo {
  const rule = PAYMENT_METHOD_RULES[method];
  return {
    method,
    kind: rule.kind,
    provider,
    minimumMicros: rule.minimumMicros,
    maximumMicros: PAYMENT_AMOUNT_MAX_MICROS,
    feeBasisPoints: rule.feeBasisPoints,
    path: rule.path,
    test: provider === 'sandbox',
  };
}

/** Stripe, the sandbox and BTC through BTCPay. */
export const METHODS = {
  methods: [makeMethod('stripe', 'stripe'), makeMethod('sandbox'), makeMethod('btc', 'btcpay')],
};

export function makePayment(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    id: 9,
    method: 'sandbox',
    provider: 'sandbox',
    status: 'pending',
    amountMicros: 5_000_000,
    feeMicros: 0,
    totalMicros: 5_000_000,
    creditedMicros: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: null,
    expiresAt: null,
    checkoutUrl: '/pay/sandbox/9',
    invoice: null,
    ...overrides,
  };
}

/** A BTC invoice through BTCPay, open for ten more minutes. */
export function makeInvoicePayment(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return makePayment({
    id: 21,
    method: 'btc',
    provider: 'btcpay',
    amountMicros: 50_000_000,
    feeMicros: 500_000,
    totalMicros: 50_500_000,
    checkoutUrl: null,
    expiresAt: new Date(Date.now() + 10 * 60_000 + 900).toISOString(),
    invoice: {
      coin: 'BTC',
      network: 'Bitcoin',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.00101000',
      paymentLink: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00101000',
      qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      checkoutLink: 'https://btcpay.example/i/INV1',
      test: false,
    },
    ...overrides,
  });
}
