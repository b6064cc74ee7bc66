import { CodeSampleParamsSchema, CodeSampleSetSchema, CODE_SAMPLES_PATHS as P } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CodeSamplesService } from './code-samples.service.ts';

/** Public and the same for everyone: browsers and proxies may keep it a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

export function codeSamplesRoutes(deps: { samples: CodeSamplesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      P.set,
      { schema: { params: CodeSampleParamsSchema, response: { 200: CodeSampleSetSchema } } },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return deps.samples.get(request.params.lang);
      },
    );
  };
}
