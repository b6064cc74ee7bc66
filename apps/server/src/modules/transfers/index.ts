import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SiteUrlOf } from '../../platform/mail/links.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { LedgerService } from '../billing/index.ts';
import { codesAdminService } from './codes.admin.ts';
import { codesAdminRoutes } from './codes.routes.ts';
import { codesService } from './codes.service.ts';
import { transfersMails } from './transfers.mails.ts';
import { transfersRoutes } from './transfers.routes.ts';
import { transfersService } from './transfers.service.ts';

export type { CodesAdminService } from './codes.admin.ts';
export type { CodesService } from './codes.service.ts';
export type { TransfersService } from './transfers.service.ts';

export interface TransfersDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  config: Pick<Config, 'publicUrl' | 'mail'>;
  mailTransport: MailTransport | null;
  /** Where each site lives, for the links in mails (PUBLIC_URL without it). */
  siteUrlOf?: SiteUrlOf | null;
}

/** Balance transfers between users (confirmed through a mailed link), vouchers and promo codes. */
export async function registerTransfers(app: FastifyInstance, deps: TransfersDeps) {
  const { db, clock, ledger, config } = deps;
  const mailer = createMailer({ db, transport: deps.mailTransport, devOutbox: config.mail.devOutbox, log: app.log });
  const mails = transfersMails({ mailer, publicUrl: config.publicUrl, siteUrlOf: deps.siteUrlOf });
  const transfers = transfersService({ db, clock, ledger, mails, log: app.log });
  const codes = codesService({ db, clock, ledger });
  const codesAdmin = codesAdminService({ db, clock });
  await app.register(transfersRoutes({ transfers, codes }));
  await app.register(codesAdminRoutes({ admin: codesAdmin }));
  return { transfers, codes, codesAdmin };
}
