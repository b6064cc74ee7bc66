import {
  ARTICLE_API_PATHS,
  ARTICLE_KINDS,
  ARTICLE_LIST_PATHS,
  ArticleIndexReplySchema,
  ArticleListQuerySchema,
  ArticleListReplySchema,
  ArticleReadQuerySchema,
  ArticleReplySchema,
  ArticleSlugParamsSchema,
  type SiteKind,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { articleFeed } from './content.rss.ts';
import { type ContentService, languageOf } from './content.service.ts';

const minute = 60_000;

/** Which site a host serves (the configured hosts now; the manual domains later). */
export type SiteOfHost = (host: string) => SiteKind | Promise<SiteKind>;

const FeedQuerySchema = z.object({ lang: z.string().max(8).optional() });

/** The public lists, pages and index of each kind of article, and their RSS feeds. */
export function contentRoutes(deps: {
  content: ContentService;
  db: Db;
  siteOfHost: SiteOfHost;
}): FastifyPluginAsyncZod {
  const { content, siteOfHost } = deps;
  const siteOf = async (request: FastifyRequest, hostname?: string) => siteOfHost(hostname || request.host);

  return async (app) => {
    for (const kind of ARTICLE_KINDS) {
      const base = ARTICLE_API_PATHS[kind].public;

      app.get(`${base}/index`, { schema: { response: { 200: ArticleIndexReplySchema } } }, async () =>
        content.index(kind),
      );

      app.get(
        base,
        {
          config: { rateLimit: { max: 240, timeWindow: minute } },
          schema: { querystring: ArticleListQuerySchema, response: { 200: ArticleListReplySchema } },
        },
        async (request) => content.list(kind, await siteOf(request, request.query.hostname), request.query),
      );

      app.get(
        `${base}/by-slug/:slug`,
        {
          schema: {
            params: ArticleSlugParamsSchema,
            querystring: ArticleReadQuerySchema,
            response: { 200: ArticleReplySchema },
          },
        },
        async (request) =>
          content.bySlug(kind, request.params.slug, await siteOf(request, request.query.hostname), request.query),
      );

      app.get(
        `${ARTICLE_LIST_PATHS[kind]}/rss.xml`,
        { config: { rateLimit: { max: 120, timeWindow: minute } }, schema: { querystring: FeedQuerySchema } },
        async (request, reply) => {
          const origin = new URL(`${request.protocol}://${request.host}`).origin;
          const body = await articleFeed(deps.db, {
            kind,
            language: languageOf(request.query.lang),
            site: await siteOf(request),
            origin,
          });
          return reply
            .type('application/rss+xml; charset=utf-8')
            .header('cache-control', 'public, max-age=600')
            .send(body);
        },
      );
    }
  };
}
