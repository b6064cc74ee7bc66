import {
  DEMO_PATHS,
  DEMO_WORKERS_PATH,
  DemoParamsSchema,
  DemoQuerySchema,
  DemoReplySchema,
  DemoVerifyBodySchema,
  DemoVerifyReplySchema,
  DemoWorkersReplySchema,
  type Language,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DemoContext, DemoService } from './demo.service.ts';

const minute = 60_000;

/** The request's side of a demo call. */
const contextOf = (request: FastifyRequest, language: Language): DemoContext => ({
  language,
  host: request.hostname,
  ip: request.ip,
});

/**
 * `GET /api/v1/captcha-demo/{slug}`, `POST /api/v1/captcha-demo/{slug}/verify` (spec §7), and
 * `GET /api/v1/captcha-demo/{slug}/workers` (workers online who can take the demo's task).
 */
export function demoRoutes(deps: { demo: DemoService }): FastifyPluginAsyncZod {
  const { demo } = deps;
  return async (app) => {
    app.get(
      DEMO_PATHS.demo,
      {
        // Drawing a picture costs a few milliseconds: a visitor's page asks a few times a minute.
        config: { rateLimit: { max: 60, timeWindow: minute } },
        schema: { params: DemoParamsSchema, querystring: DemoQuerySchema, response: { 200: DemoReplySchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return demo.describe(request.params.slug, contextOf(request, request.query.language));
      },
    );
    app.get(
      DEMO_WORKERS_PATH,
      {
        // A demo page asks every 15 s while it is open (and while it waits for an answer).
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { params: DemoParamsSchema, response: { 200: DemoWorkersReplySchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return demo.workers(request.params.slug);
      },
    );
    app.post(
      DEMO_PATHS.verify,
      {
        config: { rateLimit: { max: 60, timeWindow: minute } },
        schema: {
          params: DemoParamsSchema,
          querystring: DemoQuerySchema,
          body: DemoVerifyBodySchema,
          response: { 200: DemoVerifyReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return demo.verify(request.params.slug, request.body, contextOf(request, request.query.language));
      },
    );
  };
}
