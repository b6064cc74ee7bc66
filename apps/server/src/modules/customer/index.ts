import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../billing/ledger.service.ts';
import { identityRepo } from '../identity/identity.repo.ts';
import type { SolvingEngine } from '../solving/engine.types.ts';
import type { ApiErrorLog } from './api-errors.ts';
import { customerRoutes } from './customer.routes.ts';
import { customerService } from './customer.service.ts';

export { type ApiErrorLog, createApiErrorLog } from './api-errors.ts';

export interface CustomerDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  engine: SolvingEngine;
  apiErrors: ApiErrorLog;
}

/** The customer cabinet: dashboard, impossible captchas, complaints, "not a captcha", API errors, test captcha. */
export async function registerCustomer(app: FastifyInstance, deps: CustomerDeps) {
  const { db } = deps;
  const customer = customerService(deps);
  const apiKeyOf = async (userId: number) => (await identityRepo.findUserById(db, userId))?.apiKey ?? null;
  await app.register(customerRoutes({ customer, apiErrors: deps.apiErrors, apiKeyOf }));
  return { customer };
}
