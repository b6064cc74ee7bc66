import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../billing/index.ts';
import type { PricingService } from '../pricing/index.ts';
import type { QualityPort } from './engine.types.ts';
import { taskRepo } from './task.repo.ts';
import { KIND_META, type TaskAnswer, type TaskKind } from './task-types/index.ts';

/**
 * Golden tasks in live work: quality control picks a control task (its known answer stays with
 * quality); the engine creates it as a task already assigned to the worker, owned by the
 * quality-control account, paid like any task, and invisible as such to the worker.
 */
export async function assignGolden(
  db: Db,
  pricing: PricingService,
  pick: QualityPort['pickGolden'],
  workerId: number,
  now: Date,
  kinds: readonly string[] | null,
) {
  const control = await pick(workerId, kinds);
  if (!control) return null;
  const meta = KIND_META[control.kind as TaskKind];
  const price = await pricing.taskPrice(meta.priceKey as never);
  return taskRepo.insertAssigned(db, {
    customerId: control.ownerId,
    kind: control.kind,
    spec: JSON.stringify(control.spec),
    workerPayMicros: price.workerMicros,
    workerId,
    now,
    deadlineAt: new Date(now.getTime() + meta.deadlineSeconds * 1000),
    unsolvableAt: new Date(now.getTime() + meta.unsolvableAfterSeconds * 1000),
    controlTaskId: control.controlTaskId,
  });
}

/**
 * Settles a golden task's answer (inside the engine's transaction): the worker is paid like for
 * any task (the platform pays: a credit), and a wrong answer is recorded as a golden mistake.
 * Returns whether the answer was right.
 */
export async function answerGolden(
  trx: Db,
  deps: { ledger: LedgerService; judge: QualityPort['judgeGolden'] | undefined },
  task: { id: number; controlTaskId: number; workerPayMicros: number },
  workerId: number,
  answer: TaskAnswer,
  now: Date,
): Promise<boolean> {
  const verdict = deps.judge ? await deps.judge(task.controlTaskId, answer, trx) : { right: true, known: null };
  await taskRepo.recordAttempt(trx, task.id, workerId, 'answered', JSON.stringify(answer));
  await taskRepo.setStatus(trx, task.id, {
    status: 'solved',
    answer: JSON.stringify(answer),
    solveCount: 1,
    endedAt: now,
  });
  if (task.workerPayMicros > 0) {
    await deps.ledger.credit(
      workerId,
      task.workerPayMicros,
      `golden-pay:task:${task.id}`,
      'quality control task',
      null,
      trx,
    );
  }
  if (!verdict.right) {
    await taskRepo.insertMistake(trx, {
      workerId,
      taskId: task.id,
      source: 'golden',
      answer: JSON.stringify(answer),
      correctAnswer: JSON.stringify(verdict.known ?? null),
      lostMicros: 0,
    });
  }
  return verdict.right;
}
