import {
  type Currency,
  PUBLIC_STATS_PATHS,
  type PublicGraph,
  type PublicGraphReply,
  type PublicPeriod,
  type PublicStatsReply,
} from '@crowdsolve/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

/** `GET /api/v2/public_statistics?currency=…`: the live figures and the price table. */
export function publicStatsQuery(api: RequestContext, currency: Currency) {
  return queryOptions({
    queryKey: ['publicStats', currency],
    queryFn: () => request<PublicStatsReply>(api, PUBLIC_STATS_PATHS.summary, { query: { currency } }),
    staleTime: 30_000,
    // Live figures: the open page follows them.
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/v2/public_statistics/graph/{graph}?currency&period`: one graph's series. */
export function publicGraphQuery(api: RequestContext, graph: PublicGraph, currency: Currency, period: PublicPeriod) {
  return queryOptions({
    queryKey: ['publicGraph', graph, currency, period],
    queryFn: () =>
      request<PublicGraphReply>(api, PUBLIC_STATS_PATHS.graph.replace(':graph', graph), {
        query: { currency, period },
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
