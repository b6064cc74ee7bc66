import { CurrencySchema, RateSourceSchema } from './pricing.ts';
import { z } from './zod.ts';

/** The staff home (`/p/admin`, `/p/moderator`): what waits for staff, counted in the database. */
export const STAFF_PATHS = {
  overview: '/api/v2/admin/overview',
} as const;

/** A reference rate older than this many days (by its date) is stale: the daily fetch is not arriving. */
export const RATE_STALE_DAYS = 4;

export const StaffRateStateSchema = z.object({
  currency: CurrencySchema,
  /** missing: no rate at all (prices show in USD); stale: a fetched or demo rate older than RATE_STALE_DAYS. */
  state: z.enum(['ok', 'missing', 'stale']),
  rateDate: z.string().nullable(),
  source: RateSourceSchema.nullable(),
});
export type StaffRateState = z.infer<typeof StaffRateStateSchema>;

/** Figures for admins; null for a user who is not an admin (a moderator sees only their own part). */
export const StaffAdminOverviewSchema = z.object({
  /** Payout requests waiting for an admin to pay or reject. */
  payoutsRequested: z.number().int(),
  /** Workers with at least one flag no admin has reviewed yet. */
  workersFlagged: z.number().int(),
  workersSuspended: z.number().int(),
  /** Workers (not deleted) without admission to paid work. */
  workersNotAdmitted: z.number().int(),
  /** Active control tasks used in training and as golden tasks. */
  controlTraining: z.number().int(),
  controlGolden: z.number().int(),
  /** Mails kept in the outbox (not sent: no mail server in this environment) and mails that failed. */
  mailOutbox: z.number().int(),
  mailFailed: z.number().int(),
  rates: z.array(StaffRateStateSchema),
});
export type StaffAdminOverview = z.infer<typeof StaffAdminOverviewSchema>;

export const StaffOverviewReplySchema = z.object({
  admin: StaffAdminOverviewSchema.nullable(),
});
export type StaffOverviewReply = z.infer<typeof StaffOverviewReplySchema>;
