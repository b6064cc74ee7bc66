import { z } from './zod.ts';

/**
 * The customer's statistics (spec §2: /statistics/uploads, /statistics/graph_captures): their
 * tasks per UTC day and task kind, what they cost, and how fast they were solved.
 *
 * A task counts on the day it was submitted (UTC); its cost is what its settle charged (every
 * answer of a 100 % recognition task) less an accepted complaint's refund, from the ledger.
 */

export const STATS_PATHS = {
  /** GET `?dateFrom&dateTo&format=json|csv`: rows per day and task kind, with totals. */
  uploads: '/api/v2/statistics/uploads',
  /** GET `?dateFrom&dateTo`: one point per day (every day of the range, zeros included). */
  graph: '/api/v2/statistics/graph',
} as const;

/** The default statistics window (spec §9): the last 7 days, today included. */
export const STATS_DEFAULT_DAYS = 7;
/** The longest range one call may ask for, in days (both ends included). */
export const STATS_MAX_DAYS = 366;

/** Validation codes of a range (translated by the web under `stats:range.errors`). */
export type StatsRangeIssue = 'invalid_date' | 'range_order' | 'range_too_long';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar day written `YYYY-MM-DD`, from the year 2000 to 2999. */
export function isStatsDay(day: string): boolean {
  if (!DAY_PATTERN.test(day) || day < '2000' || day >= '3000') return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** `day` moved by `days` (negative: back). */
export function addStatsDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function statsDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function statsDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addStatsDays(day, 1)) days.push(day);
  return days;
}

export const StatsDaySchema = z.string().trim().refine(isStatsDay, { error: 'invalid_date' });

/** The date filter as sent (either end may be left out; see `resolveStatsRange`). */
export const StatsRangeQuerySchema = z.object({
  dateFrom: StatsDaySchema.optional(),
  dateTo: StatsDaySchema.optional(),
});
export type StatsRangeQuery = z.infer<typeof StatsRangeQuerySchema>;

export interface StatsRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * The range a query asks for: a missing `dateTo` is today, a missing `dateFrom` the day
 * that makes a 7-day window ending on `dateTo`. Refused: `dateFrom` after `dateTo`, or more than
 * `STATS_MAX_DAYS` days. The server and the web's date filter both decide with this.
 */
export function resolveStatsRange(
  query: { dateFrom?: string | undefined; dateTo?: string | undefined },
  today: string,
): { ok: true; range: StatsRange } | { ok: false; field: 'dateFrom' | 'dateTo'; issue: StatsRangeIssue } {
  if (query.dateFrom !== undefined && !isStatsDay(query.dateFrom)) {
    return { ok: false, field: 'dateFrom', issue: 'invalid_date' };
  }
  if (query.dateTo !== undefined && !isStatsDay(query.dateTo)) {
    return { ok: false, field: 'dateTo', issue: 'invalid_date' };
  }
  const dateTo = query.dateTo ?? today;
  const dateFrom = query.dateFrom ?? addStatsDays(dateTo, -(STATS_DEFAULT_DAYS - 1));
  if (dateFrom > dateTo) return { ok: false, field: 'dateFrom', issue: 'range_order' };
  if (statsDaysBetweenCount(dateFrom, dateTo) > STATS_MAX_DAYS) {
    return { ok: false, field: 'dateFrom', issue: 'range_too_long' };
  }
  return { ok: true, range: { dateFrom, dateTo } };
}

/** How many days `from`..`to` spans, both included. */
export function statsDaysBetweenCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

// ── Uploads: per day and task kind ──────────────────────────────────────────

export const StatsUploadsQuerySchema = StatsRangeQuerySchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
});
export type StatsUploadsQuery = z.infer<typeof StatsUploadsQuerySchema>;

const Count = z.number().int().min(0);

export const StatsCountsSchema = z.object({
  /** Tasks submitted. */
  submitted: Count,
  /** Of them: solved, and ended unsolvable (nothing charged). */
  solved: Count,
  unsolvable: Count,
  /** Solved tasks whose complaint was accepted (the charge refunded). */
  refunded: Count,
  /** Charged less refunded, micro-dollars. */
  costMicros: z.number().int(),
});
export type StatsCounts = z.infer<typeof StatsCountsSchema>;

export const StatsUploadsRowSchema = StatsCountsSchema.extend({
  /** UTC day the tasks were submitted, `YYYY-MM-DD`. */
  day: z.string(),
  /** The task kind (`image_text`, `recaptcha_v2`, … as in `TASK_KINDS`). */
  kind: z.string(),
});
export type StatsUploadsRow = z.infer<typeof StatsUploadsRowSchema>;

export const StatsUploadsReplySchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Days are calendar days of this time zone. */
  timeZone: z.literal('UTC'),
  /** Days with tasks only, oldest first; kinds in alphabetical order within a day. */
  rows: z.array(StatsUploadsRowSchema),
  totals: StatsCountsSchema,
});
export type StatsUploadsReply = z.infer<typeof StatsUploadsReplySchema>;

/** The CSV file's columns, in order (money as decimal dollars with 6 places). */
export const STATS_UPLOADS_CSV_COLUMNS = [
  'day',
  'kind',
  'submitted',
  'solved',
  'unsolvable',
  'refunded',
  'cost_usd',
] as const;

/** The download name of the CSV file of a range. */
export const statsUploadsCsvName = (range: StatsRange) => `uploads-${range.dateFrom}-${range.dateTo}.csv`;

// ── Graph: one point per day ───────────────────────────────────────────────

export const StatsGraphQuerySchema = StatsRangeQuerySchema;
export type StatsGraphQuery = z.infer<typeof StatsGraphQuerySchema>;

export const StatsGraphDaySchema = z.object({
  day: z.string(),
  submitted: Count,
  solved: Count,
  /** Mean time from submission to answer of the day's solved tasks, seconds; null: none solved. */
  avgSolveSeconds: z.number().min(0).nullable(),
  /** Charged less refunded, micro-dollars. */
  spendMicros: z.number().int(),
});
export type StatsGraphDay = z.infer<typeof StatsGraphDaySchema>;

export const StatsGraphReplySchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  timeZone: z.literal('UTC'),
  /** Every day of the range, oldest first (days without tasks as zeros). */
  days: z.array(StatsGraphDaySchema),
});
export type StatsGraphReply = z.infer<typeof StatsGraphReplySchema>;
