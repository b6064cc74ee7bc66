import { MANUAL_AMOUNT_MAX_MICROS, MICROS_PER_DOLLAR } from './billing.ts';
import { MailLinkSchema } from './identity.ts';
import { z } from './zod.ts';

/**
 * Money between users and codes that credit a balance. Amounts are integer micro-dollars.
 *
 * - A transfer sends part of the sender's balance to another user. It is requested signed in and
 *   made only when the sender follows the link mailed to them (`/pay/send_user_hash/{hash}/{userId}`,
 *   single-use, 24 hours); the money moves then, as one ledger `transfer` (key `transfer:{id}`).
 * - A voucher is a prepaid code an admin generates (shown once); any customer redeems it once.
 * - A promo code is a text an admin chooses; each customer redeems it at most once, for a bonus.
 */

export const TRANSFER_PATHS = {
  /** GET `?page`: the signed-in user's transfers, sent and received, newest first; POST requests one. */
  transfers: '/api/v2/pay/transfers',
  /** POST: the sender cancels a pending transfer. */
  cancel: '/api/v2/pay/transfers/:id/cancel',
  /** GET `?hash&userId`: the transfer of a mailed link; POST `{ hash, userId }` makes it (once). */
  confirm: '/api/v2/pay/transfers/confirm',
  /** POST `{ hash, userId }`: cancels the transfer of a mailed link. */
  confirmCancel: '/api/v2/pay/transfers/confirm/cancel',
  /** POST `{ code }`: redeems a voucher or a promo code; GET: the user's redeemed codes. */
  redeem: '/api/v2/pay/redeem',
  /** Admin: GET `?state&page` the vouchers, POST generates some; disable one. */
  adminVouchers: '/api/v2/admin/vouchers',
  adminVoucherDisable: '/api/v2/admin/vouchers/:id/disable',
  /** Admin: GET `?page` the promo codes, POST creates one; PUT `{ active }` turns one on or off. */
  adminPromoCodes: '/api/v2/admin/promocodes',
  adminPromoCodeActive: '/api/v2/admin/promocodes/:id/active',
} as const;

/** A path with its `:id` filled in. */
export function transferPath(path: string, id: number): string {
  return path.replace(':id', String(id));
}

/** Where the confirmation mail of a transfer points: `/pay/send_user_hash/{hash}/{userId}`. */
export const TRANSFER_CONFIRM_WEB_PATH = '/pay/send_user_hash';

/** The smallest transfer (US$1). */
export const TRANSFER_MIN_MICROS = MICROS_PER_DOLLAR;
export const TRANSFER_MAX_MICROS = MANUAL_AMOUNT_MAX_MICROS;
export const TRANSFERS_PAGE_SIZE = 20;
export const TRANSFER_RECIPIENT_MAX = 254;

const isoTime = z.string().describe('ISO 8601 time (UTC)');
const Amount = z.number().int('integer').positive('positive');
export const TransferIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const TransferPageQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

// ── Transfers ──────────────────────────────────────────────────────────────

/**
 * `pending` waits for the sender's link (shown as `expired` once its link ran out); `completed`
 * moved the money; `failed` moved nothing (the balance no longer covered it, or the recipient's
 * account was closed); `cancelled` by the sender.
 */
export const TRANSFER_STATES = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export const TransferStateSchema = z.enum(TRANSFER_STATES);
export type TransferState = z.infer<typeof TransferStateSchema>;

export const TRANSFER_FAILURES = ['insufficient_funds', 'recipient_unavailable'] as const;
export const TransferFailureSchema = z.enum(TRANSFER_FAILURES);
export type TransferFailure = z.infer<typeof TransferFailureSchema>;

/** `POST transfers`: the recipient by email address or user id (`123` or `#123`). */
export const CreateTransferBodySchema = z.object({
  recipient: z.string().trim().min(1, 'required').max(TRANSFER_RECIPIENT_MAX, 'too_long'),
  amountMicros: Amount.max(TRANSFER_MAX_MICROS, 'too_large'),
});
export type CreateTransferBody = z.infer<typeof CreateTransferBodySchema>;

/** The other side of a transfer: its user id and a masked address (`a***@example.com`). */
export const CounterpartSchema = z.object({ userId: z.number().int(), email: z.string().nullable() });
export type Counterpart = z.infer<typeof CounterpartSchema>;

