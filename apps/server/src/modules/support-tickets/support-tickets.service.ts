import {
  type DeskListReply,
  type DeskQuery,
  type DeskTicket,
  type DeskTicketSummary,
  SUPPORT_PAGE_SIZE,
  SUPPORT_TICKETS_PER_HOUR,
  type SupportEvent,
  type Ticket,
  type TicketBotConversation,
  type TicketListReply,
  type TicketReferencesReply,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { throttle } from '../../platform/throttle.ts';
import type { LedgerService } from '../billing/index.ts';
import { recipientOf, userDirectory } from '../identity/index.ts';
import { supportReads } from '../reporting/index.ts';
import type { StorageService } from '../storage/index.ts';
import { readTranscript } from '../support-bot/index.ts';
import type { TicketMails } from './support-tickets.mails.ts';
import { paymentRefOf, summaryOf, taskRefOf, threadOf } from './support-tickets.present.ts';
import { type DeskFilter, type TicketRow, ticketsRepo } from './support-tickets.repo.ts';

const HOUR_MS = 3_600_000;
const CONTEXT_ROWS = 10;
const REFERENCE_ROWS = 30;

export interface NewTicket {
  subject: string;
  category: TicketRow['category'];
  body: string;
  taskId: number | null;
  paymentId: number | null;
  attachmentIds: string[];
  /** The support bot thread the ticket is opened from. */
  botThread?: string | undefined;
}

/** A user's enterprise support plan in force: when it ends, and their named support contact. */
export type EnterprisePlanOf = (userId: number) => Promise<{ until: string; contactId: number | null } | null>;

export interface NewMessage {
  body: string;
  attachmentIds: string[];
}

const invalid = (field: string, message: string) =>
  new AppError('ERROR_VALIDATION', 'Some fields are filled in incorrectly.', {
    fields: [{ field: `body.${field}`, message }],
  });
const notFound = () => new AppError('ERROR_NOT_FOUND', 'No such ticket.');

export function ticketsService(deps: {
  db: Db;
  clock: Clock;
  storage: StorageService;
  ledger: LedgerService;
  mails: TicketMails;
  log: FastifyBaseLogger;
  /** A user's enterprise support plan in force (its end and named contact), or null. */
  enterprisePlanOf?: EnterprisePlanOf;
}) {
  const { db, clock, storage, mails, log } = deps;
  const page = (p: number) => ({ offset: p * SUPPORT_PAGE_SIZE, limit: SUPPORT_PAGE_SIZE });

  /** The files of a message: the author's own uploads for tickets, not attached anywhere yet. */
  async function checkAttachments(authorId: number, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const files = await storage.getMany(unique);
    const fits = (id: string) =>
      files.some((f) => f.id === id && f.purpose === 'ticket-attachment' && f.ownerId === authorId);
    if (!unique.every(fits) || (await ticketsRepo.attachedAlready(db, unique)).length > 0) {
      throw invalid('attachmentIds', 'invalid_file');
    }
    return unique;
  }

  /** Adds a message (and its files) and applies the ticket's change, in the caller's transaction. */
  async function addMessage(
    trx: Db,
    ticket: TicketRow,
    message: { authorId: number | null; authorRole: 'user' | 'staff' | 'system'; kind: 'reply' | 'note' | 'event' },
    body: string,
    files: string[],
  ) {
    const now = clock.now();
    const id = await ticketsRepo.insertMessage(trx, { ticketId: ticket.id, ...message, body, createdAt: now });
    // A file attached by a message sent at the same moment is refused like any attached file.
    await ticketsRepo.attach(trx, ticket.id, id, files).catch((err: unknown) => {
      throw (err as { code?: string }).code === '23505' ? invalid('attachmentIds', 'invalid_file') : err;
    });
    return id;
  }

  const event = (
    trx: Db,
    ticket: TicketRow,
    name: SupportEvent,
    authorId: number | null,
    role: 'user' | 'staff' | 'system',
  ) => addMessage(trx, ticket, { authorId, authorRole: role, kind: 'event' }, name, []);

  async function ownTicket(userId: number, id: number): Promise<TicketRow> {
    const ticket = await ticketsRepo.find(db, id);
    // Someone else's ticket looks like no ticket at all.
    if (!ticket || ticket.userId !== userId) throw notFound();
    return ticket;
  }

  /**
   * The bot conversation a new ticket carries: none for an unknown or empty thread, or for a
   * signed-in user's thread that is not the ticket's user's (a visitor's thread is whoever holds its id).
   */
  async function botConversationOf(
    userId: number,
    threadId: string | undefined,
  ): Promise<TicketBotConversation | null> {
    if (!threadId) return null;
    const transcript = await readTranscript(db, threadId);
    if (!transcript || transcript.entries.length === 0) return null;
    if (transcript.userId !== null && transcript.userId !== userId) return null;
    return { threadId: transcript.threadId, entries: transcript.entries };
  }

  async function ticketReply(ticket: TicketRow, forStaff: boolean): Promise<Ticket> {
    const messages = await ticketsRepo.messages(db, ticket.id, forStaff);
    const files = await ticketsRepo.attachmentsOf(
      db,
      messages.map((m) => m.id),
    );
    const emails = forStaff
      ? await userDirectory.emails(
          db,
          messages.flatMap((m) => (m.authorId === null ? [] : [m.authorId])),
        )
      : null;
    const [task, payment, botConversation] = await Promise.all([
      ticket.taskId === null ? undefined : supportReads.taskOf(db, ticket.userId, ticket.taskId),
      ticket.paymentId === null ? undefined : supportReads.paymentOf(db, ticket.userId, ticket.paymentId),
      ticketsRepo.botConversation(db, ticket.id),
    ]);
    return {
      ...summaryOf(ticket),
      task: task ? taskRefOf(task) : null,
      payment: payment ? paymentRefOf(payment) : null,
      botConversation,
      messages: await threadOf(storage, messages, files, emails),
    };
  }

  async function deskSummaries(rows: TicketRow[]): Promise<DeskTicketSummary[]> {
    const emails = await userDirectory.emails(
      db,
      rows.flatMap((r) => [r.userId, ...(r.assigneeId === null ? [] : [r.assigneeId])]),
    );
    return rows.map((r) => ({
      ...summaryOf(r),
      userId: r.userId,
      userEmail: emails.get(r.userId) ?? null,
      assigneeId: r.assigneeId,
      assigneeEmail: r.assigneeId === null ? null : (emails.get(r.assigneeId) ?? null),
      waitingSince: r.statusSince.toISOString(),
    }));
  }

  /** Locks the ticket for a change (in `trx`); ERROR_NOT_FOUND when it is gone. */
  async function locked(trx: Db, id: number): Promise<TicketRow> {
    const ticket = await ticketsRepo.lock(trx, id);
    if (!ticket) throw notFound();
    return ticket;
  }

  const service = {
    /** Opens a ticket with its first message (at most SUPPORT_TICKETS_PER_HOUR an hour per user). */
    async create(userId: number, input: NewTicket): Promise<Ticket> {
      const limit = await throttle(db, `support-ticket|${userId}`, SUPPORT_TICKETS_PER_HOUR, HOUR_MS);
      if (!limit.allowed) {
        const retryAfterS = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
        throw new AppError('ERROR_RATE_LIMITED', 'Too many new tickets; try again later.', { retryAfterS });
      }
      if (input.taskId !== null && !(await supportReads.taskOf(db, userId, input.taskId))) {
        throw invalid('taskId', 'not_found');
      }
      if (input.paymentId !== null && !(await supportReads.paymentOf(db, userId, input.paymentId))) {
        throw invalid('paymentId', 'not_found');
      }
      const files = await checkAttachments(userId, input.attachmentIds);
      const botConversation = await botConversationOf(userId, input.botThread);
      // An enterprise plan holder's ticket goes straight to their named contact.
      const contactId = (await deps.enterprisePlanOf?.(userId))?.contactId ?? null;
      const id = await inTransaction(db, async (trx) => {
        const ticketId = await ticketsRepo.insertTicket(trx, {
          userId,
          subject: input.subject,
          category: input.category,
          taskId: input.taskId,
          paymentId: input.paymentId,
          botConversation,
          now: clock.now(),
        });
        const ticket = await locked(trx, ticketId);
        await addMessage(trx, ticket, { authorId: userId, authorRole: 'user', kind: 'reply' }, input.body, files);
        await ticketsRepo.update(trx, ticketId, { replyAt: clock.now() }, clock.now());
        if (contactId !== null) {
          await ticketsRepo.update(trx, ticketId, { assigneeId: contactId }, clock.now());
          await event(trx, ticket, 'assigned', null, 'system');
        }
        return ticketId;
      });
      return service.userTicket(userId, id);
    },

    async userTickets(userId: number, p: number): Promise<TicketListReply> {
      const { offset, limit } = page(p);
      const { records, totalCount } = await ticketsRepo.listOfUser(db, userId, offset, limit);
      return { records: records.map(summaryOf), totalCount };
    },

    async userTicket(userId: number, id: number): Promise<Ticket> {
      return ticketReply(await ownTicket(userId, id), false);
    },

    /** The user's reply: the ticket is open again (waiting for staff), whatever it was. */
    async userReply(userId: number, id: number, input: NewMessage): Promise<Ticket> {
      await ownTicket(userId, id);
      const files = await checkAttachments(userId, input.attachmentIds);
      await inTransaction(db, async (trx) => {
        const ticket = await locked(trx, id);
        if (ticket.status === 'closed') await event(trx, ticket, 'reopened', userId, 'user');
        await addMessage(trx, ticket, { authorId: userId, authorRole: 'user', kind: 'reply' }, input.body, files);
        const now = clock.now();
        await ticketsRepo.update(trx, id, { status: 'open', closedAt: null, replyAt: now }, now);
      });
      return service.userTicket(userId, id);
    },

    async userClose(userId: number, id: number): Promise<Ticket> {
      await ownTicket(userId, id);
      await close(id, 'closed_user', userId, 'user');
      return service.userTicket(userId, id);
    },

    /** The user's recent tasks and payments, for the form's picker. */
    async references(userId: number): Promise<TicketReferencesReply> {
      const [tasks, payments] = await Promise.all([
        supportReads.recentTasks(db, userId, REFERENCE_ROWS),
        supportReads.recentPayments(db, userId, REFERENCE_ROWS),
      ]);
      return { tasks: tasks.map(taskRefOf), payments: payments.map(paymentRefOf) };
    },

    // ── The staff desk ────────────────────────────────────────────────────────

    async desk(staffId: number, query: DeskQuery): Promise<DeskListReply> {
      const filter: DeskFilter = { status: query.status, category: query.category };
      if (query.assigned === 'me') filter.assigneeId = staffId;
      if (query.assigned === 'unassigned') filter.assigneeId = null;
      const { offset, limit } = page(query.page);
      const { records, totalCount } = await ticketsRepo.desk(db, filter, offset, limit);
      return { records: await deskSummaries(records), totalCount };
    },

    async deskTicket(id: number): Promise<DeskTicket> {
      const ticket = await ticketsRepo.find(db, id);
      if (!ticket) throw notFound();
      const [thread, [summary], user, balance, tasks, payments, others, staff] = await Promise.all([
        ticketReply(ticket, true),
        deskSummaries([ticket]),
        userDirectory.find(db, { id: ticket.userId }, { only: 'any' }),
        deps.ledger.balance(ticket.userId),
        supportReads.recentTasks(db, ticket.userId, CONTEXT_ROWS),
        supportReads.recentPayments(db, ticket.userId, CONTEXT_ROWS),
        ticketsRepo.otherTickets(db, ticket.userId, ticket.id, CONTEXT_ROWS),
        supportReads.staffMembers(db),
      ]);
      const plan = (await deps.enterprisePlanOf?.(ticket.userId)) ?? null;
      return {
        ...thread,
        ...(summary as DeskTicketSummary),
        user: {
          id: ticket.userId,
          email: user?.email ?? null,
          userType: user?.userType ?? null,
          language: user?.interfaceLanguage ?? 'en',
          balanceMicros: balance.balanceMicros,
          heldMicros: balance.heldMicros,
          tasks: tasks.map(taskRefOf),
          payments: payments.map(paymentRefOf),
          otherTickets: others.map(summaryOf),
          enterpriseUntil: plan?.until ?? null,
        },
        staff,
      };
    },

    /**
     * A staff reply (the ticket then waits for the user, who gets it by mail) or an internal note
     * (nothing changes for the user).
     */
    async deskReply(staffId: number, id: number, input: NewMessage & { internal: boolean }): Promise<DeskTicket> {
      const files = await checkAttachments(staffId, input.attachmentIds);
      const ticket = await inTransaction(db, async (trx) => {
        const current = await locked(trx, id);
        const kind = input.internal ? 'note' : 'reply';
        await addMessage(trx, current, { authorId: staffId, authorRole: 'staff', kind }, input.body, files);
        const now = clock.now();
        if (!input.internal) {
          await ticketsRepo.update(trx, id, { status: 'waiting', closedAt: null, replyAt: now }, now);
        }
        // The first reply takes an unassigned ticket.
        if (!input.internal && current.assigneeId === null) {
          await ticketsRepo.update(trx, id, { assigneeId: staffId }, now);
        }
        return current;
      });
      if (!input.internal) await mailUser(ticket, input.body);
      return service.deskTicket(id);
    },

    async assign(staffId: number, id: number, assigneeId: number | null): Promise<DeskTicket> {
      if (assigneeId !== null) {
        const staff = await supportReads.staffMembers(db);
        if (!staff.some((s) => s.id === assigneeId)) throw invalid('assigneeId', 'not_staff');
      }
      await inTransaction(db, async (trx) => {
        const ticket = await locked(trx, id);
        if (ticket.assigneeId === assigneeId) return;
        await ticketsRepo.update(trx, id, { assigneeId }, clock.now());
        await event(trx, ticket, 'assigned', staffId, 'staff');
      });
      return service.deskTicket(id);
    },

    async deskClose(staffId: number, id: number): Promise<DeskTicket> {
      await close(id, 'closed_staff', staffId, 'staff');
      return service.deskTicket(id);
    },

    /** Closes the tickets waiting for their user longer than `days`; how many. */
    async closeStale(days: number, trx: Db = db): Promise<number> {
      const now = clock.now();
      const ids = await ticketsRepo.closeStale(trx, new Date(now.getTime() - days * 24 * HOUR_MS), now);
      for (const id of ids) {
        await ticketsRepo.insertMessage(trx, {
          ticketId: id,
          authorId: null,
          authorRole: 'system',
          kind: 'event',
          body: 'closed_auto',
          createdAt: now,
        });
      }
      return ids.length;
    },
  };

  async function close(id: number, name: SupportEvent, authorId: number, role: 'user' | 'staff') {
    await inTransaction(db, async (trx) => {
      const ticket = await locked(trx, id);
      if (ticket.status === 'closed') return;
      await event(trx, ticket, name, authorId, role);
      const now = clock.now();
      await ticketsRepo.update(trx, id, { status: 'closed', closedAt: now }, now);
    });
  }

  /** The staff's answer by mail; a mail that fails is logged, the reply stands. */
  async function mailUser(ticket: TicketRow, body: string) {
    try {
      const user = await userDirectory.find(db, { id: ticket.userId });
      if (!user?.email) return;
      await mails.staffReplied(recipientOf(user), ticket, body);
    } catch (err) {
      log.warn({ err, ticketId: ticket.id }, 'support reply mail not sent');
    }
  }

  return service;
}
export type TicketsService = ReturnType<typeof ticketsService>;
