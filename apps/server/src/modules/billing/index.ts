import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { billingAdminRoutes, billingRoutes } from './billing.routes.ts';
import { ledgerService } from './ledger.service.ts';

export { abortsOnFailure, type SettleSplits, translate as ledgerError } from './ledger.plan.ts';
export { type LedgerItem, type LedgerService, ledgerService, ledgerSummary } from './ledger.service.ts';

export interface BillingDeps {
  db: Db;
  clock: Clock;
}

/** The ledger (balances, holds, settlements, refunds, manual credits and debits) and its routes. */
export async function registerBilling(app: FastifyInstance, deps: BillingDeps) {
  const ledger = ledgerService(deps);
  await app.register(billingRoutes({ ledger }));
  await app.register(billingAdminRoutes({ ledger }));
  return { ledger };
}
