import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { TaskEndReason, TaskStatus, TaskTable } from './solving.tables.ts';

/** A customer's task as submitted. */
export interface NewTask {
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
  developerId: number | null;
  matchesRequired: number;
  maxAnswers: number;
  language: string | null;
  /** Dispatch priority (absent: 0); higher is handed out first. */
  priority?: number;
}

/** A task's columns that answering it needs (a claim returns them, so the answer need not read them). */
const ANSWER_COLUMNS = [
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
  'callbackUrl',
  'developerId',
  'matchesRequired',
  'maxAnswers',
  'solveCount',
  'controlTaskId',
  'assignedAt',
  'createdAt',
  'clientIp',
] as const;

/** A task as a claim returns it. */
export type ClaimedRow = Pick<Selectable<TaskTable>, (typeof ANSWER_COLUMNS)[number]>;

/** Queries of the task queue. Every method takes the database or a transaction. */
export const taskRepo = {
  insert(db: Db, values: NewTask) {
    return db
      .insertInto('task')
      .values({ ...values, status: 'queued' })
      .returning(['id', 'createdAt'])
      .executeTakeFirstOrThrow();
  },

  /**
   * Inserts a queued task and, in the same statement, `also` (the hold of its price: a ledger call
   * given the task's reference `task:<id>` as SQL; a notification to other processes): one round
   * trip, atomic on its own. A refusal raised by `also` inserts nothing.
   */
  async insertWith(db: Db, values: NewTask, also: (ref: RawBuilder<string>) => RawBuilder<unknown>[]) {
    const extra = also(sql<string>`'task:' || t.id`);
    const row = await db
      .with('t', (q) =>
        q
          .insertInto('task')
          .values({ ...values, status: 'queued' })
          .returning(['id', 'createdAt']),
      )
      .selectFrom('t')
      .select(['t.id', 't.createdAt', ...extra.map((e, i) => e.as(`also${i}`))])
      .executeTakeFirstOrThrow();
    return { id: row.id, createdAt: row.createdAt };
  },

  /**
   * Solves an assigned task with one answer in one statement: the task (still assigned to this
   * worker, deadline not passed), the worker's attempt and `settle` (a ledger call) together.
   * False when the task was not in that state (nothing changed).
   */
  async solveAssigned(
    db: Db,
    v: { taskId: number; workerId: number; answer: string; now: Date },
    settle: RawBuilder<unknown>,
  ): Promise<boolean> {
    const row = await db
      .with('t', (q) =>
        q
          .updateTable('task')
          .set({ status: 'solved', answer: v.answer, solveCount: 1, endedAt: v.now })
          .where('id', '=', v.taskId)
          .where('status', '=', 'assigned')
          .where('workerId', '=', v.workerId)
          .where('deadlineAt', '>=', v.now)
          .returning(['id']),
      )
      .with('a', (q) =>
        q
          .insertInto('taskAttempt')
          .columns(['taskId', 'workerId', 'outcome', 'answer'])
          .expression((eb) =>
            eb
              .selectFrom('t')
              .select([
                't.id',
                sql<number>`${v.workerId}::bigint`.as('workerId'),
                sql<string>`'answered'`.as('outcome'),
                sql<string>`${v.answer}::jsonb`.as('answer'),
              ]),
          )
          .onConflict((oc) =>
            oc.columns(['taskId', 'workerId']).doUpdateSet((eb) => ({
              outcome: eb.ref('excluded.outcome'),
              answer: eb.ref('excluded.answer'),
            })),
          ),
      )
      .selectFrom('t')
      .select(['t.id', settle.as('settled')])
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Solves several assigned tasks with one answer each in one statement: each task still assigned
   * to its worker within its deadline is solved and its attempt recorded, and the settles of those
   * (and only those) go to `postMany` (a ledger call taking a jsonb array). Returns the ids solved.
   */
  async solveMany(
    db: Db,
    now: Date,
    items: { taskId: number; workerId: number; answer: string; settle: unknown }[],
    postMany: (settles: RawBuilder<unknown>) => RawBuilder<number>,
  ): Promise<Set<number>> {
    const input = JSON.stringify(
      items.map((i) => ({ task: i.taskId, worker: i.workerId, answer: i.answer, settle: i.settle })),
    );
    const settles = sql`(select coalesce(jsonb_agg(t.settle order by t.id), '[]'::jsonb) from t)`;
    const { rows } = await sql<{ solved: number[] | null; posted: number }>`
      with b as (
        select * from jsonb_to_recordset(${input}::jsonb) as b (task bigint, worker bigint, answer text, settle jsonb)
      ), t as (
        update task set status = 'solved', answer = b.answer::jsonb, solve_count = 1, ended_at = ${now}::timestamptz
        from b
        where task.id = b.task and task.status = 'assigned' and task.worker_id = b.worker
          and task.deadline_at >= ${now}::timestamptz
        returning task.id, b.worker, b.answer, b.settle
      ), a as (
        insert into task_attempt (task_id, worker_id, outcome, answer)
        select t.id, t.worker, 'answered', t.answer::jsonb from t
        on conflict (task_id, worker_id) do update set outcome = excluded.outcome, answer = excluded.answer
      )
      select (select array_agg(t.id) from t) as solved, ${postMany(settles)} as posted`.execute(db);
    return new Set((rows[0]?.solved ?? []).map(Number));
  },

  /** What answering a task needs to know of it (read without a lock). */
  forAnswer(db: Db, taskId: number) {
    return db.selectFrom('task').select(ANSWER_COLUMNS).where('id', '=', taskId).executeTakeFirst();
  },

  /** A task created already assigned to a worker (golden tasks). */
  insertAssigned(
    db: Db,
    v: {
      customerId: number;
      kind: string;
      spec: string;
      workerPayMicros: number;
      workerId: number;
      now: Date;
      deadlineAt: Date;
      unsolvableAt: Date;
      controlTaskId: number;
    },
  ) {
    return db
      .insertInto('task')
      .values({
        customerId: v.customerId,
        kind: v.kind,
        spec: v.spec,
        source: 'v2',
        softId: null,
        callbackUrl: null,
        clientIp: null,
        status: 'assigned',
        priceMicros: 0,
        workerPayMicros: v.workerPayMicros,
        workerId: v.workerId,
        assignedAt: v.now,
        deadlineAt: v.deadlineAt,
        unsolvableAt: v.unsolvableAt,
        createdAt: v.now,
        developerId: null,
        controlTaskId: v.controlTaskId,
      })
      .returning(['id', 'kind', 'spec', 'deadlineAt', 'workerPayMicros'])
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
        'endReason',
        'workerPayMicros',
      ])
      .where('id', '=', taskId)
      .where('customerId', '=', customerId)
      .executeTakeFirst();
  },

  /**
   * Assigns the oldest queued task this worker has not tried yet, in one statement (FOR UPDATE SKIP
   * LOCKED: parallel workers never take the same one). `kinds` limits what the worker can solve;
   * `deadlines` gives the seconds a worker has per kind.
   */
  async claimNext(
    db: Db,
    workerId: number,
    now: Date,
    kinds: readonly string[] | null,
    deadlines: Readonly<Record<string, number>>,
    languages: readonly string[] = [],
    delayMs = 0,
  ): Promise<ClaimedRow | undefined> {
    // task_claim (migration 0021): one statement, planned to walk the queue in id order.
    const before = delayMs > 0 ? new Date(now.getTime() - delayMs) : null;
    const { rows } = await sql<ClaimedRow>`select * from task_claim(${workerId}::bigint, ${now}::timestamptz,
      ${kinds ? [...kinds] : null}::text[], ${[...languages]}::text[], ${before}::timestamptz,
      ${JSON.stringify(deadlines)}::jsonb)`.execute(db);
    return rows[0];
  },

  lockAssigned(db: Db, taskId: number) {
    return db.selectFrom('task').select(ANSWER_COLUMNS).where('id', '=', taskId).forUpdate().executeTakeFirst();
  },

  setStatus(
    db: Db,
    taskId: number,
    values: {
      status: TaskStatus;
      answer?: string;
      solveCount?: number;
      endedAt?: Date | null;
      attempts?: number;
      endReason?: TaskEndReason;
    },
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
    answer: string | null = null,
  ) {
    return db
      .insertInto('taskAttempt')
      .values({ taskId, workerId, outcome, answer })
      .onConflict((oc) => oc.columns(['taskId', 'workerId']).doUpdateSet({ outcome, answer }))
      .execute();
  },

  /** The answers given to a task so far, first first. */
  answersOf(db: Db, taskId: number) {
    return db
      .selectFrom('taskAttempt')
      .select(['workerId', 'answer'])
      .where('taskId', '=', taskId)
      .where('outcome', '=', 'answered')
      .orderBy('createdAt')
      .orderBy('workerId')
      .execute();
  },

  /** Records a wrong answer of a worker (once per task, worker and source). */
  insertMistake(
    db: Db,
    values: {
      workerId: number;
      taskId: number;
      source: 'complaint' | 'consensus' | 'golden';
      answer: string | null;
      correctAnswer: string | null;
      lostMicros: number;
    },
  ) {
    return db
      .insertInto('workerMistake')
      .values(values)
      .onConflict((oc) => oc.columns(['taskId', 'workerId', 'source']).doNothing())
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
