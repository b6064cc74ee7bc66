import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** Solving time measured from solved tasks (the solving engine's task table). */
export const solveTimeReads = {
  /** Per kind: tasks solved since `since` and their average seconds from submission to answer (demo accounts left out). */
  async byKind(db: Db, since: Date): Promise<Map<string, { averageSeconds: number; tasks: number }>> {
    const rows = await db
      .selectFrom('task')
      .select([
        'kind',
        sql<string>`avg(extract(epoch from (ended_at - created_at)))`.as('avgSeconds'),
        sql<string>`count(*)`.as('tasks'),
      ])
      .where('status', '=', 'solved')
      .where('endedAt', 'is not', null)
      .where('endedAt', '>=', since)
      // Demo accounts (seeded data) never count, neither as the customer nor as the worker.
      .where(sql<boolean>`not exists (select 1 from user_account d where d.id = task.customer_id and d.is_demo)`)
      .where(sql<boolean>`not exists (select 1 from user_account d where d.id = task.worker_id and d.is_demo)`)
      .groupBy('kind')
      .execute();
    return new Map(
      rows.map((r) => [r.kind, { averageSeconds: Math.round(Number(r.avgSeconds) * 10) / 10, tasks: Number(r.tasks) }]),
    );
  },
};
