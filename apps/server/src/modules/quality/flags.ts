import type { WorkerFlagReason } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { KIND_META, type TaskAnswer, type TaskKind } from '../solving/task-types/index.ts';

/** Answers sooner than this after the task was shown are not humanly possible, per category. */
export const MIN_HUMAN_MS: Readonly<Record<'image' | 'token', number>> = { image: 1000, token: 3000 };
/** This many identical text answers in a row (on different tasks) look like a script. */
export const REPEAT_RUN = 8;

async function flag(db: Db, workerId: number, taskId: number, reason: WorkerFlagReason, detail: string) {
  await db
    .insertInto('workerFlag')
    .values({ workerId, taskId, reason, detail })
    .onConflict((oc) => oc.columns(['workerId', 'reason']).where('reviewedAt', 'is', null).doNothing())
    .execute();
}

/**
 * Flags an accepted answer for an admin when it came impossibly fast, or repeats the worker's
 * last answers word for word (at most one open flag per worker and reason). Runs in the answer's
 * transaction; it never refuses the answer.
 */
export async function flagSuspicious(
  trx: Db,
  a: { workerId: number; taskId: number; kind: string; elapsedMs: number | null; answer: TaskAnswer },
): Promise<void> {
  const category = KIND_META[a.kind as TaskKind]?.category ?? 'image';
  if (a.elapsedMs !== null && a.elapsedMs < MIN_HUMAN_MS[category]) {
    await flag(trx, a.workerId, a.taskId, 'too_fast', `${Math.max(0, Math.round(a.elapsedMs))} ms`);
  }
  if (a.answer.type !== 'text') return;
  const recent = await trx
    .selectFrom('taskAttempt')
    .select('answer')
    .where('workerId', '=', a.workerId)
    .where('outcome', '=', 'answered')
    .orderBy('createdAt', 'desc')
    // Runs before this answer is recorded: the run is this answer and the ones before it.
    .limit(REPEAT_RUN - 1)
    .execute();
  const text = a.answer.text;
  const same = recent.filter(
    (r) => (r.answer as TaskAnswer | null)?.type === 'text' && (r.answer as { text: string }).text === text,
  );
  if (recent.length === REPEAT_RUN - 1 && same.length === REPEAT_RUN - 1) {
    await flag(trx, a.workerId, a.taskId, 'repeated_answer', `"${text.slice(0, 40)}" × ${REPEAT_RUN}`);
  }
}
