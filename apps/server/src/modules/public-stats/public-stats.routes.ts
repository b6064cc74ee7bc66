import {
  PUBLIC_STATS_PATHS,
  PublicGraphParamsSchema,
  PublicGraphQuerySchema,
  PublicGraphReplySchema,
  PublicStatsQuerySchema,
  PublicStatsReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicStatsService } from './public-stats.service.ts';

/** Public, cacheable for a short while: the figures move by the minute. */
const CACHE = 'public, max-age=10';

/** `GET /api/v2/public_statistics` and `GET /api/v2/public_statistics/graph/{graph}` (spec §7). */
export function publicStatsRoutes(deps: { stats: PublicStatsService }): FastifyPluginAsyncZod {
  const { stats } = deps;
  return async (app) => {
    app.get(
      PUBLIC_STATS_PATHS.summary,
      { schema: { querystring: PublicStatsQuerySchema, response: { 200: PublicStatsReplySchema } } },
      async (request, reply) => {
        reply.header('cache-control', CACHE);
        return stats.summary(request.query.currency);
      },
    );
    app.get(
      PUBLIC_STATS_PATHS.graph,
      {
        schema: {
          params: PublicGraphParamsSchema,
          querystring: PublicGraphQuerySchema,
          response: { 200: PublicGraphReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE);
        return stats.graph(request.params.graph, request.query);
      },
    );
  };
}
