import { CurrencySchema, CustomerPricesReplySchema } from './pricing.ts';
import { PUBLIC_DEFAULT_PERIOD, PUBLIC_GRAPHS, PUBLIC_PERIODS } from './public-stats.constants.ts';
import { z } from './zod.ts';

/**
 * Public statistics (spec §7: /api/v2/public_statistics and its graphs; pages /public_statistics/*).
 * Figures come from the database: the tasks (demo accounts' tasks and demo workers never count),
 * the worker presence shared by every server process, and the price table. Graphs read the
 * samples one process of the cluster writes every minute (rolled up into hours and days).
 */
export * from './public-stats.constants.ts';

export const PublicGraphSchema = z.enum(PUBLIC_GRAPHS);
export const PublicPeriodSchema = z.enum(PUBLIC_PERIODS);

export const PublicStatsQuerySchema = z.object({ currency: CurrencySchema.default('USD') });

export const PublicStatsReplySchema = z.object({
  /** Workers seen by the worker API within the last minute. */
  workersOnline: z.number().int(),
  /** Average seconds from submission to answer over the tasks solved in the last 24 hours; null if none. */
  avgSolveSeconds: z.number().nullable(),
  /** Average seconds a task waited for the worker who solved it, same tasks; null if none. */
  avgWaitSeconds: z.number().nullable(),
  /** Tasks solved since midnight UTC. */
  solvedToday: z.number().int(),
  /** Tasks waiting in the queue for a worker now. */
  queueLength: z.number().int(),
  /** Customers' prices per 1000 in the currency asked for (USD when no rate is known: see `currency`). */
  prices: CustomerPricesReplySchema,
  /** The address clients send tasks to (PUBLIC_URL): the home page's API example uses its scheme. */
  publicUrl: z.string(),
  /** When the figures were read (ISO). */
  at: z.string(),
});
export type PublicStatsReply = z.infer<typeof PublicStatsReplySchema>;

export const PublicGraphParamsSchema = z.object({ graph: PublicGraphSchema });
export const PublicGraphQuerySchema = z.object({
  currency: CurrencySchema.default('USD'),
  period: PublicPeriodSchema.default(PUBLIC_DEFAULT_PERIOD),
});
export type PublicGraphQuery = z.infer<typeof PublicGraphQuerySchema>;

/** What a series' numbers are: a count, seconds, or money per 1000 tasks in the reply's currency. */
export const PublicSeriesFormatSchema = z.enum(['count', 'seconds', 'money']);
export type PublicSeriesFormat = z.infer<typeof PublicSeriesFormatSchema>;

export const PublicGraphReplySchema = z.object({
  graph: PublicGraphSchema,
  period: PublicPeriodSchema,
  resolution: z.enum(['hour', 'day']),
  /** Money series are in this currency (USD when no rate is known for the one asked for). */
  currency: CurrencySchema,
  rate: z.number(),
  rateDate: z.string().nullable(),
  rateSource: CustomerPricesReplySchema.shape.rateSource,
  /** Start of each bucket (ISO, UTC), oldest first. */
  at: z.array(z.string()),
  series: z.array(
    z.object({
      /** `image`/`token` (prices), `solveSeconds`, `waitSeconds`, `queueLength`, `solved`, `workersOnline`. */
      key: z.string(),
      format: PublicSeriesFormatSchema,
      /** One value per bucket; null where no sample was taken. */
      values: z.array(z.number().nullable()),
    }),
  ),
});
export type PublicGraphReply = z.infer<typeof PublicGraphReplySchema>;
