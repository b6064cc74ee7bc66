import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** Solving time measured from solved tasks (the solving engine's task table). */
export const solveTimeReads = {
  /** Per kind: tasks solved since `since` and their average seconds from submission to answer. */
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
      .groupBy('kind')
      .execute();
    return new Map(
      rows.map((r) => [r.kind, { averageSeconds: Math.round(Number(r.avgSeconds) * 10) / 10, tasks: Number(r.tasks) }]),
    );
  },
};
