import { z } from './zod.ts';

// The software catalogue's statistics (see catalog.ts for the routes).

// ---------- statistics ----------

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
export const SoftwareStatsQuerySchema = z.object({ dateFrom: day.optional(), dateTo: day.optional() });
export type SoftwareStatsQuery = z.infer<typeof SoftwareStatsQuerySchema>;

export const SoftwareStatsDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Tasks sent with the soft_id that day. */
  tasks: z.number().int(),
  /** Distinct customers who sent them. */
  users: z.number().int(),
});

export const SoftwarePublicStatsReplySchema = z.object({
  softId: z.number().int(),
  slug: z.string().nullable(),
  name: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Every day of the period, oldest first (zeros included). */
  days: z.array(SoftwareStatsDaySchema),
  /** Tasks over the period, and distinct customers over the whole period (not a sum of days). */
  totals: z.object({ tasks: z.number().int(), users: z.number().int() }),
});
export type SoftwarePublicStatsReply = z.infer<typeof SoftwarePublicStatsReplySchema>;

export const SoftwareOwnerStatsReplySchema = SoftwarePublicStatsReplySchema.extend({
  days: z.array(
    SoftwareStatsDaySchema.extend({
      /** The developer's commission from that day's solved tasks, micro-dollars. */
      commissionMicros: z.number().int(),
    }),
  ),
  totals: z.object({ tasks: z.number().int(), users: z.number().int(), commissionMicros: z.number().int() }),
});
export type SoftwareOwnerStatsReply = z.infer<typeof SoftwareOwnerStatsReplySchema>;
