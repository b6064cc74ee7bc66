import { SystemMessageReadBodySchema, UpdateUserBodySchema } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';

/**
 * The current user (spec §3, §7). Accounts and sessions arrive with the identity domain;
 * until then no request carries a session, and the calls answer so, truthfully.
 */
export function userRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v2/user', async () => {
      throw new AppError('ERROR_EMPTY_USER');
    });
    app.put('/api/v2/user', { schema: { body: UpdateUserBodySchema } }, async () => {
      throw new AppError('ERROR_EMPTY_USER');
    });
    app.put('/api/v2/user/system_message_read', { schema: { body: SystemMessageReadBodySchema } }, async () => {
      throw new AppError('ERROR_EMPTY_USER');
    });
  };
}
