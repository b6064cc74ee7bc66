import type { Db } from '../../platform/db.ts';

/** Reads of the solving engine's tasks for modules that act on a task after it ended. */
export const taskReads = {
  /** What a pingback of a task needs (read from the solving engine's task table). */
  taskForCallback(db: Db, taskId: number) {
    return db
      .selectFrom('task')
      .select(['id', 'customerId', 'status', 'spec', 'answer', 'callbackUrl', 'endReason'])
      .where('id', '=', taskId)
      .executeTakeFirst();
  },
};
