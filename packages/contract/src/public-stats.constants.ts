/** Zod-free part of the public statistics (see site.constants.ts for why). */

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
export type PublicGraph = (typeof PUBLIC_GRAPHS)[number];

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
export type PublicPeriod = (typeof PUBLIC_PERIODS)[number];
export const PUBLIC_DEFAULT_PERIOD: PublicPeriod = '7d';

/** Task types are grouped for prices: image captchas (solved by looking) and token captchas. */
export const PUBLIC_KIND_GROUPS = ['image', 'token'] as const;
export type PublicKindGroup = (typeof PUBLIC_KIND_GROUPS)[number];
