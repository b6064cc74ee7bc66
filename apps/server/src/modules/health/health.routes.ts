import { HealthReplySchema, ReadyReplySchema } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, pingDatabase } from '../../platform/db.ts';

export interface HealthDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
}

/** `/healthz`: the process is up. `/readyz`: the database answers (503 when it does not). */
export function healthRoutes(deps: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { response: { 200: HealthReplySchema } } }, async () => ({ status: 'ok' as const }));
    app.get(
      '/readyz',
      { schema: { response: { 200: ReadyReplySchema, 503: ReadyReplySchema } } },
      async (_req, reply) => {
        const ok = await pingDatabase(deps.db);
        return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: deps.dbKind });
      },
    );
  };
}
