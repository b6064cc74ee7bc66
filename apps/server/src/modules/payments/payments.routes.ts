import {
  CreatePaymentBodySchema,
  PAYMENT_PATHS as P,
  PaymentDailyQuerySchema,
  PaymentDailyReplySchema,
  PaymentDetailSchema,
  PaymentIdParamsSchema,
  PaymentMethodsReplySchema,
  PaymentProviderSchema,
  PaymentsQuerySchema,
  PaymentsReplySchema,
  WebhookReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import type { PaymentsService } from './payments.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

const minute = 60_000;

/** The signed-in user's top-ups (session; writes need the CSRF header). */
export function paymentsRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  const { payments } = deps;
  return async (app) => {
    app.get(P.methods, { schema: { response: { 200: PaymentMethodsReplySchema } } }, async (request) => {
      requireUser(request);
      return { methods: payments.methods() };
    });

    app.get(
      P.payments,
      { schema: { querystring: PaymentsQuerySchema, response: { 200: PaymentsReplySchema } } },
      async (request) => payments.list(requireUser(request).userId, request.query.page),
    );

    app.post(
      P.payments,
      {
        config: { rateLimit: { max: 20, timeWindow: minute } },
        schema: { body: CreatePaymentBodySchema, response: { 201: PaymentDetailSchema } },
      },
      async (request, reply) => {
        const { userId, userType } = requireUser(request);
        return reply.code(201).send(await payments.create(userId, request.body, userType));
      },
    );

    app.get(
      P.daily,
      { schema: { querystring: PaymentDailyQuerySchema, response: { 200: PaymentDailyReplySchema } } },
      async (request) => payments.daily(requireUser(request).userId, request.query.days),
    );

    app.get(
      P.payment,
      { schema: { params: PaymentIdParamsSchema, response: { 200: PaymentDetailSchema } } },
      async (request) => payments.get(requireUser(request).userId, request.params.id),
    );

    for (const [path, action] of [
      [P.sandboxComplete, 'complete'],
      [P.sandboxFail, 'fail'],
    ] as const) {
      app.post(
        path,
        {
          config: { rateLimit: { max: 30, timeWindow: minute } },
          schema: { params: PaymentIdParamsSchema, response: { 200: PaymentDetailSchema } },
        },
        async (request) => payments.sandbox(requireUser(request).userId, request.params.id, action),
      );
    }
  };
}

/**
 * The providers' webhooks. The signature covers the exact bytes sent, so this scope keeps every
 * body as the raw Buffer (no JSON parsing before the check).
 */
export function webhookRoutes(deps: { webhooks: WebhooksService }): FastifyPluginAsyncZod {
  const { webhooks } = deps;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      P.webhook,
      {
        config: { rateLimit: { max: 600, timeWindow: minute } },
        schema: { params: z.object({ provider: PaymentProviderSchema }), response: { 200: WebhookReplySchema } },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return webhooks.receive(request.params.provider, raw, request.headers, request.ip);
      },
    );
  };
}
