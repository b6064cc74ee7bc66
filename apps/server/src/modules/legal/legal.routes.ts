import {
  LegalAcceptBodySchema,
  LegalDocumentQuerySchema,
  LegalDocumentReplySchema,
  LegalDocumentSchema,
  LegalStatusReplySchema,
  OperatorReplySchema,
  LEGAL_PATHS as P,
  WorkerLandingQuerySchema,
  WorkerLandingReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import type { LandingsService } from './landings.service.ts';
import type { LegalService } from './legal.service.ts';

export function legalRoutes(deps: { legal: LegalService; landings: LandingsService }): FastifyPluginAsyncZod {
  const { legal, landings } = deps;
  return async (app) => {
    app.get(
      P.document,
      {
        schema: {
          params: z.object({ document: LegalDocumentSchema }),
          querystring: LegalDocumentQuerySchema,
          response: { 200: LegalDocumentReplySchema },
        },
      },
      async (request) => legal.document(request.params.document, request.query.language),
    );

    app.get(P.status, { schema: { response: { 200: LegalStatusReplySchema } } }, async (request) =>
      legal.status(requireUser(request).userId),
    );

    app.post(
      P.accept,
      { schema: { body: LegalAcceptBodySchema, response: { 200: LegalStatusReplySchema } } },
      async (request) => legal.accept(requireUser(request).userId, request.body, request.ip ?? null),
    );

    app.get(P.operator, { schema: { response: { 200: OperatorReplySchema } } }, async () => landings.operator());

    app.get(
      P.workerLanding,
      { schema: { querystring: WorkerLandingQuerySchema, response: { 200: WorkerLandingReplySchema } } },
      async (request) => landings.worker(request.query.currency),
    );
  };
}
