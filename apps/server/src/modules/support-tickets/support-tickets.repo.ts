import type { SupportCategory, SupportStatus, TicketBotConversation } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { SupportTicketMessageTable } from './support-tickets.tables.ts';

export interface TicketRow {
  id: number;
  userId: number;
  subject: string;
  category: SupportCategory;
  taskId: number | null;
  paymentId: number | null;
  status: SupportStatus;
  assigneeId: number | null;
  statusSince: Date;
  lastMessageAt: Date;
  messageCount: number;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRow {
  id: number;
  ticketId: number;
  authorId: number | null;
  authorRole: SupportTicketMessageTable['authorRole'];
  kind: SupportTicketMessageTable['kind'];
  body: string;
  createdAt: Date;
}

export interface DeskFilter {
  status?: SupportStatus | undefined;
  category?: SupportCategory | undefined;
  /** Tickets assigned to this staff member; null: unassigned; undefined: any. */
  assigneeId?: number | null | undefined;
}

/** What changes on a ticket with a message or a decision. */
export interface TicketChange {
  status?: SupportStatus;
  assigneeId?: number | null;
  closedAt?: Date | null;
  /** A reply: the message count and its time. */
  replyAt?: Date;
}

const ticketColumns = [
  'id',
  'userId',
  'subject',
  'category',
  'taskId',
  'paymentId',
  'status',
  'assigneeId',
  'statusSince',
  'lastMessageAt',
  'messageCount',
  'closedAt',
  'createdAt',
  'updatedAt',
] as const;

export const ticketsRepo = {
  async insertTicket(
    db: Db,
    row: Pick<TicketRow, 'userId' | 'subject' | 'category' | 'taskId' | 'paymentId'> & {
      botConversation?: TicketBotConversation | null;
      now: Date;
    },
  ): Promise<number> {
    const { now, botConversation, ...rest } = row;
    const inserted = await db
      .insertInto('supportTicket')
      .values({
        ...rest,
        botConversation: botConversation ? JSON.stringify(botConversation) : null,
        statusSince: now,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async insertMessage(db: Db, row: Omit<MessageRow, 'id'>): Promise<number> {
    const inserted = await db.insertInto('supportTicketMessage').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  async attach(db: Db, ticketId: number, messageId: number, fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await db
      .insertInto('supportTicketAttachment')
      .values(fileIds.map((fileId, position) => ({ fileId, messageId, ticketId, position })))
      .execute();
  },

  /** The files among these already attached to a message. */
  async attachedAlready(db: Db, fileIds: readonly string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await db
      .selectFrom('supportTicketAttachment')
      .select('fileId')
      .where('fileId', 'in', [...fileIds])
      .execute();
    return rows.map((r) => r.fileId);
  },

  /** The owner of the ticket a file is attached to (the read check of ticket attachments). */
  async ownerOfAttachment(db: Db, fileId: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('supportTicketAttachment as a')
      .innerJoin('supportTicket as t', 't.id', 'a.ticketId')
      .select('t.userId')
      .where('a.fileId', '=', fileId)
      .executeTakeFirst();
    return row?.userId;
  },

  find(db: Db, id: number): Promise<TicketRow | undefined> {
    return db.selectFrom('supportTicket').select(ticketColumns).where('id', '=', id).executeTakeFirst();
  },

  /** The copy of the bot conversation the ticket was opened from, or null. */
  async botConversation(db: Db, id: number): Promise<TicketBotConversation | null> {
    const row = await db.selectFrom('supportTicket').select('botConversation').where('id', '=', id).executeTakeFirst();
    return row?.botConversation ?? null;
  },

  /** The ticket, locked until the transaction ends (one change at a time). */
  lock(db: Db, id: number): Promise<TicketRow | undefined> {
    return db.selectFrom('supportTicket').select(ticketColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async update(db: Db, id: number, change: TicketChange, now: Date): Promise<void> {
    await db
      .updateTable('supportTicket')
      .set((eb) => ({
        updatedAt: now,
        ...(change.status !== undefined
          ? {
              status: change.status,
              statusSince: sql<Date>`case when status = ${change.status} then status_since else ${now} end`,
            }
          : {}),
        ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
        ...(change.closedAt !== undefined ? { closedAt: change.closedAt } : {}),
        ...(change.replyAt ? { lastMessageAt: change.replyAt, messageCount: eb('messageCount', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      .execute();
  },

  async listOfUser(db: Db, userId: number, offset: number, limit: number) {
    const [records, total] = await Promise.all([
      db
        .selectFrom('supportTicket')
        .select(ticketColumns)
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      db
        .selectFrom('supportTicket')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { records, totalCount: Number(total.n) };
  },

  /**
   * The desk's queue: open tickets first (oldest wait first), then waiting, then closed (newest
   * first), narrowed by the filter.
   */
  async desk(db: Db, filter: DeskFilter, offset: number, limit: number) {
    let query = db.selectFrom('supportTicket');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.assigneeId === null) query = query.where('assigneeId', 'is', null);
    else if (filter.assigneeId !== undefined) query = query.where('assigneeId', '=', filter.assigneeId);
    const [records, total] = await Promise.all([
      query
        .select(ticketColumns)
        .orderBy(sql`case status when 'open' then 0 when 'waiting' then 1 else 2 end`)
        .orderBy(sql`case when status = 'closed' then null else status_since end`, 'asc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, totalCount: Number(total.n) };
  },

  /** The user's other tickets, newest first. */
  otherTickets(db: Db, userId: number, exceptId: number, limit: number): Promise<TicketRow[]> {
    return db
      .selectFrom('supportTicket')
      .select(ticketColumns)
      .where('userId', '=', userId)
      .where('id', '!=', exceptId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The thread, oldest first; internal notes and assignments only when asked for (staff). */
  messages(db: Db, ticketId: number, withNotes: boolean): Promise<MessageRow[]> {
    let query = db
      .selectFrom('supportTicketMessage')
      .select(['id', 'ticketId', 'authorId', 'authorRole', 'kind', 'body', 'createdAt'])
      .where('ticketId', '=', ticketId);
    // The user sees neither notes nor who took the ticket.
    if (!withNotes) {
      query = query
        .where('kind', '!=', 'note')
        .where((eb) => eb.not(eb.and([eb('kind', '=', 'event'), eb('body', '=', 'assigned')])));
    }
    return query.orderBy('id').execute();
  },

  attachmentsOf(db: Db, messageIds: readonly number[]) {
    if (messageIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('supportTicketAttachment')
      .select(['fileId', 'messageId'])
      .where('messageId', 'in', [...messageIds])
      .orderBy('messageId')
      .orderBy('position')
      .execute();
  },

  /**
   * Closes the tickets waiting for their user since before `before`; their ids. Tickets locked by
   * a change under way are left for the next run.
   */
  async closeStale(db: Db, before: Date, now: Date): Promise<number[]> {
    const rows = await db
      .updateTable('supportTicket')
      .set({ status: 'closed', statusSince: now, closedAt: now, updatedAt: now })
      .where(
        'id',
        'in',
        db
          .selectFrom('supportTicket')
          .select('id')
          .where('status', '=', 'waiting')
          .where('statusSince', '<', before)
          .forUpdate()
          .skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  canned: {
    list(db: Db) {
      return db
        .selectFrom('supportCannedAnswer')
        .select(['id', 'title', 'body', 'updatedAt'])
        .orderBy('title')
        .orderBy('id')
        .execute();
    },
    async insert(db: Db, row: { title: string; body: string; updatedBy: number; now: Date }) {
      return db
        .insertInto('supportCannedAnswer')
        .values({ title: row.title, body: row.body, updatedBy: row.updatedBy, createdAt: row.now, updatedAt: row.now })
        .returning(['id', 'title', 'body', 'updatedAt'])
        .executeTakeFirstOrThrow();
    },
    update(db: Db, id: number, row: { title: string; body: string; updatedBy: number; now: Date }) {
      return db
        .updateTable('supportCannedAnswer')
        .set({ title: row.title, body: row.body, updatedBy: row.updatedBy, updatedAt: row.now })
        .where('id', '=', id)
        .returning(['id', 'title', 'body', 'updatedAt'])
        .executeTakeFirst();
    },
    async delete(db: Db, id: number): Promise<boolean> {
      const result = await db.deleteFrom('supportCannedAnswer').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  },
};
