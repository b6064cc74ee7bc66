import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { TaskStatus } from './solving.tables.ts';

/** Queries of the task queue. Every method takes the database or a transaction. */
export const taskRepo = {
  insert(
    db: Db,
    values: {
      customerId: number;
      kind: string;
      spec: string;
      source: 'v1' | 'v2';
      softId: number | null;
      callbackUrl: string | null;
      clientIp: string | null;
      priceMicros: number;
      workerPayMicros: number;
      unsolvableAt: Date;
      createdAt: Date;
    },
  ) {
    return db
      .insertInto('task')
      .values({ ...values, status: 'queued' })
      .returning(['id', 'createdAt'])
      .executeTakeFirstOrThrow();
  },

  findForCustomer(db: Db, customerId: number, taskId: number) {
    return db
      .selectFrom('task')
      .select([
        'id',
        'kind',
        'spec',
        'status',
        'answer',
        'priceMicros',
        'solveCount',
        'createdAt',
        'endedAt',
        'workerId',
        'clientIp',
      ])
      .where('id', '=', taskId)
      .where('customerId', '=', customerId)
      .executeTakeFirst();
  },

  /**
   * Assigns the oldest queued task this worker has not tried yet (FOR UPDATE SKIP LOCKED: parallel
   * workers never take the same one). `kinds` limits what the worker can solve.
   */
  async claimNext(
    db: Db,
    workerId: number,
    now: Date,
    kinds: readonly string[] | null,
    deadlineFor: (kind: string) => number,
  ) {
    const candidate = await db
      .selectFrom('task')
      .select(['id', 'kind'])
      .where('status', '=', 'queued')
      .where('unsolvableAt', '>', now)
      .$if(kinds !== null, (q) => q.where('kind', 'in', kinds as string[]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('taskAttempt')
              .select('taskAttempt.taskId')
              .whereRef('taskAttempt.taskId', '=', 'task.id')
              .where('taskAttempt.workerId', '=', workerId),
          ),
        ),
      )
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!candidate) return null;
    const deadline = new Date(now.getTime() + deadlineFor(candidate.kind) * 1000);
    return db
      .updateTable('task')
      .set({ status: 'assigned', workerId, assignedAt: now, deadlineAt: deadline })
      .where('id', '=', candidate.id)
      .returning(['id', 'kind', 'spec', 'deadlineAt', 'workerPayMicros'])
      .executeTakeFirstOrThrow();
  },

  lockAssigned(db: Db, taskId: number) {
    return db
      .selectFrom('task')
      .select([
        'id',
        'customerId',
        'kind',
        'spec',
        'status',
        'workerId',
        'deadlineAt',
        'priceMicros',
        'workerPayMicros',
        'attempts',
      ])
      .where('id', '=', taskId)
      .forUpdate()
      .executeTakeFirst();
  },

  setStatus(
    db: Db,
    taskId: number,
    values: { status: TaskStatus; answer?: string; solveCount?: number; endedAt?: Date | null; attempts?: number },
  ) {
    const back = values.status === 'queued';
    return db
      .updateTable('task')
      .set({
        ...values,
        ...(back ? { workerId: null, assignedAt: null, deadlineAt: null } : {}),
      })
      .where('id', '=', taskId)
      .execute();
  },

  recordAttempt(
    db: Db,
    taskId: number,
    workerId: number,
    outcome: 'answered' | 'skip' | 'cannot_solve' | 'not_a_captcha' | 'timeout',
  ) {
    return db
      .insertInto('taskAttempt')
      .values({ taskId, workerId, outcome })
      .onConflict((oc) => oc.columns(['taskId', 'workerId']).doUpdateSet({ outcome }))
      .execute();
  },

  /** Ids of assigned tasks whose deadline passed, and of open tasks past their unsolvable time. */
  async overdue(db: Db, now: Date, limit = 200) {
    const [late, expired] = await Promise.all([
      db
        .selectFrom('task')
        .select('id')
        .where('status', '=', 'assigned')
        .where('deadlineAt', '<', now)
        .limit(limit)
        .execute(),
      db
        .selectFrom('task')
        .select('id')
        .where('status', 'in', ['queued', 'assigned'])
        .where('unsolvableAt', '<=', now)
        .limit(limit)
        .execute(),
    ]);
    return { late: late.map((r) => r.id), expired: expired.map((r) => r.id) };
  },

  async counts(db: Db) {
    const rows = await db
      .selectFrom('task')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['queued', 'assigned'])
      .groupBy('status')
      .execute();
    const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { queued: of('queued'), assigned: of('assigned') };
  },

  findReport(db: Db, taskId: number) {
    return db.selectFrom('taskReport').select(['verdict']).where('taskId', '=', taskId).executeTakeFirst();
  },

  insertReport(
    db: Db,
    values: { taskId: number; customerId: number; workerId: number | null; verdict: 'bad' | 'good'; accepted: boolean },
  ) {
    return db
      .insertInto('taskReport')
      .values(values)
      .onConflict((oc) => oc.column('taskId').doNothing())
      .returning('taskId')
      .executeTakeFirst();
  },

  /** A customer's complaints and solved tasks over a recent window, for the complaint policy. */
  async complaintRatio(db: Db, customerId: number, since: Date) {
    const row = await db
      .selectFrom('task')
      .leftJoin('taskReport', (j) => j.onRef('taskReport.taskId', '=', 'task.id').on('taskReport.verdict', '=', 'bad'))
      .select([
        (eb) => eb.fn.countAll<number>().as('solved'),
        (eb) => eb.fn.count<number>('taskReport.taskId').as('complaints'),
      ])
      .where('task.customerId', '=', customerId)
      .where('task.status', '=', 'solved')
      .where('task.endedAt', '>=', since)
      .executeTakeFirstOrThrow();
    return { solved: Number(row.solved), complaints: Number(row.complaints) };
  },

  async statusOf(db: Db, taskId: number): Promise<TaskStatus | null> {
    const row = await db.selectFrom('task').select('status').where('id', '=', taskId).executeTakeFirst();
    return row?.status ?? null;
  },

  now: (db: Db) => sql<{ now: Date }>`select now() as now`.execute(db),
};
