import { z } from './zod.ts';

/**
 * Billing: balances and the movements of the ledger. Money is an integer number of micro-dollars
 * (US$0.001 = 1000); the web converts to the user's currency when it renders.
 */

export const CURRENCY = 'USD' as const;
export const MICROS_PER_DOLLAR = 1_000_000;
/** The largest amount an admin may credit or debit by hand in one go (US$1,000,000). */
export const MANUAL_AMOUNT_MAX_MICROS = 1_000_000 * MICROS_PER_DOLLAR;
export const IDEMPOTENCY_KEY_MAX = 200;
export const BILLING_MOVEMENTS_PAGE_SIZE = 50;

export const LedgerTransactionKindSchema = z.enum([
  'hold',
  'settle',
  'release',
  'refund',
  'credit',
  'debit',
  'transfer',
  'purchase',
]);
export type LedgerTransactionKind = z.infer<typeof LedgerTransactionKindSchema>;

/** Which of the user's two accounts an entry touched: the spendable balance or the money held for work. */
export const MovementAccountSchema = z.enum(['balance', 'hold']);
export type MovementAccount = z.infer<typeof MovementAccountSchema>;

/** `GET /api/v2/billing/balance`: the spendable balance and what is held for submitted work. */
export const BalanceReplySchema = z.object({
  balanceMicros: z.number().int(),
  heldMicros: z.number().int(),
  currency: z.literal(CURRENCY),
});
export type BalanceReply = z.infer<typeof BalanceReplySchema>;

/** One entry on one of the user's accounts. */
export const MovementSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: LedgerTransactionKindSchema,
  account: MovementAccountSchema,
  /** Signed: positive when money came into the account. */
  amountMicros: z.number().int(),
  /** The account's balance right after this movement. */
  balanceAfterMicros: z.number().int(),
  /** What the movement is for, e.g. `task:123`. */
  reference: z.string().nullable(),
  /** A note, e.g. the reason an admin gave for a manual credit. */
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

export const MovementsQuerySchema = z.object({ page: z.coerce.number().int().min(0).default(0) });
export type MovementsQuery = z.infer<typeof MovementsQuerySchema>;

/** `GET /api/v2/billing/movements`: newest first, `BILLING_MOVEMENTS_PAGE_SIZE` a page. */
export const MovementsReplySchema = z.object({ records: z.array(MovementSchema), totalCount: z.number().int() });
export type MovementsReply = z.infer<typeof MovementsReplySchema>;

/** The admin's view of a movement also names the admin who made it by hand. */
export const AdminMovementSchema = MovementSchema.extend({ createdBy: z.number().int().nullable() });
export type AdminMovement = z.infer<typeof AdminMovementSchema>;
export const AdminMovementsReplySchema = z.object({
  records: z.array(AdminMovementSchema),
  totalCount: z.number().int(),
});
export type AdminMovementsReply = z.infer<typeof AdminMovementsReplySchema>;

/** `POST /api/v2/admin/users/:id/balance`: a manual credit or debit with a reason. */
export const AdminBalanceBodySchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amountMicros: z.number().int('integer').positive('positive').max(MANUAL_AMOUNT_MAX_MICROS, 'too_large'),
  reason: z.string().trim().min(1, 'required').max(500, 'too_long'),
  /** Made once per intended movement (e.g. a UUID) and sent again on a retry: money moves once. */
  idempotencyKey: z.string().min(1, 'required').max(IDEMPOTENCY_KEY_MAX, 'too_long'),
});
export type AdminBalanceBody = z.infer<typeof AdminBalanceBodySchema>;

export const AdminBalanceReplySchema = BalanceReplySchema.extend({
  userId: z.number().int(),
  transactionId: z.number().int(),
  /** True when the key had been used already and nothing moved this time. */
  replayed: z.boolean(),
});
export type AdminBalanceReply = z.infer<typeof AdminBalanceReplySchema>;

/** API paths of the billing domain. `:id` is a user id. */
export const BILLING_PATHS = {
  balance: '/api/v2/billing/balance',
  movements: '/api/v2/billing/movements',
  adminUserBalance: '/api/v2/admin/users/:id/balance',
  adminUserMovements: '/api/v2/admin/users/:id/movements',
} as const;

/** A billing path with its `:id` filled in. */
export function billingPath(path: (typeof BILLING_PATHS)[keyof typeof BILLING_PATHS], id: number): string {
  return path.replace(':id', String(id));
}

/** Micro-dollars as a dollar number, for display only (never for arithmetic on money). */
export function microsToDollars(micros: number): number {
  return micros / MICROS_PER_DOLLAR;
}
