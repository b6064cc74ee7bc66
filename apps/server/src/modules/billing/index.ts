import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { billingAdminRoutes, billingRoutes } from './billing.routes.ts';
import { ledgerService } from './ledger.service.ts';

export { abortsOnFailure, type SettleSplits, translate as ledgerError } from './ledger.plan.ts';
export { settledPaySince } from './ledger.reads.ts';
export {
  type LedgerItem,
  type LedgerService,
  ledgerService,
  ledgerSummary,
  type RefundCover,
} from './ledger.service.ts';

export interface BillingDeps {
  db: Db;
  clock: Clock;
}

/**
 * The ledger (balances, holds, settlements, refunds, manual credits and debits) and its routes. The
 * payouts module registers where refunds find pay a balance no longer has (`coverRefundsFrom`).
 */
export async function registerBilling(app: FastifyInstance, deps: BillingDeps) {
  const ledger = ledgerService(deps);
  await app.register(billingRoutes({ ledger }));
  await app.register(billingAdminRoutes({ ledger }));
  return { ledger };
}
