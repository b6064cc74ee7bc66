import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../billing/index.ts';
import { taskRef } from './answer.ts';
import type { EngineOptions, ReportOutcome } from './engine.types.ts';
import { decodeSpec } from './spec-codec.ts';
import { taskRepo } from './task.repo.ts';
import { agreementKey, type TaskAnswer } from './task-types/index.ts';

export interface ReportDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  opts: EngineOptions;
  /** The engine's transaction runner (any failure rolls all of it back). */
  tx: <T>(fn: (trx: Db) => Promise<T>) => Promise<T>;
  afterMistake?: ((trx: Db, workerId: number) => Promise<void>) | undefined;
}

/** The workers whose answer was the task's answer, each with a complaint mistake. */
async function recordComplaintMistakes(
  trx: Db,
  task: { id: number; spec: unknown; answer: unknown; workerId: number | null; workerPayMicros: number },
) {
  const spec = decodeSpec(task.spec);
  const keyOf = (answer: unknown) => agreementKey(spec, answer as TaskAnswer) ?? JSON.stringify(answer);
  const given = keyOf(task.answer);
  const answers = await taskRepo.answersOf(trx, task.id);
  const workers = answers.filter((a) => a.answer !== null && keyOf(a.answer) === given).map((a) => a.workerId);
  if (workers.length === 0 && task.workerId !== null) workers.push(task.workerId);
  for (const workerId of workers) {
    await taskRepo.insertMistake(trx, {
      workerId,
      taskId: task.id,
      source: 'complaint',
      answer: JSON.stringify(task.answer),
      correctAnswer: null,
      lostMicros: task.workerPayMicros,
    });
  }
  return workers;
}

/**
 * A customer's report on a solved task: one per task, within the window after the answer. A
 * complaint is accepted by policy (refused once the customer's complaints pass the share over the
 * last day); an accepted one refunds through the ledger and counts as a mistake of every worker who
 * gave that answer. A confirmation counts for the worker's standing.
 */
export async function reportTask(
  deps: ReportDeps,
  customerId: number,
  taskId: number,
  verdict: 'bad' | 'good',
): Promise<ReportOutcome> {
  const { db, opts } = deps;
  if (!Number.isSafeInteger(taskId) || taskId <= 0) return 'not_found';
  const row = await taskRepo.findForCustomer(db, customerId, taskId);
  if (!row) return 'not_found';
  if (row.status !== 'solved' || !row.endedAt) return 'not_recorded';
  if (await taskRepo.findReport(db, taskId)) return 'duplicate';
  const now = deps.clock.now();
  if (now.getTime() - new Date(row.endedAt).getTime() > opts.reportWindowMinutes * 60_000) return 'not_recorded';
  let accepted = true;
  if (verdict === 'bad') {
    const { solved, complaints } = await taskRepo.complaintRatio(db, customerId, new Date(now.getTime() - 86_400_000));
    accepted = solved < opts.complaintSample || (complaints + 1) / solved <= opts.maxComplaintShare;
  }
  const recorded = await deps.tx(async (trx) => {
    const inserted = await taskRepo.insertReport(trx, {
      taskId,
      customerId,
      workerId: row.workerId,
      verdict,
      accepted,
    });
    if (!inserted) return false;
    if (verdict === 'bad' && accepted) {
      const ref = taskRef(taskId);
      await deps.ledger.refund(`settle:${ref}`, `refund:${ref}`, 'complaint', trx);
      for (const workerId of await recordComplaintMistakes(trx, row)) await deps.afterMistake?.(trx, workerId);
    }
    return true;
  });
  if (!recorded) return 'duplicate';
  return verdict === 'bad' && !accepted ? 'not_recorded' : 'recorded';
}
