import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import { pricingRoutes } from './pricing.routes.ts';
import { pricingService } from './pricing.service.ts';
import { startRatesFetcher } from './rates-fetcher.ts';

export { type PricingService, pricingService } from './pricing.service.ts';
export { type ChargeSplit, splitCharge } from './split.ts';

/**
 * Prices per task type, worker pay and currency rates. With `ratesUrl`, the reference rates are
 * fetched at start and daily (by one process of a cluster).
 */
export async function registerPricing(
  app: FastifyInstance,
  deps: { db: Db; notifier?: Notifier; ratesUrl?: string | null },
) {
  const pricing = pricingService(deps);
  await app.register(pricingRoutes({ pricing }));
  if (deps.ratesUrl) {
    const stop = startRatesFetcher(deps.db, deps.ratesUrl, app.log);
    app.addHook('onClose', stop);
  }
  return { pricing };
}
