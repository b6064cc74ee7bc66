import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../billing/index.ts';
import { paymentsRoutes, webhookRoutes } from './payments.routes.ts';
import { paymentsService } from './payments.service.ts';
import { createProviders } from './providers/registry.ts';
import { webhooksService } from './webhooks.service.ts';

export { paymentsDemoStep } from './payments.demo.ts';

/** Whether the user has a completed (paid) top-up: a verified customer (e.g. for catalogue reviews). */
export async function hasPaidPayment(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'paid')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
export type { PaymentsService } from './payments.service.ts';
export type { WebhooksService } from './webhooks.service.ts';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  config: Pick<Config, 'publicUrl' | 'payments' | 'isProduction'>;
}

/** Balance top-ups through Stripe, BTCPay Server and the sandbox, each on only when configured. */
export async function registerPayments(app: FastifyInstance, deps: PaymentsDeps) {
  const { db, clock, ledger, config } = deps;
  const providers = createProviders(config.payments, clock);
  const webhooks = webhooksService({ db, clock, ledger, providers, log: app.log });
  const payments = paymentsService({
    db,
    clock,
    providers,
    publicUrl: config.publicUrl,
    log: app.log,
    // The sandbox's buttons send their webhook through the same route the providers call.
    deliver: async (url, payload, headers) => (await app.inject({ method: 'POST', url, payload, headers })).statusCode,
  });
  await app.register(paymentsRoutes({ payments }));
  await app.register(webhookRoutes({ webhooks }));
  if (config.payments.sandbox.enabled) {
    const note = 'payments: the sandbox provider is on (test payments credit balances without real money)';
    if (config.isProduction) app.log.warn(note);
    else app.log.info(note);
  }
  return { payments, webhooks };
}
