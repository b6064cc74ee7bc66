import {
  EnterpriseAdminPriceBodySchema,
  EnterpriseAdminReplySchema,
  EnterpriseBuyBodySchema,
  EnterpriseBuyReplySchema,
  EnterpriseConditionsReplySchema,
  EnterpriseContactBodySchema,
  EnterpriseContactParamsSchema,
  EnterprisePricingQuerySchema,
  EnterprisePricingReplySchema,
  ENTERPRISE_PATHS as P,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { EnterpriseService } from './enterprise.service.ts';

const minute = 60_000;

/** The plan's public figures, the purchase (a signed-in customer), and the admins' settings. */
export function enterpriseRoutes(deps: { enterprise: EnterpriseService }): FastifyPluginAsyncZod {
  const { enterprise } = deps;
  return async (app) => {
    app.get(
      P.pricing,
      { schema: { querystring: EnterprisePricingQuerySchema, response: { 200: EnterprisePricingReplySchema } } },
      async (request) => enterprise.pricing(request.query.currency),
    );

    app.get(P.conditions, { schema: { response: { 200: EnterpriseConditionsReplySchema } } }, async (request) =>
      enterprise.conditions(request.principal),
    );

    app.post(
      P.buy,
      {
        config: { rateLimit: { max: 20, timeWindow: minute } },
        schema: { body: EnterpriseBuyBodySchema, response: { 200: EnterpriseBuyReplySchema } },
      },
      async (request) => {
        const user = requireUser(request);
        if (user.userType !== 'customer') throw new AppError('ERROR_FORBIDDEN', 'Only customers buy the plan.');
        return enterprise.buy(user.userId, request.body);
      },
    );
  };
}

export function enterpriseAdminRoutes(deps: { enterprise: EnterpriseService }): FastifyPluginAsyncZod {
  const { enterprise } = deps;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      requirePermission(request, ['admin']);
    });

    app.get(P.adminPrices, { schema: { response: { 200: EnterpriseAdminReplySchema } } }, async () =>
      enterprise.adminView(),
    );

    app.put(
      P.adminPrices,
      { schema: { body: EnterpriseAdminPriceBodySchema, response: { 200: EnterpriseAdminReplySchema } } },
      async (request) =>
        enterprise.setPrice(requireUser(request).userId, request.body.period, request.body.priceMicros),
    );

    app.put(
      P.adminContact,
      {
        schema: {
          params: EnterpriseContactParamsSchema,
          body: EnterpriseContactBodySchema,
          response: { 200: EnterpriseAdminReplySchema },
        },
      },
      async (request) => enterprise.setContact(request.params.customerId, request.body.staffId),
    );
  };
}
