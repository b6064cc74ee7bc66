/**
 * Support tickets (spec §2 Support): a user's tickets about a payment, the API, work or the
 * account, with the task or payment they are about and attachments (storage purpose
 * `ticket-attachment`), and the staff desk (admins and moderators): queue with filters, assignment,
 * internal notes, canned answers, the user's context. Paths: `SUPPORT_TICKET_PATHS` of
 * @crowdsolve/contract.
 *
 * Status `open` → `waiting` (a staff reply, mailed to the user in their language with a link to
 * /support/tickets/{id} on their site) → `closed` (by the user, staff, or after
 * SUPPORT_AUTO_CLOSE_DAYS waiting: a job one process of the cluster runs at a time); a user's reply
 * opens it again. A ticket's attachments are readable by its user and staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SiteUrlOf } from '../../platform/mail/links.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { LedgerService } from '../billing/index.ts';
import type { StorageService } from '../storage/index.ts';
import { closeStaleTickets, startAutoClose } from './auto-close.ts';
import { cannedService } from './canned.service.ts';
import { ticketMails } from './support-tickets.mails.ts';
import { ticketsRepo } from './support-tickets.repo.ts';
import { ticketsRoutes } from './support-tickets.routes.ts';
import { type EnterprisePlanOf, ticketsService } from './support-tickets.service.ts';

export type { TicketsService } from './support-tickets.service.ts';

export interface SupportTicketsDeps {
  db: Db;
  clock: Clock;
  storage: StorageService;
  ledger: LedgerService;
  publicUrl: string;
  devOutbox: boolean;
  mailTransport?: MailTransport | null;
  /** Where each site lives, for the links in mails (PUBLIC_URL without it). */
  siteUrlOf?: SiteUrlOf | null;
  /** Close stale tickets in the background (the server process; tests run the job by hand). */
  autoClose?: boolean;
  /**
   * A user's enterprise support plan in force (the enterprise module): their new tickets are
   * assigned to their named contact, and the desk shows the plan beside the thread.
   */
  enterprisePlanOf?: EnterprisePlanOf;
}

export async function registerSupportTickets(app: FastifyInstance, deps: SupportTicketsDeps) {
  const { db, clock, storage } = deps;
  const mailer = createMailer({ db, transport: deps.mailTransport ?? null, devOutbox: deps.devOutbox, log: app.log });
  const mails = ticketMails({ mailer, publicUrl: deps.publicUrl, siteUrlOf: deps.siteUrlOf });
  const tickets = ticketsService({
    db,
    clock,
    storage,
    ledger: deps.ledger,
    mails,
    log: app.log,
    ...(deps.enterprisePlanOf ? { enterprisePlanOf: deps.enterprisePlanOf } : {}),
  });
  const canned = cannedService({ db, clock });
  // A ticket's files (the staff's included) are the ticket's user's to read too.
  storage.allowRead('ticket-attachment', async (file, principal) => {
    if (!principal) return false;
    return (await ticketsRepo.ownerOfAttachment(db, file.id)) === principal.userId;
  });
  await app.register(ticketsRoutes({ tickets, canned }));
  if (deps.autoClose) {
    const stop = startAutoClose(db, tickets, app.log);
    app.addHook('onClose', stop);
  }
  return { tickets, closeStale: () => closeStaleTickets(db, tickets) };
}
