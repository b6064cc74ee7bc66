import {
  STATS_PATHS,
  StatsGraphQuerySchema,
  StatsGraphReplySchema,
  StatsUploadsQuerySchema,
  StatsUploadsReplySchema,
  statsUploadsCsvName,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { StatsService } from './stats.service.ts';
import { uploadsCsv } from './uploads-csv.ts';

/** The signed-in owner of an API key (customer or developer): their own tasks; else ERROR_FORBIDDEN. */
function requireTaskOwner(request: FastifyRequest): number {
  const principal = requireUser(request);
  if (principal.userType !== 'customer' && principal.userType !== 'developer') throw new AppError('ERROR_FORBIDDEN');
  return principal.userId;
}

/** The customer's statistics (spec: /statistics/uploads, /statistics/graph_captures). */
export function statsRoutes(deps: { stats: StatsService }): FastifyPluginAsyncZod {
  const { stats } = deps;
  return async (app) => {
    app.get(
      STATS_PATHS.uploads,
      {
        schema: {
          querystring: StatsUploadsQuerySchema,
          // JSON, or the CSV file as text (a string is sent as it is, not serialized).
          response: { 200: z.union([StatsUploadsReplySchema, z.string()]) },
        },
      },
      async (request, reply) => {
        const customerId = requireTaskOwner(request);
        const { format, ...range } = request.query;
        const uploads = await stats.uploads(customerId, range);
        if (format === 'json') return uploads;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${statsUploadsCsvName(uploads)}"`)
          .header('cache-control', 'private, no-store')
          .send(uploadsCsv(uploads));
      },
    );

    app.get(
      STATS_PATHS.graph,
      { schema: { querystring: StatsGraphQuerySchema, response: { 200: StatsGraphReplySchema } } },
      async (request) => stats.graph(requireTaskOwner(request), request.query),
    );
  };
}
