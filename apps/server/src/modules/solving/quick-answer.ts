import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type LedgerItem, type LedgerService, ledgerError } from '../billing/index.ts';
import { heldFor, settleSplits } from './answer.ts';
import { createAnswerBatcher } from './answer-batcher.ts';
import { type AssignedRow, createAssignedCache } from './assigned-cache.ts';
import type { AnswerOutcome, QualityPort, TaskView } from './engine.types.ts';
import type { ResultCache } from './result-cache.ts';
import { decodeSpec } from './spec-codec.ts';
import { taskRepo } from './task.repo.ts';
import { type TaskKind, validateAnswer } from './task-types/index.ts';

/** Answers settled in one statement at most, and such statements at once per process. */
const ANSWER_BATCH_MAX = 64;
const ANSWER_BATCHES_IN_FLIGHT = 2;

export interface QuickAnswerDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  quality: Partial<QualityPort>;
  batchAnswers: boolean;
  log: FastifyBaseLogger;
  results: ResultCache;
  /** After a task ended and the change committed. */
  ended: (taskId: number, hasCallback?: boolean) => Promise<void>;
}

/**
 * The common answer in one statement: an ordinary task (one answer, not a golden task) still
 * assigned to this worker within its deadline is solved, the attempt recorded and the money
 * settled together, batched with the answers arriving meanwhile. `answer` returns null when the
 * task needs the engine's general path (100 % recognition, golden tasks, a passed deadline, an
 * invalid answer, a task no longer assigned): it decides there.
 */
export function createQuickAnswers(deps: QuickAnswerDeps) {
  const { db, clock, ledger, quality, results } = deps;
  /** What a claim returned of a task, so that its answer need not read it again (this process). */
  const assigned = createAssignedCache();
  const batcher = createAnswerBatcher<{ taskId: number; workerId: number; answer: string; settle: LedgerItem }>(
    (items) => taskRepo.solveMany(db, clock.now(), items, ledger.calls.postMany),
    {
      max: ANSWER_BATCH_MAX,
      inFlight: ANSWER_BATCHES_IN_FLIGHT,
      onError: (err) => deps.log.warn({ err }, 'answer batch failed; answers written one by one'),
    },
  );

  async function answerAtOnce(workerId: number, taskId: number, raw: unknown): Promise<AnswerOutcome | null> {
    const task = assigned.take(taskId) ?? (await taskRepo.forAnswer(db, taskId));
    const now = clock.now();
    if (
      task?.status !== 'assigned' ||
      task.workerId !== workerId ||
      task.matchesRequired > 1 ||
      task.controlTaskId !== null ||
      !task.deadlineAt ||
      new Date(task.deadlineAt) < now
    ) {
      return null;
    }
    const spec = decodeSpec(task.spec);
    const check = validateAnswer(spec, raw);
    if (!check.ok) return null;
    const answer = JSON.stringify(check.answer);
    const splits = await settleSplits({ payBonusPercent: quality.payBonusPercent, db }, task, 1, [workerId]);
    // Batched with the answers arriving meanwhile (one statement, one commit); alone if the batch failed.
    let solved = deps.batchAnswers
      ? await batcher.submit({
          taskId,
          workerId,
          answer,
          settle: ledger.calls.settleItem(task.customerId, heldFor(task), splits),
        })
      : null;
    if (solved === null) {
      try {
        solved = await taskRepo.solveAssigned(
          db,
          { taskId, workerId, answer, now },
          ledger.calls.settle(task.customerId, heldFor(task), splits),
        );
      } catch (err) {
        throw ledgerError(err);
      }
    }
    if (!solved) return null;
    const view: TaskView = {
      taskId,
      kind: task.kind as TaskKind,
      createdAt: new Date(task.createdAt),
      clientIp: task.clientIp,
      state: 'ready',
      spec,
      answer: check.answer,
      costMicros: task.priceMicros,
      endedAt: now,
      solveCount: 1,
    };
    results.remember(task.customerId, view, results.epoch());
    await deps.ended(taskId, task.callbackUrl !== null);
    // Quality bookkeeping after the answer committed: it never holds the answer's locks.
    await quality
      .afterAnswer?.(db, {
        workerId,
        taskId,
        kind: task.kind,
        elapsedMs: task.assignedAt ? now.getTime() - new Date(task.assignedAt).getTime() : null,
        answer: check.answer,
      })
      .catch((err) => deps.log.error({ err, taskId }, 'answer checks failed'));
    return { ok: true };
  }

  return {
    remember: (row: AssignedRow) => assigned.remember(row),
    answer: async (workerId: number, taskId: number, raw: unknown) => {
      const outcome = await answerAtOnce(workerId, taskId, raw);
      if (!outcome) assigned.forget(taskId);
      return outcome;
    },
  };
}
