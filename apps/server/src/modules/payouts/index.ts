import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SiteUrlOf } from '../../platform/mail/links.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { LedgerService } from '../billing/index.ts';
import { payoutsMails } from './payouts.mails.ts';
import { coverRefundFromPayouts } from './payouts.refunds.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { payoutsService } from './payouts.service.ts';
import { walletService } from './wallet.service.ts';

export type { PayoutsService } from './payouts.service.ts';
export type { WalletService } from './wallet.service.ts';

export interface PayoutsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  config: Pick<Config, 'publicUrl' | 'mail'>;
  mailTransport: MailTransport | null;
  /** Where each site lives, for the links in mails (PUBLIC_URL without it). */
  siteUrlOf?: SiteUrlOf | null;
}

/**
 * The partner area: payout accounts changed through a mailed link, payout requests, the admin's queue.
 * Accepted complaints take pay back from payouts not yet paid (registered with the ledger here).
 */
export async function registerPayouts(app: FastifyInstance, deps: PayoutsDeps) {
  const { db, clock, ledger, config } = deps;
  ledger.coverRefundsFrom(coverRefundFromPayouts);
  const mailer = createMailer({ db, transport: deps.mailTransport, devOutbox: config.mail.devOutbox, log: app.log });
  const wallets = walletService({
    db,
    clock,
    mails: payoutsMails({ mailer, publicUrl: config.publicUrl, siteUrlOf: deps.siteUrlOf }),
  });
  const payouts = payoutsService({ db, clock, ledger });
  await app.register(payoutsRoutes({ wallets, payouts }));
  return { wallets, payouts };
}
