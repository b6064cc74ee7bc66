import { TrackEventBodySchema, TrackEventReplySchema } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrackingService } from './tracking.service.ts';

export function trackingRoutes(deps: { service: TrackingService; rateLimitPerMinute: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/event-tracker',
      {
        config: deps.rateLimitPerMinute > 0 ? { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: 60_000 } } : {},
        schema: { body: TrackEventBodySchema, response: { 200: TrackEventReplySchema } },
      },
      async (request) =>
        deps.service.recordEvent(request.body, {
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );
  };
}
