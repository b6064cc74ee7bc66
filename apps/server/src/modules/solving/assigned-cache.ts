import type { taskRepo } from './task.repo.ts';

/** What a claim returns of a task. */
export type AssignedRow = NonNullable<Awaited<ReturnType<typeof taskRepo.forAnswer>>>;

/** Tasks remembered at once; the oldest go first (their answer then reads the task). */
const MAX = 20_000;

/**
 * The tasks this process handed to workers, as the claim returned them, so that the answer (most
 * often on the same process) need not read the task again. Only a hint: the answer's statement
 * checks the task's state itself, and a miss reads the task.
 */
export function createAssignedCache() {
  const rows = new Map<number, AssignedRow>();
  return {
    remember(row: AssignedRow) {
      if (rows.size >= MAX) rows.delete(rows.keys().next().value as number);
      rows.set(row.id, row);
    },
    /** The row, once: it is forgotten (an answer is given once). */
    take(taskId: number): AssignedRow | undefined {
      const row = rows.get(taskId);
      rows.delete(taskId);
      return row;
    },
    forget(taskId: number) {
      rows.delete(taskId);
    },
  };
}
