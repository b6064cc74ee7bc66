import {
  AdminPricesReplySchema,
  CurrencySchema,
  CustomerPricesQuerySchema,
  CustomerPricesReplySchema,
  OkReplySchema,
  PRICING_PATHS as P,
  PriceHistoryReplySchema,
  PriceKeySchema,
  SetPriceBodySchema,
  SetRateBodySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import type { PricingService } from './pricing.service.ts';

const ok = { ok: true as const };

export function pricingRoutes(deps: { pricing: PricingService }): FastifyPluginAsyncZod {
  const { pricing } = deps;
  return async (app) => {
    app.get(
      P.customerPrices,
      { schema: { querystring: CustomerPricesQuerySchema, response: { 200: CustomerPricesReplySchema } } },
      async (request) => pricing.customerPrices(request.query.currency),
    );

    app.get(P.adminPrices, { schema: { response: { 200: AdminPricesReplySchema } } }, async (request) => {
      requirePermission(request, ['admin']);
      return pricing.adminView();
    });

    app.put(
      `${P.adminPrices}/:type`,
      {
        schema: {
          params: z.object({ type: PriceKeySchema }),
          body: SetPriceBodySchema,
          response: { 200: OkReplySchema },
        },
      },
      async (request) => {
        const admin = requirePermission(request, ['admin']);
        await pricing.setPrice(admin.userId, request.params.type, request.body);
        return ok;
      },
    );

    app.get(
      `${P.adminPrices}/:type/history`,
      { schema: { params: z.object({ type: PriceKeySchema }), response: { 200: PriceHistoryReplySchema } } },
      async (request) => {
        requirePermission(request, ['admin']);
        return { history: await pricing.history(request.params.type) };
      },
    );

    app.put(
      `${P.adminRates}/:currency`,
      {
        schema: {
          params: z.object({ currency: CurrencySchema }),
          body: SetRateBodySchema,
          response: { 200: OkReplySchema },
        },
      },
      async (request) => {
        const admin = requirePermission(request, ['admin']);
        await pricing.setRate(admin.userId, request.params.currency, request.body.unitsPerUsd);
        return ok;
      },
    );

    app.delete(
      `${P.adminRates}/:currency`,
      { schema: { params: z.object({ currency: CurrencySchema }), response: { 200: OkReplySchema } } },
      async (request) => {
        requirePermission(request, ['admin']);
        await pricing.clearRate(request.params.currency);
        return ok;
      },
    );
  };
}
