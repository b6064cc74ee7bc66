import { z } from './zod.ts';

/**
 * Balance top-ups through payment providers. The customer chooses a method and an amount in US
 * dollars (whole cents); the method's fee is added on top, so the customer pays amount + fee and the
 * balance is credited the amount. Money is in integer micro-dollars ($0.01 = 10 000 micros).
 *
 * Providers: Stripe Checkout (card), a self-hosted BTCPay Server (BTC, BCH, USDT on TRON), and a
 * sandbox (enabled by configuration only) where a tester completes or fails a payment by hand. Every
 * provider reports through a signed webhook; a payment is credited once (ledger key `payment:<id>`).
 */

export const PAYMENT_PATHS = {
  /** GET: the enabled methods with their minimum and fee. */
  methods: '/api/v2/payments/methods',
  /** GET `?page`: the user's payments, newest first; POST `{ method, amountMicros }` starts one. */
  payments: '/api/v2/payments',
  /** GET: one payment of the user (status, checkout address or crypto invoice). */
  payment: '/api/v2/payments/:id',
  /** GET `?days=30`: per UTC day, spent on tasks (charged minus refunded) and topped up. */
  daily: '/api/v2/payments/daily',
  /** POST: the sandbox's "Complete payment" and "Fail payment" buttons (sandbox payments only). */
  sandboxComplete: '/api/v2/payments/:id/sandbox/complete',
  sandboxFail: '/api/v2/payments/:id/sandbox/fail',
  /** POST from the providers (signed; no session). */
  webhook: '/api/v2/payments/webhooks/:provider',
} as const;

/** A path with its `:id` (or `:provider`) filled in. */
export function paymentPath(
  path: (typeof PAYMENT_PATHS)['payment' | 'sandboxComplete' | 'sandboxFail'],
  id: number | string,
): string {
  return path.replace(':id', String(id));
}
export const paymentWebhookPath = (provider: PaymentProviderId) => PAYMENT_PATHS.webhook.replace(':provider', provider);

/** Pages of the web app a payment returns to (`?payment=<id>`). */
export const PAY_WEB_PATHS = {
  overview: '/pay',
  addBalance: '/addbalance',
  ok: '/pay/ok',
  error: '/pay/error',
  /** The sandbox's own checkout page: `/pay/sandbox/<paymentId>`. */
  sandboxCheckout: '/pay/sandbox',
  history: '/pay/history_payment',
  daily: '/pay/history_day',
  sendUser: '/pay/send_user',
  voucher: '/pay/paypal_voucher',
} as const;

export const PAYMENT_PROVIDERS = ['stripe', 'btcpay', 'sandbox'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderId = z.infer<typeof PaymentProviderSchema>;

export const CRYPTO_METHODS = ['btc', 'bch', 'usdt_tron'] as const;
export type CryptoMethod = (typeof CRYPTO_METHODS)[number];
export const PAYMENT_METHODS = ['stripe', 'sandbox', ...CRYPTO_METHODS] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PAYMENT_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
/** Statuses after which nothing changes any more. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'expired'];
export const isFinalPaymentStatus = (status: PaymentStatus) => FINAL_PAYMENT_STATUSES.includes(status);

export interface PaymentMethodRule {
  kind: 'card' | 'crypto' | 'sandbox';
  /** The smallest top-up (credited amount, fee not included), in micro-dollars. */
  minimumMicros: number;
  /** The fee added on top of the amount, in basis points (100 = 1 %), rounded up to a cent. */
  feeBasisPoints: number;
  /** The method's page in the web app. */
  path: string;
  /** Crypto: the coin and its network, as shown. */
  coin?: { code: string; network: string };
}

const USD = 1_000_000;
export const CENT_MICROS = 10_000;
/** The largest single top-up (US$10,000). */
export const PAYMENT_AMOUNT_MAX_MICROS = 10_000 * USD;
export const PAYMENTS_PAGE_SIZE = 50;
export const PAYMENT_DAILY_DAYS_MAX = 366;

export const PAYMENT_METHOD_RULES: Record<PaymentMethod, PaymentMethodRule> = {
  stripe: { kind: 'card', minimumMicros: 5 * USD, feeBasisPoints: 300, path: '/pay/stripe' },
  sandbox: { kind: 'sandbox', minimumMicros: USD, feeBasisPoints: 0, path: '/pay/sandbox' },
  btc: {
    kind: 'crypto',
    minimumMicros: 10 * USD,
    feeBasisPoints: 100,
    path: '/pay/cryptocurrency-btc-BTC',
    coin: { code: 'BTC', network: 'Bitcoin' },
  },
  bch: {
    kind: 'crypto',
    minimumMicros: USD,
    feeBasisPoints: 100,
    path: '/pay/cryptocurrency-bch-BCH',
    coin: { code: 'BCH', network: 'Bitcoin Cash' },
  },
  usdt_tron: {
    kind: 'crypto',
    minimumMicros: USD,
    feeBasisPoints: 100,
    path: '/pay/cryptocurrency-tron-USDT',
    coin: { code: 'USDT', network: 'TRON (TRC-20)' },
  },
};

export const isCryptoMethod = (method: PaymentMethod): method is CryptoMethod =>
  (CRYPTO_METHODS as readonly string[]).includes(method);

