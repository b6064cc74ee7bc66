import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A worker's record as the solving engine's tables tell it: tasks solved, answers, confirmations and mistakes. */
export const workerReads = {
  async solvedSince(db: Db, userId: number, since: Date): Promise<number> {
    const row = await db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workerId', '=', userId)
      .where('status', '=', 'solved')
      .where('endedAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Tasks the worker holds now: assigned to them, deadline ahead (a task past it is theirs no
   * more, whether or not the sweeper has requeued it yet). Counted on the partial index of
   * assignments (migration 0027), a handful of entries; no row is locked.
   */
  async heldTasks(db: Db, workerId: number, now: Date): Promise<number> {
    const row = await db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workerId', '=', workerId)
      .where('status', '=', 'assigned')
      .where('deadlineAt', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Confirmations (reportgood) and mistakes of a worker since `since`. */
  async standingSince(db: Db, userId: number, since: Date) {
    const [confirmations, mistakes, answered] = await Promise.all([
      db
        .selectFrom('taskReport')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workerId', '=', userId)
        .where('verdict', '=', 'good')
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('workerMistake')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workerId', '=', userId)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('taskAttempt')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workerId', '=', userId)
        .where('outcome', '=', 'answered')
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow(),
    ]);
    return { confirmations: Number(confirmations.n), mistakes: Number(mistakes.n), answered: Number(answered.n) };
  },

  /** Answers given and mistakes recorded since `since`. */
  async answersAndMistakes(db: Db, workerId: number, since: Date) {
    const { rows } = await sql<{ answered: number; mistakes: number }>`
      select
        (select count(*) from task_attempt where worker_id = ${workerId} and outcome = 'answered'
           and created_at >= ${since})::bigint as answered,
        (select count(*) from worker_mistake where worker_id = ${workerId} and created_at >= ${since})::bigint as mistakes
    `.execute(db);
    return { answered: Number(rows[0]?.answered ?? 0), mistakes: Number(rows[0]?.mistakes ?? 0) };
  },

  /** A worker's mistakes, newest first, with the task shown to them. */
  mistakesWithTasks(db: Db, workerId: number, limit: number, before: number | null) {
    return db
      .selectFrom('workerMistake')
      .innerJoin('task', 'task.id', 'workerMistake.taskId')
      .select([
        'workerMistake.id',
        'workerMistake.taskId',
        'workerMistake.source',
        'workerMistake.answer',
        'workerMistake.correctAnswer',
        'workerMistake.lostMicros',
        'workerMistake.createdAt',
        'task.kind',
        'task.spec',
      ])
      .where('workerMistake.workerId', '=', workerId)
      .$if(before !== null, (q) => q.where('workerMistake.id', '<', before as number))
      .orderBy('workerMistake.id', 'desc')
      .limit(limit)
      .execute();
  },
};
