import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../billing/ledger.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { decodeSpec } from '../solving/spec-codec.ts';
import { taskRepo } from '../solving/task.repo.ts';
import {
  AGREEMENT_KINDS,
  agreementKey,
  KIND_META,
  type TaskAnswer,
  type TaskKind,
} from '../solving/task-types/index.ts';
import { qualityRepo } from './quality.repo.ts';

/** Share of claims answered with a golden task (a control task with a known answer), by default. */
export const GOLDEN_RATE = 0.03;

/** Whether a worker's answer matches a control task's known one (compared as 100 % recognition compares). */
export function matchesControl(specJson: unknown, known: unknown, given: TaskAnswer): boolean {
  const spec = decodeSpec(specJson);
  const a = agreementKey(spec, known as TaskAnswer);
  return a !== null && a === agreementKey(spec, given);
}

/**
 * Golden tasks: mixed into live work at `rate`, shown like any task (same kinds, same pay), owned
 * by the quality-control account. A wrong answer is a mistake of the worker (source 'golden').
 */
export function createGoldenSource(deps: { db: Db; pricing: PricingService; rate?: number; random?: () => number }) {
  const { db } = deps;
  const rate = deps.rate ?? GOLDEN_RATE;
  const random = deps.random ?? Math.random;
  let qualityAccount: number | null = null;

  return {
    /** With probability `rate`, a golden task assigned to this worker now (its row, as a claim returns). */
    async maybeAssign(workerId: number, now: Date, kinds: readonly string[] | null) {
      if (rate <= 0 || random() >= rate) return null;
      const allowed = [...AGREEMENT_KINDS].filter((k) => kinds === null || kinds.includes(k));
      const [control] = await qualityRepo.randomControlTasks(db, 'golden', allowed, 1);
      if (!control) return null;
      const meta = KIND_META[control.kind as TaskKind];
      const price = await deps.pricing.taskPrice(meta.priceKey as never);
      qualityAccount ??= await qualityRepo.qualityAccountId(db);
      return taskRepo.insertAssigned(db, {
        customerId: qualityAccount,
        kind: control.kind,
        spec: JSON.stringify(control.spec),
        workerPayMicros: price.workerMicros,
        workerId,
        now,
        deadlineAt: new Date(now.getTime() + meta.deadlineSeconds * 1000),
        unsolvableAt: new Date(now.getTime() + meta.unsolvableAfterSeconds * 1000),
        controlTaskId: control.id,
      });
    },
  };
}
export type GoldenSource = ReturnType<typeof createGoldenSource>;

/**
 * Settles a golden task's answer (inside the engine's transaction): the worker is paid like for
 * any task (the platform pays: a credit), and a wrong answer is recorded as a golden mistake.
 * Returns whether the answer was right.
 */
export async function answerGolden(
  trx: Db,
  ledger: LedgerService,
  task: { id: number; controlTaskId: number; workerPayMicros: number },
  workerId: number,
  answer: TaskAnswer,
  now: Date,
): Promise<boolean> {
  const control = await qualityRepo.controlTask(trx, task.controlTaskId);
  const right = control ? matchesControl(control.spec, control.answer, answer) : true;
  await taskRepo.recordAttempt(trx, task.id, workerId, 'answered', JSON.stringify(answer));
  await taskRepo.setStatus(trx, task.id, {
    status: 'solved',
    answer: JSON.stringify(answer),
    solveCount: 1,
    endedAt: now,
  });
  if (task.workerPayMicros > 0) {
    await ledger.credit(
      workerId,
      task.workerPayMicros,
      `golden-pay:task:${task.id}`,
      'quality control task',
      null,
      trx,
    );
  }
  if (!right) {
    await taskRepo.insertMistake(trx, {
      workerId,
      taskId: task.id,
      source: 'golden',
      answer: JSON.stringify(answer),
      correctAnswer: JSON.stringify(control?.answer ?? null),
      lostMicros: 0,
    });
  }
  return right;
}
