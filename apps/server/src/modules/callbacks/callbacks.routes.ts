import {
  AddPingbackBodySchema,
  DeletePingbackQuerySchema,
  CALLBACK_PATHS as P,
  PingbackAddressesReplySchema,
  PingbackLogQuerySchema,
  PingbackLogReplySchema,
  PingbackTestReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApiUser } from '../../platform/auth.ts';
import type { CallbacksService } from './callbacks.service.ts';

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

    app.post(
      P.pingbackTest,
      {
        schema: { body: AddPingbackBodySchema, response: { 200: PingbackTestReplySchema } },
        // Each test is an outgoing request.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      },
      async (request) => callbacks.testAddress(requireApiUser(request).userId, request.body.address),
    );

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
