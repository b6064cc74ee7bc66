import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/**
 * Reads for the customer cabinet: the account's tasks with what they cost, by list. Money comes
 * from the ledger (a task's settle minus its refund; what was held and released), so the figures
 * are the ones the balance moved by.
 */

/** What a task's settle, refund and release moved (the ledger references tasks as `task:{id}`). */
const moved = (kind: 'settle' | 'refund' | 'release') =>
  sql<string>`coalesce((select sum(lt.amount_micros) from ledger_transaction lt
    where lt.reference = 'task:' || t.id and lt.kind = ${kind}), 0)::text`;

export interface TaskRow {
  id: number;
  kind: string;
  status: 'queued' | 'assigned' | 'solved' | 'unsolvable';
  answer: unknown;
  createdAt: Date;
  endedAt: Date | null;
  endReason: 'no_answer' | 'bad_duplicates' | null;
  attempts: number;
  settled: string;
  refunded: string;
  released: string;
}

function tasks(db: Db) {
  return db
    .selectFrom('task as t')
    .select([
      't.id',
      't.kind',
      't.status',
      't.answer',
      't.createdAt',
      't.endedAt',
      't.endReason',
      't.attempts',
      moved('settle').as('settled'),
      moved('refund').as('refunded'),
      moved('release').as('released'),
    ]);
}

const count = (value: unknown) => Number(value ?? 0);

export const customerReads = {
  async latest(db: Db, customerId: number, limit: number): Promise<TaskRow[]> {
    return (await tasks(db)
      .where('t.customerId', '=', customerId)
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute()) as TaskRow[];
  },

  async unresolved(db: Db, customerId: number): Promise<number> {
    const row = await db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customerId', '=', customerId)
      .where('status', 'in', ['queued', 'assigned'])
      .executeTakeFirst();
    return count(row?.n);
  },

  /** Tasks and solved tasks per UTC day since `from`. */
  async tasksPerDay(db: Db, customerId: number, from: Date) {
    const rows = await db
      .selectFrom('task')
      .select([
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        sql<string>`count(*)::text`.as('tasks'),
        sql<string>`(count(*) filter (where status = 'solved'))::text`.as('solved'),
      ])
      .where('customerId', '=', customerId)
      .where('createdAt', '>=', from)
      .groupBy(sql`1`)
      .execute();
    return rows.map((r) => ({ day: r.day, tasks: count(r.tasks), solved: count(r.solved) }));
  },

  /** Charged (settles) minus given back (refunds) per UTC day since `from`. */
  async spentPerDay(db: Db, customerId: number, from: Date) {
    const rows = await db
      .selectFrom('ledgerTransaction')
      .select([
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        sql<string>`sum(case when kind = 'settle' then amount_micros else -amount_micros end)::text`.as('spent'),
      ])
      .where('userId', '=', customerId)
      .where('kind', 'in', ['settle', 'refund'])
      .where('createdAt', '>=', from)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [r.day, count(r.spent)]));
  },

  async impossible(db: Db, customerId: number, offset: number, limit: number) {
    const [records, total] = await Promise.all([
      tasks(db)
        .where('t.customerId', '=', customerId)
        .where('t.status', '=', 'unsolvable')
        .orderBy('t.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      db
        .selectFrom('task')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customerId', '=', customerId)
        .where('status', '=', 'unsolvable')
        .executeTakeFirst(),
    ]);
    return { records: records as TaskRow[], totalCount: count(total?.n) };
  },

  async complaints(db: Db, customerId: number, offset: number, limit: number) {
    const [records, totals] = await Promise.all([
      tasks(db)
        .innerJoin('taskReport as r', 'r.taskId', 't.id')
        .select(['r.verdict', 'r.accepted', 'r.createdAt as reportedAt'])
        .where('r.customerId', '=', customerId)
        .where('r.verdict', '=', 'bad')
        .orderBy('r.createdAt', 'desc')
        .orderBy('t.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      db
        .selectFrom('taskReport as r')
        .select([
          sql<string>`count(*)::text`.as('total'),
          sql<string>`(count(*) filter (where r.accepted))::text`.as('accepted'),
          sql<string>`coalesce((select sum(lt.amount_micros) from ledger_transaction lt
            where lt.user_id = ${customerId} and lt.kind = 'refund'), 0)::text`.as('refunded'),
        ])
        .where('r.customerId', '=', customerId)
        .where('r.verdict', '=', 'bad')
        .executeTakeFirst(),
    ]);
    return {
      records: records as (TaskRow & { verdict: 'bad' | 'good'; accepted: boolean; reportedAt: Date })[],
      totalCount: count(totals?.total),
      acceptedCount: count(totals?.accepted),
      refundedMicros: count(totals?.refunded),
    };
  },

  async notCaptcha(db: Db, customerId: number, offset: number, limit: number) {
    const marked = db
      .selectFrom('taskAttempt as a')
      .innerJoin('task as mt', 'mt.id', 'a.taskId')
      .select(['a.taskId', sql<Date>`max(a.created_at)`.as('markedAt'), sql<string>`count(*)::text`.as('marks')])
      .where('mt.customerId', '=', customerId)
      .where('a.outcome', '=', 'not_a_captcha')
      .groupBy('a.taskId');
    const [records, total] = await Promise.all([
      tasks(db)
        .innerJoin(marked.as('m'), 'm.taskId', 't.id')
        .select(['m.markedAt', 'm.marks'])
        .orderBy('m.markedAt', 'desc')
        .orderBy('t.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      db
        .selectFrom(marked.as('m'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
    ]);
    return { records: records as (TaskRow & { markedAt: Date; marks: string })[], totalCount: count(total?.n) };
  },

  /** The customer's report on a task. */
  async reportOf(db: Db, customerId: number, taskId: number) {
    const row = await db
      .selectFrom('taskReport')
      .select('verdict')
      .where('taskId', '=', taskId)
      .where('customerId', '=', customerId)
      .executeTakeFirst();
    return row?.verdict ?? null;
  },

  async task(db: Db, customerId: number, taskId: number): Promise<TaskRow | undefined> {
    return (await tasks(db).where('t.id', '=', taskId).where('t.customerId', '=', customerId).executeTakeFirst()) as
      | TaskRow
      | undefined;
  },

  /** The task's spec (its images), for its owner only. */
  async spec(db: Db, customerId: number, taskId: number): Promise<unknown> {
    const row = await db
      .selectFrom('task')
      .select('spec')
      .where('id', '=', taskId)
      .where('customerId', '=', customerId)
      .executeTakeFirst();
    return row?.spec;
  },
};
