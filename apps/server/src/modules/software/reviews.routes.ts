import {
  CatalogIdParamsSchema,
  CATALOG_PATHS as P,
  ReviewAnswerBodySchema,
  ReviewBodySchema,
  ReviewListQuerySchema,
  ReviewListReplySchema,
  ReviewParamsSchema,
  ReviewSchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { requireDeveloper } from './catalog.routes.ts';
import type { ReviewsService } from './reviews.service.ts';

const minute = 60_000;

/** Reviews of catalogue items: read by anyone, written by eligible users, answered by the developer. */
export function reviewsRoutes(deps: { reviews: ReviewsService }): FastifyPluginAsyncZod {
  const { reviews } = deps;
  return async (app) => {
    app.get(
      P.reviews,
      {
        schema: {
          params: CatalogIdParamsSchema,
          querystring: ReviewListQuerySchema,
          response: { 200: ReviewListReplySchema },
        },
      },
      async (request) => reviews.list(request.params.id, request.query.page, request.principal),
    );

    app.post(
      P.reviews,
      {
        config: { rateLimit: { max: 20, timeWindow: minute } },
        schema: {
          params: CatalogIdParamsSchema,
          body: ReviewBodySchema,
          response: { 200: ReviewSchema, 201: ReviewSchema },
        },
      },
      async (request, reply) => {
        const { review, created } = await reviews.write(request.params.id, requireUser(request), request.body);
        return reply.code(created ? 201 : 200).send(review);
      },
    );

    app.post(
      P.reviewAnswer,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { params: ReviewParamsSchema, body: ReviewAnswerBodySchema, response: { 200: ReviewSchema } },
      },
      async (request) =>
        reviews.answer(request.params.id, request.params.reviewId, requireDeveloper(request), request.body.text),
    );
  };
}
