import {
  CatalogCategoriesReplySchema,
  CatalogItemDetailSchema,
  CatalogListQuerySchema,
  CatalogListReplySchema,
  DeveloperSoftwareSchema,
  CATALOG_PATHS as P,
  RefParamsSchema,
  SlugParamsSchema,
  SoftwareFormBodySchema,
  SoftwareOwnerStatsReplySchema,
  SoftwarePublicStatsReplySchema,
  SoftwareStatsQuerySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { CatalogService } from './catalog.service.ts';
import type { CatalogStats } from './catalog.stats.ts';

const minute = 60_000;

/** The signed-in developer's id, else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
export function requireDeveloper(request: FastifyRequest): number {
  const principal = requireUser(request);
  if (principal.userType !== 'developer') throw new AppError('ERROR_FORBIDDEN');
  return principal.userId;
}

/** The public catalogue, the developer's catalogue form and the statistics of items. */
export function catalogRoutes(deps: { catalog: CatalogService; stats: CatalogStats }): FastifyPluginAsyncZod {
  const { catalog, stats } = deps;
  return async (app) => {
    app.get(P.categories, { schema: { response: { 200: CatalogCategoriesReplySchema } } }, async () =>
      catalog.categories(),
    );

    app.get(
      P.software,
      {
        config: { rateLimit: { max: 240, timeWindow: minute } },
        schema: { querystring: CatalogListQuerySchema, response: { 200: CatalogListReplySchema } },
      },
      async (request) => catalog.list(request.query),
    );

    app.get(
      P.item,
      { schema: { params: SlugParamsSchema, response: { 200: CatalogItemDetailSchema } } },
      async (request) => catalog.detail(request.params.slug, request.principal),
    );

    app.get(
      P.publicStats,
      {
        config: { rateLimit: { max: 120, timeWindow: minute } },
        schema: {
          params: SlugParamsSchema,
          querystring: SoftwareStatsQuerySchema,
          response: { 200: SoftwarePublicStatsReplySchema },
        },
      },
      async (request) => stats.publicStats(request.params.slug, request.query, request.principal),
    );

    app.get(
      P.ownerStats,
      {
        schema: {
          params: RefParamsSchema,
          querystring: SoftwareStatsQuerySchema,
          response: { 200: SoftwareOwnerStatsReplySchema },
        },
      },
      async (request) => stats.ownerStats(requireDeveloper(request), request.params.ref, request.query),
    );

    app.post(
      P.developerCatalog,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { body: SoftwareFormBodySchema, response: { 201: DeveloperSoftwareSchema } },
      },
      async (request, reply) => reply.code(201).send(await catalog.create(requireDeveloper(request), request.body)),
    );

    app.get(
      P.developerItem,
      { schema: { params: RefParamsSchema, response: { 200: DeveloperSoftwareSchema } } },
      async (request) => catalog.get(requireDeveloper(request), request.params.ref),
    );

    app.put(
      P.developerItem,
      {
        config: { rateLimit: { max: 60, timeWindow: minute } },
        schema: { params: RefParamsSchema, body: SoftwareFormBodySchema, response: { 200: DeveloperSoftwareSchema } },
      },
      async (request) => catalog.update(requireDeveloper(request), request.params.ref, request.body),
    );
  };
}
