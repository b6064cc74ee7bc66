import { STATS_PATHS, type StatsGraphReply, type StatsRange, type StatsUploadsReply } from '@crowdsolve/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { buildUrl, type RequestContext, request } from '../../lib/request.ts';

/** Query keys of the statistics screens; `all` is a prefix of every one. */
export const statsKeys = {
  all: ['stats'] as const,
  uploads: (range: StatsRange) => ['stats', 'uploads', range.dateFrom, range.dateTo] as const,
  graph: (range: StatsRange) => ['stats', 'graph', range.dateFrom, range.dateTo] as const,
};

const rangeQuery = (range: StatsRange) => ({ dateFrom: range.dateFrom, dateTo: range.dateTo });

export const statsApi = {
  uploads: (ctx: RequestContext, range: StatsRange) =>
    request<StatsUploadsReply>(ctx, STATS_PATHS.uploads, { query: rangeQuery(range) }),
  graph: (ctx: RequestContext, range: StatsRange) =>
    request<StatsGraphReply>(ctx, STATS_PATHS.graph, { query: rangeQuery(range) }),
};

/** The address of the CSV file of a range (a plain download link: the cookie signs it in). */
export const uploadsCsvUrl = (range: StatsRange) =>
  buildUrl(STATS_PATHS.uploads, { ...rangeQuery(range), format: 'csv' });

/** `GET /api/v2/statistics/uploads`; the last range's figures stay shown while another loads. */
export function useUploads(range: StatsRange) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: statsKeys.uploads(range),
    queryFn: () => statsApi.uploads(api, range),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/v2/statistics/graph`. */
export function useGraph(range: StatsRange) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: statsKeys.graph(range),
    queryFn: () => statsApi.graph(api, range),
    placeholderData: keepPreviousData,
  });
}
