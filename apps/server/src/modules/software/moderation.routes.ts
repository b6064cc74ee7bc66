import {
  ModerationDecisionBodySchema,
  ModerationHistoryEntrySchema,
  ModerationHistoryReplySchema,
  ModerationItemListReplySchema,
  ModerationPageQuerySchema,
  ModerationReviewListReplySchema,
  ModerationReviewParamsSchema,
  ModerationSoftIdParamsSchema,
  CATALOG_PATHS as P,
  ReviewSchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import type { ModerationService } from './moderation.service.ts';

const minute = 60_000;
const staff = (request: FastifyRequest) => requirePermission(request, ['admin', 'moderator']).userId;

/** The moderation queues of catalogue items and reviews (admins and moderators). */
export function moderationRoutes(deps: { moderation: ModerationService }): FastifyPluginAsyncZod {
  const { moderation } = deps;
  return async (app) => {
    app.get(
      P.moderationSoftware,
      { schema: { querystring: ModerationPageQuerySchema, response: { 200: ModerationItemListReplySchema } } },
      async (request) => {
        staff(request);
        return moderation.items(request.query.page);
      },
    );

    app.post(
      P.moderationSoftwareDecision,
      {
        config: { rateLimit: { max: 120, timeWindow: minute } },
        schema: {
          params: ModerationSoftIdParamsSchema,
          body: ModerationDecisionBodySchema,
          response: { 200: ModerationHistoryEntrySchema },
        },
      },
      async (request) => moderation.decideItem(request.params.softId, staff(request), request.body),
    );

    app.get(
      P.moderationSoftwareHistory,
      { schema: { params: ModerationSoftIdParamsSchema, response: { 200: ModerationHistoryReplySchema } } },
      async (request) => {
        staff(request);
        return moderation.history(request.params.softId);
      },
    );

    app.get(
      P.moderationReviews,
      { schema: { querystring: ModerationPageQuerySchema, response: { 200: ModerationReviewListReplySchema } } },
      async (request) => {
        staff(request);
        return moderation.reviews(request.query.page);
      },
    );

    app.post(
      P.moderationReviewDecision,
      {
        config: { rateLimit: { max: 120, timeWindow: minute } },
        schema: {
          params: ModerationReviewParamsSchema,
          body: ModerationDecisionBodySchema,
          response: { 200: ReviewSchema },
        },
      },
      async (request) => moderation.decideReview(request.params.reviewId, staff(request), request.body),
    );
  };
}
