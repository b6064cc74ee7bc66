import type { Db } from '../../platform/db.ts';
import { AGREEMENT_KINDS, agreementKey, decodeSpec, type TaskAnswer } from '../solving/index.ts';
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
 * Golden tasks: control tasks with a known answer, mixed into live work at `rate` (the engine
 * creates them as tasks of the quality-control account, shown like any task, same pay). A wrong
 * answer is a mistake of the worker (source 'golden'); the known answer never leaves this module
 * except as the correct answer of that mistake.
 */
export function createGoldenSource(deps: { db: Db; rate?: number; random?: () => number }) {
  const { db } = deps;
  const rate = deps.rate ?? GOLDEN_RATE;
  const random = deps.random ?? Math.random;
  let ownerId: number | null = null;

  return {
    /** With probability `rate`, a control task for this worker (of a kind they can solve). */
    async pick(_workerId: number, kinds: readonly string[] | null) {
      if (rate <= 0 || random() >= rate) return null;
      const allowed = [...AGREEMENT_KINDS].filter((k) => kinds === null || kinds.includes(k));
      const [control] = await qualityRepo.randomControlTasks(db, 'golden', allowed, 1);
      if (!control) return null;
      ownerId ??= await qualityRepo.qualityAccountId(db);
      return { controlTaskId: control.id, kind: control.kind, spec: control.spec, ownerId };
    },

    /** Whether an answer to a control task is right (an unknown control task counts as right). */
    async judge(controlTaskId: number, answer: TaskAnswer, trx: Db) {
      const control = await qualityRepo.controlTask(trx, controlTaskId);
      if (!control) return { right: true, known: null };
      return { right: matchesControl(control.spec, control.answer, answer), known: control.answer };
    },
  };
}
export type GoldenSource = ReturnType<typeof createGoldenSource>;
