import type { WorkerFlagReason } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { KIND_META, type TaskAnswer, type TaskKind } from '../solving/index.ts';

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

/** How long this process remembers that it flagged a worker for a reason (no second insert meanwhile). */
const FLAGGED_TTL_MS = 60_000;
const WORKERS_MAX = 100_000;

export type AnswerFlagger = (
  db: Db,
  a: { workerId: number; taskId: number; kind: string; elapsedMs: number | null; answer: TaskAnswer },
) => Promise<void>;

/**
 * Flags an accepted answer for an admin when it came impossibly fast, or repeats the worker's
 * last answers word for word (at most one open flag per worker and reason). It never refuses the
 * answer and runs after the answer committed, off the answer's statement: the worker's last text
 * answers are kept per process (read once from the database for a worker this process has not
 * seen yet), and a flag just raised is not inserted again for a minute.
 */
export function createAnswerFlagger(now: () => number = Date.now): AnswerFlagger {
  const recent = new Map<number, (string | null)[]>();
  const flagged = new Map<string, number>();

  async function raise(db: Db, workerId: number, taskId: number, reason: WorkerFlagReason, detail: string) {
    const key = `${workerId}:${reason}`;
    const at = flagged.get(key);
    if (at !== undefined && now() - at < FLAGGED_TTL_MS) return;
    if (flagged.size >= WORKERS_MAX) flagged.delete(flagged.keys().next().value as string);
    flagged.set(key, now());
    await flag(db, workerId, taskId, reason, detail);
  }

  /** The worker's last text answers before this one, newest first (null: an answer of another type). */
  async function history(db: Db, workerId: number, taskId: number): Promise<(string | null)[]> {
    const known = recent.get(workerId);
    if (known) return known;
    const rows = await db
      .selectFrom('taskAttempt')
      .select('answer')
      .where('workerId', '=', workerId)
      .where('outcome', '=', 'answered')
      .where('taskId', '<>', taskId)
      .orderBy('createdAt', 'desc')
      .limit(REPEAT_RUN - 1)
      .execute();
    return rows.map((r) => {
      const answer = r.answer as TaskAnswer | null;
      return answer?.type === 'text' ? answer.text : null;
    });
  }

  return async (db, a) => {
    const category = KIND_META[a.kind as TaskKind]?.category ?? 'image';
    if (a.elapsedMs !== null && a.elapsedMs < MIN_HUMAN_MS[category]) {
      await raise(db, a.workerId, a.taskId, 'too_fast', `${Math.max(0, Math.round(a.elapsedMs))} ms`);
    }
    const text = a.answer.type === 'text' ? a.answer.text : null;
    const before = await history(db, a.workerId, a.taskId);
    const run = [text, ...before].slice(0, REPEAT_RUN);
    if (recent.size >= WORKERS_MAX && !recent.has(a.workerId)) recent.delete(recent.keys().next().value as number);
    recent.set(a.workerId, run.slice(0, REPEAT_RUN - 1));
    if (text !== null && run.length === REPEAT_RUN && run.every((t) => t === text)) {
      await raise(db, a.workerId, a.taskId, 'repeated_answer', `"${text.slice(0, 40)}" × ${REPEAT_RUN}`);
    }
  };
}
