import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { LedgerService } from '../billing/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { enterpriseAdminRoutes, enterpriseRoutes } from './enterprise.routes.ts';
import { type BaseLimits, enterpriseService } from './enterprise.service.ts';
import { createHolders } from './holders.ts';

export type { EnterpriseService } from './enterprise.service.ts';
export { HOLDER_PRIORITY } from './holders.ts';

export interface EnterpriseDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  ledger: LedgerService;
  pricing: PricingService;
  config: { monthPriceMicros: number; limitFactor: number };
  /** The solver API's per-key limits the plan multiplies (quoted on the page). */
  baseLimits: BaseLimits;
}

/**
 * The enterprise support plan. Returns `tiers` for the solving engine (a holder's dispatch priority
 * and per-key limit factor, from memory) and `enterprise` (the support desk asks who holds it and
 * who their contact is: `supportOf`).
 */
export async function registerEnterprise(app: FastifyInstance, deps: EnterpriseDeps) {
  const holders = createHolders({ ...deps, log: app.log, limitFactor: deps.config.limitFactor });
  app.addHook('onClose', async () => holders.close());
  await holders.refresh();
  const enterprise = enterpriseService({
    ...deps,
    holders,
    monthPriceMicros: deps.config.monthPriceMicros,
    limitFactor: deps.config.limitFactor,
  });
  await app.register(enterpriseRoutes({ enterprise }));
  await app.register(enterpriseAdminRoutes({ enterprise }));
  return {
    enterprise,
    tiers: { priorityOf: holders.priorityOf, limitFactorOf: holders.limitFactorOf },
  };
}
