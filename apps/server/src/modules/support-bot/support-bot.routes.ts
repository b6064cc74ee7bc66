import {
  BOT_ASKS_PER_MINUTE,
  BotAskBodySchema,
  BotAskReplySchema,
  BotHelpfulBodySchema,
  BotMarkBodySchema,
  BotMessageParamsSchema,
  BotMessageSchema,
  BotThreadListQuerySchema,
  BotThreadListReplySchema,
  BotThreadParamsSchema,
  BotThreadSchema,
  SUPPORT_BOT_PATHS as P,
  type SiteKind,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import type { SupportBotService } from './support-bot.service.ts';

/** The signed-in admin's or moderator's id, else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
const staff = (request: FastifyRequest) => requirePermission(request, ['admin', 'moderator']).userId;

export function supportBotRoutes(deps: {
  bot: SupportBotService;
  siteOfHost: (host: string) => Promise<SiteKind>;
}): FastifyPluginAsyncZod {
  const { bot } = deps;
  return async (app) => {
    app.post(
      P.ask,
      {
        config: { rateLimit: { max: BOT_ASKS_PER_MINUTE, timeWindow: 60_000 } },
        schema: { body: BotAskBodySchema, response: { 200: BotAskReplySchema } },
      },
      async (request) => {
        const { question, language, threadId, hostname } = request.body;
        const site = await deps.siteOfHost(hostname || request.host);
        return bot.ask({ question, language, threadId, site, userId: request.principal?.userId ?? null });
      },
    );

    app.get(
      P.thread,
      {
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: { params: BotThreadParamsSchema, response: { 200: BotThreadSchema } },
      },
      async (request) => bot.thread(request.params.id, false),
    );

    app.put(
      P.helpful,
      {
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: { params: BotMessageParamsSchema, body: BotHelpfulBodySchema, response: { 200: BotMessageSchema } },
      },
      async (request) => bot.helpful(request.params.id, request.body.threadId, request.body.helpful),
    );

    app.get(
      P.staffThreads,
      { schema: { querystring: BotThreadListQuerySchema, response: { 200: BotThreadListReplySchema } } },
      async (request) => {
        staff(request);
        return bot.list(request.query.filter, request.query.page);
      },
    );

    app.get(
      P.staffThread,
      { schema: { params: BotThreadParamsSchema, response: { 200: BotThreadSchema } } },
      async (request) => {
        staff(request);
        return bot.thread(request.params.id, true);
      },
    );

    app.put(
      P.staffMark,
      { schema: { params: BotMessageParamsSchema, body: BotMarkBodySchema, response: { 200: BotMessageSchema } } },
      async (request) => bot.mark(request.params.id, request.body.mark, staff(request)),
    );
  };
}