export const TransferSchema = z.object({
  id: z.number().int(),
  /** Seen from the signed-in user (a link page: from the sender). */
  direction: z.enum(['sent', 'received']),
  counterpart: CounterpartSchema,
  amountMicros: z.number().int(),
  state: TransferStateSchema,
  failure: TransferFailureSchema.nullable(),
  createdAt: isoTime,
  expiresAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TransfersReplySchema = z.object({
  items: z.array(TransferSchema),
  totalCount: z.number().int(),
  minimumMicros: z.number().int(),
});
export type TransfersReply = z.infer<typeof TransfersReplySchema>;

/** `{ hash, userId }` of the link `/pay/send_user_hash/{hash}/{userId}` (userId: the sender). */
export const TransferLinkSchema = MailLinkSchema;
export type TransferLink = z.infer<typeof TransferLinkSchema>;

// ── Vouchers and promo codes: redeeming ────────────────────────────────────

export const REDEEM_CODE_MAX = 64;
export const RedeemBodySchema = z.object({
  code: z.string().trim().min(1, 'required').max(REDEEM_CODE_MAX, 'too_long'),
});
export type RedeemBody = z.infer<typeof RedeemBodySchema>;

export const RedeemKindSchema = z.enum(['voucher', 'promo']);
export type RedeemKind = z.infer<typeof RedeemKindSchema>;

export const RedeemReplySchema = z.object({
  kind: RedeemKindSchema,
  amountMicros: z.number().int(),
  balanceMicros: z.number().int(),
});
export type RedeemReply = z.infer<typeof RedeemReplySchema>;

/** One redeemed code: a voucher by its last characters, a promo code by its text. */
export const RedemptionSchema = z.object({
  kind: RedeemKindSchema,
  code: z.string(),
  amountMicros: z.number().int(),
  redeemedAt: isoTime,
});
export type Redemption = z.infer<typeof RedemptionSchema>;
export const RedemptionsReplySchema = z.object({ items: z.array(RedemptionSchema) });
export type RedemptionsReply = z.infer<typeof RedemptionsReplySchema>;

/**
 * Voucher codes: 16 characters of Crockford's base-32 alphabet (80 random bits) in groups of 4.
 * Typed codes are read forgivingly: any case, spaces or dashes, O for 0 and I or L for 1.
 */
export const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_CODE_LENGTH = 16;

export function normalizeVoucherCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== VOUCHER_CODE_LENGTH) return null;
  for (const c of code) if (!VOUCHER_ALPHABET.includes(c)) return null;
  return code;
}

/** `ABCD-EFGH-JKMN-PQRS`. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Promo codes: 3 to 40 letters, digits, `_` or `-`, kept upper-case (typed in any case). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

// ── Admin ──────────────────────────────────────────────────────────────────

export const VOUCHER_COUNT_MAX = 500;
export const VOUCHER_NOTE_MAX = 200;
export const VOUCHERS_PAGE_SIZE = 50;
export const PROMO_CODES_PAGE_SIZE = 50;

const FutureTime = z.iso.datetime({ offset: true, message: 'invalid_date' });

export const CreateVouchersBodySchema = z.object({
  amountMicros: Amount.max(MANUAL_AMOUNT_MAX_MICROS, 'too_large'),
  count: z.number().int('integer').min(1, 'too_small').max(VOUCHER_COUNT_MAX, 'too_large'),
  expiresAt: FutureTime.nullable().optional(),
  note: z.string().trim().max(VOUCHER_NOTE_MAX, 'too_long').optional(),
});
export type CreateVouchersBody = z.infer<typeof CreateVouchersBodySchema>;

export const VOUCHER_STATES = ['active', 'redeemed', 'expired', 'disabled'] as const;
export const VoucherStateSchema = z.enum(VOUCHER_STATES);
export type VoucherState = z.infer<typeof VoucherStateSchema>;

export const AdminVoucherSchema = z.object({
  id: z.number().int(),
  /** The last characters of the code (the whole code is shown once, when generated). */
  codeHint: z.string(),
  amountMicros: z.number().int(),
  note: z.string().nullable(),
  state: VoucherStateSchema,
  expiresAt: isoTime.nullable(),
  createdAt: isoTime,
  redeemedBy: CounterpartSchema.nullable(),
  redeemedAt: isoTime.nullable(),
  disabledAt: isoTime.nullable(),
});
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;

/** The generated vouchers with their whole codes: the only time the codes are shown. */
export const CreateVouchersReplySchema = z.object({
  items: z.array(AdminVoucherSchema.extend({ code: z.string() })),
});
export type CreateVouchersReply = z.infer<typeof CreateVouchersReplySchema>;

export const AdminVouchersQuerySchema = TransferPageQuerySchema.extend({ state: VoucherStateSchema.optional() });
export const AdminVouchersReplySchema = z.object({ items: z.array(AdminVoucherSchema), totalCount: z.number().int() });
export type AdminVouchersReply = z.infer<typeof AdminVouchersReplySchema>;

export const CreatePromoCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, 'invalid_promo_code')),
  amountMicros: Amount.max(MANUAL_AMOUNT_MAX_MICROS, 'too_large'),
  expiresAt: FutureTime.nullable().optional(),
  maxRedemptions: z.number().int('integer').min(1, 'too_small').max(10_000_000, 'too_large').nullable().optional(),
});
export type CreatePromoCodeBody = z.infer<typeof CreatePromoCodeBodySchema>;

export const PromoCodeStateSchema = z.enum(['active', 'expired', 'exhausted', 'disabled']);
export type PromoCodeState = z.infer<typeof PromoCodeStateSchema>;

export const AdminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amountMicros: z.number().int(),
  state: PromoCodeStateSchema,
  expiresAt: isoTime.nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  createdAt: isoTime,
  disabledAt: isoTime.nullable(),
});
export type AdminPromoCode = z.infer<typeof AdminPromoCodeSchema>;

export const AdminPromoCodesReplySchema = z.object({
  items: z.array(AdminPromoCodeSchema),
  totalCount: z.number().int(),
});
export type AdminPromoCodesReply = z.infer<typeof AdminPromoCodesReplySchema>;

export const PromoCodeActiveBodySchema = z.object({ active: z.boolean() });
export type PromoCodeActiveBody = z.infer<typeof PromoCodeActiveBodySchema>;
