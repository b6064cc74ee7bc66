import { ApiDocArticleSchema, ApiDocIndexSchema, ApiDocsQuerySchema, API_DOCS_PATHS as P } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { ApiDocsService } from './api-docs.service.ts';

/** `GET /api/v1/api-docs` (the index) and `GET /api/v1/api-docs/{slug}` (spec §7, §9). */
export function apiDocsRoutes(deps: { docs: ApiDocsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      P.index,
      { schema: { querystring: ApiDocsQuerySchema, response: { 200: ApiDocIndexSchema } } },
      async (request) => deps.docs.index(request.query),
    );
    app.get(
      P.article,
      {
        schema: {
          params: z.object({ slug: z.string().max(64) }),
          querystring: ApiDocsQuerySchema,
          response: { 200: ApiDocArticleSchema },
        },
      },
      async (request) => {
        const article = await deps.docs.article(request.params.slug, request.query);
        if (!article) throw new AppError('ERROR_NOT_FOUND', 'no such documentation page');
        return article;
      },
    );
  };
}
