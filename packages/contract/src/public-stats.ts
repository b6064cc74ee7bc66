import { CurrencySchema, CustomerPricesReplySchema } from './pricing.ts';
import { z } from './zod.ts';

/**
 * Public statistics (spec §7: /api/v2/public_statistics and its graphs; pages /public_statistics/*).
 * Figures come from the database: the tasks (demo accounts' tasks and demo workers never count),
 * the worker presence shared by every server process, and the price table. Graphs read the
 * samples one process of the cluster writes every minute (rolled up into hours and days).
 */
export const PUBLIC_STATS_PATHS = {
  /** GET `?currency`: the current figures and the price table in that currency. */
  summary: '/api/v2/public_statistics',
  /** GET `?currency&period`: one graph's series (`:graph` is one of PUBLIC_GRAPHS). */
  graph: '/api/v2/public_statistics/graph/:graph',
} as const;

/**
 * The graphs and the page that shows each one:
 * - `devprice`  → /public_statistics/customer-rate           (customers' price per 1000, image and token captchas)
 * - `devspeed`  → /public_statistics/customer-solving-speed  (average seconds from submission to answer)
 * - `devload`   → /public_statistics/service-load            (tasks waiting in the queue, tasks solved)
 * - `devonline` → /public_statistics/workers-online          (workers online)
 * - `workspeed` → /public_statistics/waiting-time            (average seconds a task waits for a worker)
 * - `workprice` → /public_statistics/employee-rate           (workers' pay per 1000, image and token captchas)
 */
export const PUBLIC_GRAPHS = ['devprice', 'devspeed', 'devload', 'devonline', 'workspeed', 'workprice'] as const;
export const PublicGraphSchema = z.enum(PUBLIC_GRAPHS);
export type PublicGraph = z.infer<typeof PublicGraphSchema>;

/** The page slug (under /public_statistics/) of each graph. */
export const PUBLIC_GRAPH_PAGES: Record<PublicGraph, string> = {
  devprice: 'customer-rate',
  devspeed: 'customer-solving-speed',
  devload: 'service-load',
  devonline: 'workers-online',
  workspeed: 'waiting-time',
  workprice: 'employee-rate',
};

/** Windows a graph shows; 7 days by default (spec §9). 24 h and 7 d by the hour, 30 d and 1 y by the day. */
export const PUBLIC_PERIODS = ['24h', '7d', '30d', '1y'] as const;
export const PublicPeriodSchema = z.enum(PUBLIC_PERIODS);
export type PublicPeriod = z.infer<typeof PublicPeriodSchema>;
export const PUBLIC_DEFAULT_PERIOD: PublicPeriod = '7d';

/** Task types are grouped for prices: image captchas (solved by looking) and token captchas. */
export const PUBLIC_KIND_GROUPS = ['image', 'token'] as const;
export type PublicKindGroup = (typeof PUBLIC_KIND_GROUPS)[number];

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
