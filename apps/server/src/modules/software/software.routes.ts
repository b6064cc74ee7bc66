import {
  CreateSoftwareBodySchema,
  SOFTWARE_PATHS as P,
  SoftIdParamsSchema,
  SoftwareListReplySchema,
  SoftwareSchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDeveloper } from './catalog.routes.ts';
import type { SoftwareService } from './software.service.ts';

const minute = 60_000;

/** The developer's software registry (session; writes need the CSRF header). */
export function softwareRoutes(deps: { software: SoftwareService }): FastifyPluginAsyncZod {
  const { software } = deps;
  return async (app) => {
    app.get(P.software, { schema: { response: { 200: SoftwareListReplySchema } } }, async (request) =>
      software.list(requireDeveloper(request)),
    );

    app.post(
      P.software,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { body: CreateSoftwareBodySchema, response: { 201: SoftwareSchema } },
      },
      async (request, reply) => {
        const created = await software.create(requireDeveloper(request), request.body);
        return reply.code(201).send(created);
      },
    );

    for (const [path, disabled] of [
      [P.disable, true],
      [P.enable, false],
    ] as const) {
      app.post(
        path,
        {
          config: { rateLimit: { max: 60, timeWindow: minute } },
          schema: { params: SoftIdParamsSchema, response: { 200: SoftwareSchema } },
        },
        async (request) => software.setDisabled(requireDeveloper(request), request.params.softId, disabled),
      );
    }
  };
}
