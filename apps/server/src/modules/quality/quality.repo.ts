import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { announce, USER_CHANGED } from '../../platform/notify.ts';
import { userDirectory } from '../identity/index.ts';
import { workerReads } from '../reporting/index.ts';

/** Queries of quality control: control set, training, worker profiles, accuracy. */
export const qualityRepo = {
  profile(db: Db, userId: number) {
    return db
      .selectFrom('workerProfile')
      .select(['userId', 'languages', 'suspendedAt', 'suspensionReason'])
      .where('userId', '=', userId)
      .executeTakeFirst();
  },

  async setLanguages(db: Db, userId: number, languages: string[], now: Date) {
    await db
      .insertInto('workerProfile')
      .values({ userId, languages, updatedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ languages, updatedAt: now }))
      .execute();
    announce(USER_CHANGED, String(userId));
  },

  async setSuspension(db: Db, userId: number, suspendedAt: Date | null, now: Date) {
    const suspensionReason = suspendedAt ? ('low_accuracy' as const) : null;
    await db
      .insertInto('workerProfile')
      .values({ userId, suspendedAt, suspensionReason, updatedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ suspendedAt, suspensionReason, updatedAt: now }))
      .execute();
    announce(USER_CHANGED, String(userId));
  },

  insertControlTask(
    db: Db,
    values: {
      kind: string;
      spec: string;
      answer: string;
      training: boolean;
      golden: boolean;
      createdBy: number | null;
    },
  ) {
    return db.insertInto('controlTask').values(values).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
  },

  listControlTasks(db: Db) {
    return db
      .selectFrom('controlTask')
      .select(['id', 'kind', 'answer', 'training', 'golden', 'active', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
  },

  setControlTaskActive(db: Db, id: number, active: boolean) {
    return db.updateTable('controlTask').set({ active }).where('id', '=', id).returning('id').executeTakeFirst();
  },

  controlTask(db: Db, id: number) {
    return db
      .selectFrom('controlTask')
      .select(['id', 'kind', 'spec', 'answer'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Up to `limit` random active control tasks for this purpose, of these kinds. */
  randomControlTasks(db: Db, purpose: 'training' | 'golden', kinds: readonly string[], limit: number) {
    return db
      .selectFrom('controlTask')
      .select(['id', 'kind', 'spec', 'answer'])
      .where('active', '=', true)
      .where(purpose, '=', true)
      .where('kind', 'in', kinds as string[])
      .orderBy(sql`random()`)
      .limit(limit)
      .execute();
  },

  latestSession(db: Db, workerId: number) {
    return db
      .selectFrom('trainingSession')
      .select(['id', 'startedAt', 'finishedAt', 'passed'])
      .where('workerId', '=', workerId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async startSession(db: Db, workerId: number, controlTaskIds: number[], now: Date) {
    const session = await db
      .insertInto('trainingSession')
      .values({ workerId, startedAt: now, finishedAt: null, passed: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('trainingAnswer')
      .values(controlTaskIds.map((controlTaskId, position) => ({ sessionId: session.id, controlTaskId, position })))
      .execute();
    return session.id;
  },

  sessionAnswers(db: Db, sessionId: number) {
    return db
      .selectFrom('trainingAnswer')
      .innerJoin('controlTask', 'controlTask.id', 'trainingAnswer.controlTaskId')
      .select([
        'trainingAnswer.controlTaskId',
        'trainingAnswer.position',
        'trainingAnswer.correct',
        'trainingAnswer.answeredAt',
        'controlTask.kind',
      ])
      .where('trainingAnswer.sessionId', '=', sessionId)
      .orderBy('trainingAnswer.position')
      .execute();
  },

  async recordTrainingAnswer(
    db: Db,
    sessionId: number,
    controlTaskId: number,
    answer: string,
    correct: boolean,
    now: Date,
  ): Promise<boolean> {
    const r = await db
      .updateTable('trainingAnswer')
      .set({ answer, correct, answeredAt: now })
      .where('sessionId', '=', sessionId)
      .where('controlTaskId', '=', controlTaskId)
      .where('answeredAt', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  finishSession(db: Db, sessionId: number, passed: boolean, now: Date) {
    return db
      .updateTable('trainingSession')
      .set({ finishedAt: now, passed })
      .where('id', '=', sessionId)
      .where('finishedAt', 'is', null)
      .executeTakeFirst();
  },

  async qualityAccountId(db: Db): Promise<number> {
    const row = await db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', 'quality_account_id')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  },

  /** A system message to one worker (shown in the app until closed), from the quality-control account. */
  async messageWorker(db: Db, workerId: number, message: Record<string, string>) {
    await userDirectory.sendSystemMessage(db, workerId, message, await qualityRepo.qualityAccountId(db));
  },

  /** Answers given and mistakes recorded since `since` (the solving engine's records, read by reporting). */
  answersAndMistakes: workerReads.answersAndMistakes,

  /** A worker's mistakes, newest first, with the task shown to them (read by reporting). */
  mistakes: workerReads.mistakesWithTasks,
};
