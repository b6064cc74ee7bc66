import {
  AddPingbackBodySchema,
  DeletePingbackQuerySchema,
  CALLBACK_PATHS as P,
  PingbackAddressesReplySchema,
  PingbackLogQuerySchema,
  PingbackLogReplySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Principal, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { CallbacksService } from './callbacks.service.ts';

/** The signed-in owner of an API key (customer or developer), else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
function requireApiUser(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (principal.userType !== 'customer' && principal.userType !== 'developer') throw new AppError('ERROR_FORBIDDEN');
  return principal;
}

/** The customer's pingback addresses and the log of deliveries (spec: /setting/pingback, /setting/pingback_log). */
export function callbacksRoutes(deps: { callbacks: CallbacksService }): FastifyPluginAsyncZod {
  const { callbacks } = deps;
  return async (app) => {
    const reply = { 200: PingbackAddressesReplySchema };

    app.get(P.pingback, { schema: { response: reply } }, async (request) => {
      const { userId } = requireApiUser(request);
      return { addresses: await callbacks.listAddresses(userId) };
    });

    app.post(
      P.pingback,
      {
        schema: { body: AddPingbackBodySchema, response: reply },
        // Each registration may resolve a host name.
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => {
        const { userId } = requireApiUser(request);
        await callbacks.registerAddress(userId, request.body.address);
        return { addresses: await callbacks.listAddresses(userId) };
      },
    );

    app.delete(P.pingback, { schema: { querystring: DeletePingbackQuerySchema, response: reply } }, async (request) => {
      const { userId } = requireApiUser(request);
      await callbacks.deleteAddress(userId, request.query.address);
      return { addresses: await callbacks.listAddresses(userId) };
    });

    app.get(
      P.pingbackLog,
      { schema: { querystring: PingbackLogQuerySchema, response: { 200: PingbackLogReplySchema } } },
      async (request) => {
        const { userId } = requireApiUser(request);
        return callbacks.pingbackLog(userId, request.query.page);
      },
    );
  };
}
