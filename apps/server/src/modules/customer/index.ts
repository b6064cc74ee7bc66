import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../billing/index.ts';
import { userDirectory } from '../identity/index.ts';
import type { SolvingEngine } from '../solving/index.ts';
import type { ApiErrorLog } from './api-errors.ts';
import { customerRoutes } from './customer.routes.ts';
import { customerService } from './customer.service.ts';

export { type ApiErrorLog, createApiErrorLog } from './api-errors.ts';
export { customerService } from './customer.service.ts';

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
  const apiKeyOf = (userId: number) => userDirectory.apiKeyOf(db, userId);
  await app.register(customerRoutes({ customer, apiErrors: deps.apiErrors, apiKeyOf }));
  return { customer };
}
