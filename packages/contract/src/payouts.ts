import { IDEMPOTENCY_KEY_MAX, MANUAL_AMOUNT_MAX_MICROS } from './billing.ts';
import { MailLinkSchema } from './identity.ts';
import { z } from './zod.ts';

/**
 * The partner area: a worker's or a developer's payout accounts (one per method, changed only through a link
 * mailed to the worker), payout requests from the balance, and the admin's payout queue. Money is
 * in integer micro-dollars. A requested payout is held at once; an admin pays it (the money leaves
 * the platform) or rejects it (the money goes back to the balance).
 */

/**
 * How long after an answer a customer's complaint (reportbad) is accepted, in minutes. Pay becomes
 * withdrawable only when this window has closed, so a payout never carries pay a complaint may
 * still take back. The solving engine's default `reportWindowMinutes`.
 */
export const COMPLAINT_WINDOW_MINUTES = 10;

export const PAYOUT_PATHS = {
  /** GET: methods (format, minimum, fee), the worker's accounts, the pending change. */
  wallets: '/api/v2/partner/wallets',
  /** PUT `{ account }`: asks for a change of the account of `:method`; a confirmation link is mailed. */
  wallet: '/api/v2/partner/wallets/:method',
  /** GET: the worker's pending change; DELETE cancels it. */
  pending: '/api/v2/partner/wallets/pending',
  /** GET `?hash&userId`: the change a mailed link applies; POST `{ hash, userId }` applies it (once). */
  confirm: '/api/v2/partner/wallets/confirm',
  /** GET: the worker's payouts, newest first; POST `{ method, amountMicros }` requests one. */
  payouts: '/api/v2/partner/payouts',
  /** GET `?days=30`: balance, money in payouts, earnings by day and task kind, standing. */
  summary: '/api/v2/partner/summary',
  /** Admin: GET `?state=requested` the payouts; approve `{ reference }` or reject `{ reason }` one. */
  adminPayouts: '/api/v2/admin/payouts',
  adminApprove: '/api/v2/admin/payouts/:id/approve',
  adminReject: '/api/v2/admin/payouts/:id/reject',
} as const;

/** Where the confirmation mail of a payout account change points: `/auth/edit_purse/{hash}/{userId}`. */
export const WALLET_CONFIRM_WEB_PATH = '/auth/edit_purse';

export const PAYOUT_METHODS = ['usdt_trc20', 'btc', 'paypal', 'payeer', 'webmoney_wmz'] as const;
export const PayoutMethodSchema = z.enum(PAYOUT_METHODS);
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

/** A fee: a fixed amount, or a share of the payout in basis points (100 = 1 %), rounded up to a micro. */
export const PayoutFeeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), micros: z.number().int() }),
  z.object({ type: z.literal('percent'), basisPoints: z.number().int() }),
]);
export type PayoutFee = z.infer<typeof PayoutFeeSchema>;

