import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import { pricingRoutes } from './pricing.routes.ts';
import { pricingService } from './pricing.service.ts';

export { type PricingService, pricingService } from './pricing.service.ts';
export { type ChargeSplit, splitCharge } from './split.ts';

/** Prices per task type, worker pay and currency rates. */
export async function registerPricing(app: FastifyInstance, deps: { db: Db; notifier?: Notifier }) {
  const pricing = pricingService(deps);
  await app.register(pricingRoutes({ pricing }));
  return { pricing };
}