/** The fee of a top-up of `amountMicros` (whole cents) by `method`: a share, rounded up to a whole cent. */
export function paymentFeeMicros(method: PaymentMethod, amountMicros: number): number {
  const cents = Math.ceil(amountMicros / CENT_MICROS);
  const feeCents = Math.ceil((cents * PAYMENT_METHOD_RULES[method].feeBasisPoints) / 10_000);
  return feeCents * CENT_MICROS;
}

/** The method whose page is `path` (`/pay/stripe`, `/pay/cryptocurrency-btc-BTC`), if any. */
export function paymentMethodOfPath(path: string): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => PAYMENT_METHOD_RULES[m].path === path) ?? null;
}

// ── Methods ────────────────────────────────────────────────────────────────

export const PaymentMethodInfoSchema = z.object({
  method: PaymentMethodSchema,
  kind: z.enum(['card', 'crypto', 'sandbox']),
  provider: PaymentProviderSchema,
  minimumMicros: z.number().int(),
  maximumMicros: z.number().int(),
  feeBasisPoints: z.number().int(),
  path: z.string(),
  /** True when the money is not real (the sandbox provider, also behind a crypto method). */
  test: z.boolean(),
});
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfoSchema>;

export const PaymentMethodsReplySchema = z.object({ methods: z.array(PaymentMethodInfoSchema) });
export type PaymentMethodsReply = z.infer<typeof PaymentMethodsReplySchema>;

// ── Starting a payment ─────────────────────────────────────────────────────

/**
 * `POST /api/v2/payments`; the web form checks the same schema. Field codes: `whole_cents`,
 * `too_large`, `below_minimum` (the method's minimum), `positive`.
 */
export const CreatePaymentBodySchema = z
  .object({
    method: PaymentMethodSchema,
    amountMicros: z
      .number()
      .int('whole_cents')
      .positive('positive')
      .multipleOf(CENT_MICROS, 'whole_cents')
      .max(PAYMENT_AMOUNT_MAX_MICROS, 'too_large'),
  })
  .superRefine((body, ctx) => {
    if (body.amountMicros < PAYMENT_METHOD_RULES[body.method].minimumMicros) {
      ctx.addIssue({ code: 'custom', path: ['amountMicros'], message: 'below_minimum' });
    }
  });
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;

/** The address and amount of a crypto invoice; the QR code is rendered by the server. */
export const CryptoInvoiceSchema = z.object({
  /** Coin and network, e.g. `USDT` on `TRON (TRC-20)`. */
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  /** The amount to send in the coin, as a decimal string (exact). */
  amount: z.string(),
  /** A payment URI (`bitcoin:…?amount=…`), when the provider gives one. */
  paymentLink: z.string().nullable(),
  /** `data:image/svg+xml;base64,…` of the payment link (or the address). */
  qrDataUrl: z.string(),
  /** The provider's own checkout page, when there is one. */
  checkoutLink: z.string().nullable(),
  /** A sandbox invoice: the address is not real, nothing must be sent to it. */
  test: z.boolean(),
});
export type CryptoInvoice = z.infer<typeof CryptoInvoiceSchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  method: PaymentMethodSchema,
  provider: PaymentProviderSchema,
  status: PaymentStatusSchema,
  /** Credited to the balance once paid. */
  amountMicros: z.number().int(),
  feeMicros: z.number().int(),
  /** What the customer pays: amount + fee. */
  totalMicros: z.number().int(),
  /** What was credited: 0 until paid, then the amount. */
  creditedMicros: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unpaid checkout or invoice stops accepting payment. */
  expiresAt: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** One payment in full: where to pay it (a checkout address or a crypto invoice). */
export const PaymentDetailSchema = PaymentSchema.extend({
  /** Card and sandbox: the page to send the customer to (absolute, or a path of this site). */
  checkoutUrl: z.string().nullable(),
  invoice: CryptoInvoiceSchema.nullable(),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

export const PaymentIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const PaymentsQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export const PaymentsReplySchema = z.object({ items: z.array(PaymentSchema), totalCount: z.number().int() });
export type PaymentsReply = z.infer<typeof PaymentsReplySchema>;

// ── Daily spend ────────────────────────────────────────────────────────────

export const PaymentDailyQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(PAYMENT_DAILY_DAYS_MAX).default(30),
});

export const PaymentDayItemSchema = z.object({
  /** `YYYY-MM-DD`, UTC. */
  day: z.string(),
  /** Tasks charged that day. */
  tasks: z.number().int(),
  /** Charged for solved tasks. */
  chargedMicros: z.number().int(),
  /** Given back for accepted complaints. */
  refundedMicros: z.number().int(),
  /** Charged minus refunded. */
  spentMicros: z.number().int(),
  /** Credited by payments. */
  toppedUpMicros: z.number().int(),
  /** Other money in: vouchers, promo codes, transfers, manual credits. */
  otherCreditsMicros: z.number().int(),
});
export type PaymentDayItem = z.infer<typeof PaymentDayItemSchema>;

/** Days with any movement, newest first, and their totals. */
export const PaymentDailyReplySchema = z.object({
  days: z.number().int(),
  items: z.array(PaymentDayItemSchema),
  totals: PaymentDayItemSchema.omit({ day: true }),
});
export type PaymentDailyReply = z.infer<typeof PaymentDailyReplySchema>;

// ── Webhooks ───────────────────────────────────────────────────────────────

export const WEBHOOK_OUTCOMES = ['credited', 'updated', 'ignored', 'duplicate', 'rejected'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
export const WebhookReplySchema = z.object({ ok: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) });
export type WebhookReply = z.infer<typeof WebhookReplySchema>;