export interface PayoutMethodRule {
  /** The smallest payout, in micro-dollars (always above the fee). */
  minimumMicros: number;
  fee: PayoutFee;
  /** An account of the right format, shown as a hint. */
  example: string;
  /** Checks and normalizes an account; null when the format is wrong. */
  parse(raw: string): string | null;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[qpzry9x8gf2tvdw0s3jn54khce6mua7l]';
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const EMAIL_MAX = 254;

function btc(raw: string): string | null {
  // bech32 is one case only: all lower or all upper (shown lower).
  const lower = raw.toLowerCase();
  if ((raw === lower || raw === raw.toUpperCase()) && new RegExp(`^bc1${BECH32}{11,71}$`).test(lower)) {
    // Segwit v0 programs are 20 or 32 bytes: 42 or 62 characters; later versions 62.
    if (lower.startsWith('bc1q') ? lower.length === 42 || lower.length === 62 : lower.length === 62) return lower;
    return null;
  }
  return new RegExp(`^[13]${BASE58}{25,34}$`).test(raw) ? raw : null;
}

export const PAYOUT_METHOD_RULES: Record<PayoutMethod, PayoutMethodRule> = {
  usdt_trc20: {
    minimumMicros: 1_000_000,
    fee: { type: 'fixed', micros: 100_000 },
    example: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    parse: (raw) => (new RegExp(`^T${BASE58}{33}$`).test(raw) ? raw : null),
  },
  btc: {
    minimumMicros: 5_000_000,
    fee: { type: 'fixed', micros: 1_000_000 },
    example: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    parse: btc,
  },
  paypal: {
    minimumMicros: 1_000_000,
    fee: { type: 'percent', basisPoints: 300 },
    example: 'name@example.com',
    parse: (raw) => (raw.length <= EMAIL_MAX && EMAIL.test(raw) ? raw.toLowerCase() : null),
  },
  payeer: {
    minimumMicros: 1_000_000,
    fee: { type: 'percent', basisPoints: 95 },
    example: 'P1234567',
    parse: (raw) => (/^P\d{7,12}$/i.test(raw) ? raw.toUpperCase() : null),
  },
  webmoney_wmz: {
    minimumMicros: 1_000_000,
    fee: { type: 'percent', basisPoints: 80 },
    example: 'Z123456789012',
    parse: (raw) => (/^Z\d{12}$/i.test(raw) ? raw.toUpperCase() : null),
  },
};

/** The account in its stored form, or null when it does not fit the method's format. */
export function parsePayoutAccount(method: PayoutMethod, raw: string): string | null {
  return PAYOUT_METHOD_RULES[method].parse(raw.trim());
}

/** The fee of a payout of `amountMicros` by `method` (exact integers, percentages rounded up). */
export function payoutFeeMicros(method: PayoutMethod, amountMicros: number): number {
  const fee = PAYOUT_METHOD_RULES[method].fee;
  if (fee.type === 'fixed') return fee.micros;
  return (
    Math.floor(amountMicros / 10_000) * fee.basisPoints +
    Math.ceil(((amountMicros % 10_000) * fee.basisPoints) / 10_000)
  );
}

export const PAYOUT_ACCOUNT_MAX = 254;
/** The largest single payout (US$1,000,000). */
export const PAYOUT_AMOUNT_MAX_MICROS = MANUAL_AMOUNT_MAX_MICROS;
export const PAYOUTS_PAGE_SIZE = 50;
export const PAYOUT_REFERENCE_MAX = 200;
export const PAYOUT_REASON_MAX = 1000;
export const PARTNER_SUMMARY_DAYS_MAX = 366;

// ── Wallets ────────────────────────────────────────────────────────────────

export const WalletParamsSchema = z.object({ method: PayoutMethodSchema });
/** `PUT wallets/:method`; the format is checked per method by the server (PAYOUT_INVALID_ACCOUNT on `account`). */
export const SetWalletBodySchema = z.object({
  account: z.string().trim().min(1, 'required').max(PAYOUT_ACCOUNT_MAX, 'too_long'),
});
export type SetWalletBody = z.infer<typeof SetWalletBodySchema>;

export const PayoutMethodInfoSchema = z.object({
  method: PayoutMethodSchema,
  minimumMicros: z.number().int(),
  fee: PayoutFeeSchema,
  example: z.string(),
});
export type PayoutMethodInfo = z.infer<typeof PayoutMethodInfoSchema>;

export const WalletSchema = z.object({ method: PayoutMethodSchema, account: z.string(), confirmedAt: z.string() });
export type Wallet = z.infer<typeof WalletSchema>;

/** A change waiting for the mailed link to be followed. */
export const PendingWalletChangeSchema = z.object({
  method: PayoutMethodSchema,
  account: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingWalletChange = z.infer<typeof PendingWalletChangeSchema>;

export const WalletsReplySchema = z.object({
  methods: z.array(PayoutMethodInfoSchema),
  wallets: z.array(WalletSchema),
  pending: PendingWalletChangeSchema.nullable(),
});
export type WalletsReply = z.infer<typeof WalletsReplySchema>;

export const PendingReplySchema = z.object({ pending: PendingWalletChangeSchema.nullable() });
export type PendingReply = z.infer<typeof PendingReplySchema>;

/** `{ hash, userId }` of the link `/auth/edit_purse/{hash}/{userId}`. */
export const WalletConfirmSchema = MailLinkSchema;
export type WalletConfirm = z.infer<typeof WalletConfirmSchema>;

// ── Payouts ────────────────────────────────────────────────────────────────

export const PAYOUT_STATES = ['requested', 'paid', 'rejected'] as const;
export const PayoutStateSchema = z.enum(PAYOUT_STATES);
export type PayoutState = z.infer<typeof PayoutStateSchema>;

/**
 * Who may request payouts (the partner area's user types) and what each is paid out: a worker their
 * pay for solved tasks, a developer their commission from the software (soft_id) customers use.
 */
export const PAYOUT_USER_TYPES = ['worker', 'developer'] as const;
export const PAYOUT_EARNINGS = ['pay', 'commission'] as const;
export const PayoutEarningSchema = z.enum(PAYOUT_EARNINGS);
export type PayoutEarning = z.infer<typeof PayoutEarningSchema>;

/** What a payout of a user of this type pays out, or null when the type has no payouts. */
export function payoutEarningOf(userType: string | null): PayoutEarning | null {
  if (userType === 'worker') return 'pay';
  if (userType === 'developer') return 'commission';
  return null;
}

export const RequestPayoutBodySchema = z.object({
  method: PayoutMethodSchema,
  amountMicros: z.number().int().positive().max(PAYOUT_AMOUNT_MAX_MICROS),
  /**
   * Made once per intended payout (e.g. a UUID) and sent again on a retry: the retry answers with the
   * payout the first request made, and the money is held once. The same key with another method or
   * amount is PAYOUT_IDEMPOTENCY_CONFLICT.
   */
  idempotencyKey: z.string().min(1, 'required').max(IDEMPOTENCY_KEY_MAX, 'too_long').optional(),
});
export type RequestPayoutBody = z.infer<typeof RequestPayoutBodySchema>;

export const PayoutSchema = z.object({
  id: z.number().int(),
  method: PayoutMethodSchema,
  /** The account at the time of the request. */
  account: z.string(),
  /** Leaves the balance. Accepted complaints may take pay back from a payout not yet paid: it shrinks. */
  amountMicros: z.number().int(),
  /** Taken back from this payout by accepted complaints while it waited (already out of `amountMicros`). */
  refundedMicros: z.number().int(),
  feeMicros: z.number().int(),
  /** What is sent: amount − fee. */
  netMicros: z.number().int(),
  state: PayoutStateSchema,
  /** The payment's reference (paid) or the reason (rejected). */
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutsQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export const PayoutsReplySchema = z.object({ items: z.array(PayoutSchema), totalCount: z.number().int() });
export type PayoutsReply = z.infer<typeof PayoutsReplySchema>;

export const AdminPayoutSchema = PayoutSchema.extend({
  /** The payee: a worker or a developer (the names are the worker's for history). */
  workerId: z.number().int(),
  workerEmail: z.string().nullable(),
  /** What is paid out: a worker's pay or a developer's commission. */
  earning: PayoutEarningSchema,
});
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;
export const AdminPayoutsQuerySchema = PayoutsQuerySchema.extend({ state: PayoutStateSchema.optional() });
export const AdminPayoutsReplySchema = z.object({ items: z.array(AdminPayoutSchema), totalCount: z.number().int() });
export type AdminPayoutsReply = z.infer<typeof AdminPayoutsReplySchema>;

export const PayoutIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ApprovePayoutBodySchema = z.object({
  reference: z.string().trim().min(1, 'required').max(PAYOUT_REFERENCE_MAX, 'too_long'),
});
export const RejectPayoutBodySchema = z.object({
  reason: z.string().trim().min(1, 'required').max(PAYOUT_REASON_MAX, 'too_long'),
});

/**
 * The reason of a payout cancelled because accepted complaints took back so much of it that the rest
 * fell below the method's minimum (the rest went back to the balance). Shown translated to the worker.
 */
export const PAYOUT_REFUNDS_REASON =
  'Cancelled: accepted complaints took back part of the amount; the rest was below the minimum payout and went back to the balance.';

/** A path with its `:id` filled in. */
export function adminPayoutPath(path: (typeof PAYOUT_PATHS)['adminApprove' | 'adminReject'], id: number): string {
  return path.replace(':id', String(id));
}

// ── Summary ────────────────────────────────────────────────────────────────

export const PartnerSummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(PARTNER_SUMMARY_DAYS_MAX).default(30),
});

export const PartnerSummaryReplySchema = z.object({
  days: z.number().int(),
  balanceMicros: z.number().int(),
  /**
   * What a payout may take: earnings (pay and commission, net of refunds) less payouts requested or
   * paid, at most the balance, less the pay still within the complaint window (`pendingMicros`).
   * Payments, vouchers, promo bonuses and transfers are not paid out.
   */
  withdrawableMicros: z.number().int(),
  /** Pay settled less than COMPLAINT_WINDOW_MINUTES ago: withdrawable once the complaint window closes. */
  pendingMicros: z.number().int(),
  /** Requested payouts not yet paid or rejected. */
  inPayoutsMicros: z.number().int(),
  paidOutMicros: z.number().int(),
  /** Pay for solved tasks in the period, net of refunds taken back. */
  earnedMicros: z.number().int(),
  /** One entry per UTC day with earnings (`YYYY-MM-DD`), oldest first. */
  byDay: z.array(z.object({ day: z.string(), tasks: z.number().int(), micros: z.number().int() })),
  /** Per task kind, largest first. */
  byKind: z.array(z.object({ kind: z.string(), tasks: z.number().int(), micros: z.number().int() })),
  /** Answers customers confirmed and mistakes counted in the period. */
  /** Over the same days: confirmations and mistakes; accuracy and level as on the worker API. */
  standing: z.object({
    confirmations: z.number().int(),
    mistakes: z.number().int(),
    accuracy: z.number().nullable(),
    level: z.number().int(),
  }),
});
export type PartnerSummaryReply = z.infer<typeof PartnerSummaryReplySchema>;
