import type { Db } from '../../platform/db.ts';
import type { LedgerService, SettleSplits } from '../billing/index.ts';
import { splitCharge } from '../pricing/index.ts';
import { decodeSpec } from './spec-codec.ts';
import { taskRepo } from './task.repo.ts';
import { agreedKey, agreementKey, type TaskAnswer, type TaskSpec } from './task-types/index.ts';

type LockedTask = NonNullable<Awaited<ReturnType<typeof taskRepo.lockAssigned>>>;
type LedgerTask = LockedTask;

/** What an accepted answer did to its task. */
export type AnswerEffect =
  /** Solved: the money settled. */
  | { effect: 'solved'; hasCallback: boolean }
  /** 100 % recognition: more answers are needed; the task is back in the queue for other workers. */
  | { effect: 'requeued' }
  /** 100 % recognition: the answers can no longer agree; the hold is released. */
  | { effect: 'bad_duplicates'; hasCallback: boolean };

export const taskRef = (id: number) => `task:${id}`;
/** What the customer's hold for a task is: one price per answer it may collect. */
export const heldFor = (task: { priceMicros: number; maxAnswers: number }) => task.priceMicros * task.maxAnswers;

/**
 * How a solved task's charge splits: `answers` priced answers are charged (1, or each answer of a
 * 100 % recognition task); every paid worker gets the table's pay with their level's bonus; the
 * developer of the task's soft_id 10 % of the charge; the platform the rest; what was held beyond
 * the charge goes back.
 */
export async function settleSplits(
  deps: { payBonusPercent?: AnswerDeps['payBonusPercent']; db: Db },
  task: Pick<LedgerTask, 'id' | 'priceMicros' | 'workerPayMicros' | 'developerId'>,
  answers: number,
  paidWorkers: number[],
): Promise<SettleSplits> {
  const charge = task.priceMicros * answers;
  // The workers' total is capped by what the charge leaves after the developer's share (then scaled down alike).
  const bonuses = await Promise.all(paidWorkers.map((w) => deps.payBonusPercent?.(w, deps.db) ?? 0));
  const wanted = paidWorkers.map((_, i) => Math.floor((task.workerPayMicros * (100 + (bonuses[i] ?? 0))) / 100));
  const wantedTotal = wanted.reduce((a, b) => a + b, 0);
  const split = splitCharge(charge, wantedTotal, task.developerId !== null);
  const scale = wantedTotal > 0 ? split.workerMicros / wantedTotal : 0;
  const pays = wanted.map((w) => Math.floor(w * scale));
  const [first, ...more] = paidWorkers;
  return {
    chargeMicros: charge,
    workerUserId: first ?? null,
    workerMicros: pays[0] ?? 0,
    moreWorkers: more.map((userId, i) => ({ userId, micros: pays[i + 1] ?? 0 })),
    developerUserId: task.developerId,
    developerMicros: split.developerMicros,
    key: `settle:${taskRef(task.id)}`,
    reference: taskRef(task.id),
  };
}

/** Settles a solved task (inside the caller's transaction). */
async function settle(
  trx: Db,
  deps: AnswerDeps,
  task: LockedTask,
  answers: number,
  paidWorkers: number[],
): Promise<void> {
  const splits = await settleSplits({ payBonusPercent: deps.payBonusPercent, db: trx }, task, answers, paidWorkers);
  await deps.ledger.settle(task.customerId, heldFor(task), splits, trx);
}

/**
 * Applies a valid answer of the assigned worker to a locked task (inside the caller's transaction).
 * An ordinary task is solved at once. A 100 % recognition task collects answers from different
 * workers until `matchesRequired` agree (then solved with the agreed answer, every answer charged,
 * agreeing workers paid, the others get a consensus mistake), or until agreement is out of reach
 * (ERROR_BAD_DUPLICATES: nothing charged).
 */
export interface AnswerDeps {
  ledger: LedgerService;
  now: Date;
  afterMistake?: ((trx: Db, workerId: number) => Promise<void>) | undefined;
  /** Extra pay for the worker's level, percent of the table's pay. */
  payBonusPercent?: ((workerId: number, trx: Db) => Promise<number>) | undefined;
}

export async function applyAnswer(
  trx: Db,
  deps: AnswerDeps,
  task: LockedTask,
  workerId: number,
  answer: TaskAnswer,
): Promise<AnswerEffect> {
  const hasCallback = task.callbackUrl !== null;
  await taskRepo.recordAttempt(trx, task.id, workerId, 'answered', JSON.stringify(answer));
  if (task.matchesRequired <= 1) {
    await taskRepo.setStatus(trx, task.id, {
      status: 'solved',
      answer: JSON.stringify(answer),
      solveCount: 1,
      endedAt: deps.now,
    });
    await settle(trx, deps, task, 1, [workerId]);
    return { effect: 'solved', hasCallback };
  }

  const spec: TaskSpec = decodeSpec(task.spec);
  const answers = await taskRepo.answersOf(trx, task.id);
  const keyed = answers.map((a) => ({ ...a, key: agreementKey(spec, a.answer as TaskAnswer) ?? `#${a.workerId}` }));
  const agreed = agreedKey(
    keyed.map((a) => a.key),
    task.matchesRequired,
  );
  if (agreed !== null) {
    const agreeing = keyed.filter((a) => a.key === agreed);
    const chosen = agreeing[0]?.answer as TaskAnswer;
    await taskRepo.setStatus(trx, task.id, {
      status: 'solved',
      answer: JSON.stringify(chosen),
      solveCount: answers.length,
      endedAt: deps.now,
    });
    await settle(
      trx,
      deps,
      task,
      answers.length,
      agreeing.map((a) => a.workerId),
    );
    for (const other of keyed.filter((a) => a.key !== agreed)) {
      await taskRepo.insertMistake(trx, {
        workerId: other.workerId,
        taskId: task.id,
        source: 'consensus',
        answer: JSON.stringify(other.answer),
        correctAnswer: JSON.stringify(chosen),
        lostMicros: task.workerPayMicros,
      });
      await deps.afterMistake?.(trx, other.workerId);
    }
    return { effect: 'solved', hasCallback };
  }

  // Can the answers still to come make some answer (or a new one) reach the count?
  const left = task.maxAnswers - answers.length;
  const best = Math.max(...[...countBy(keyed.map((a) => a.key)).values()]);
  if (left <= 0 || best + left < task.matchesRequired) {
    await endWithoutAnswer(trx, deps, task, 'bad_duplicates');
    return { effect: 'bad_duplicates', hasCallback };
  }
  await taskRepo.setStatus(trx, task.id, { status: 'queued', solveCount: answers.length });
  return { effect: 'requeued' };
}

/** Ends a task unsolvable (no answer, or answers that never agreed) and gives the hold back. */
export async function endWithoutAnswer(
  trx: Db,
  deps: { ledger: LedgerService; now: Date },
  task: { id: number; customerId: number; priceMicros: number; maxAnswers: number },
  reason: 'no_answer' | 'bad_duplicates',
): Promise<void> {
  await taskRepo.setStatus(trx, task.id, { status: 'unsolvable', endedAt: deps.now, endReason: reason });
  // Golden tasks hold nothing.
  if (heldFor(task) > 0)
    await deps.ledger.release(task.customerId, heldFor(task), `release:${taskRef(task.id)}`, taskRef(task.id), trx);
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
