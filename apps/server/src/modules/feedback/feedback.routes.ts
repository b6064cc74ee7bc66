import {
  FeedbackBodySchema,
  FeedbackHandledBodySchema,
  FeedbackIdParamsSchema,
  FeedbackItemSchema,
  FeedbackListQuerySchema,
  FeedbackListReplySchema,
  FeedbackReplyBodySchema,
  FeedbackTokenReplySchema,
  FEEDBACK_PATHS as P,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import type { FeedbackService } from './feedback.service.ts';

const hour = 3_600_000;

/** The forms (anyone; a few sends an hour per client address) and the staff's list. */
export function feedbackRoutes(deps: { feedback: FeedbackService; sendsPerHour: number }): FastifyPluginAsyncZod {
  const { feedback } = deps;
  return async (app) => {
    app.get(
      P.token,
      {
        config: { rateLimit: { max: 60, timeWindow: hour } },
        schema: { response: { 200: FeedbackTokenReplySchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return feedback.token();
      },
    );

    app.post(
      P.send,
      {
        config: { rateLimit: { max: deps.sendsPerHour, timeWindow: hour } },
        schema: { body: FeedbackBodySchema, response: { 201: z.object({ ok: z.literal(true) }) } },
      },
      async (request, reply) => {
        await feedback.send(request.body, {
          userId: request.principal?.userId ?? null,
          language: request.body.language,
          clientIp: request.ip ?? null,
        });
        return reply.code(201).send({ ok: true });
      },
    );
  };
}

export function feedbackStaffRoutes(deps: { feedback: FeedbackService }): FastifyPluginAsyncZod {
  const { feedback } = deps;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      requirePermission(request, ['admin', 'moderator']);
    });

    app.get(
      P.staffList,
      { schema: { querystring: FeedbackListQuerySchema, response: { 200: FeedbackListReplySchema } } },
      async (request) => feedback.list(request.query),
    );

    app.put(
      P.staffHandled,
      {
        schema: {
          params: FeedbackIdParamsSchema,
          body: FeedbackHandledBodySchema,
          response: { 200: FeedbackItemSchema },
        },
      },
      async (request) =>
        feedback.setHandled(
          requirePermission(request, ['admin', 'moderator']).userId,
          request.params.id,
          request.body.handled,
        ),
    );

    app.post(
      P.staffReply,
      {
        config: { rateLimit: { max: 60, timeWindow: hour } },
        schema: {
          params: FeedbackIdParamsSchema,
          body: FeedbackReplyBodySchema,
          response: { 200: FeedbackItemSchema },
        },
      },
      async (request) =>
        feedback.reply(requirePermission(request, ['admin', 'moderator']).userId, request.params.id, request.body.text),
    );
  };
}
