import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** One UTC day and task kind of a customer's tasks. */
export interface DayKindRow {
  day: string;
  kind: string;
  submitted: number;
  solved: number;
  unsolvable: number;
  refunded: number;
  costMicros: number;
  /** Sum over the solved tasks of the seconds from submission to answer. */
  solveSeconds: number;
}

/**
 * Read-only queries over the solving engine's tasks and reports and the ledger (the statistics
 * own no tables). A task's cost is what its ledger transactions say: the settle's charge (every
 * answer of a 100 % recognition task) less the refund of an accepted complaint; both carry the
 * task as `reference` (`task:<id>`) and the customer as `user_id`.
 */
export const statsReads = {
  /** The customer's tasks submitted in `[from, until)`, by UTC day of submission and kind. */
  async dailyByKind(db: Db, customerId: number, from: Date, until: Date): Promise<DayKindRow[]> {
    const { rows } = await sql<Record<keyof DayKindRow, string | number>>`
      select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
             t.kind,
             count(*) as submitted,
             count(*) filter (where t.status = 'solved') as solved,
             count(*) filter (where t.status = 'unsolvable') as unsolvable,
             count(r.task_id) as refunded,
             coalesce(sum(m.cost_micros), 0)::bigint as cost_micros,
             coalesce(sum(extract(epoch from (t.ended_at - t.created_at)))
               filter (where t.status = 'solved' and t.ended_at is not null), 0)::float8 as solve_seconds
      from task t
      left join task_report r on r.task_id = t.id and r.verdict = 'bad' and r.accepted
      left join lateral (
        select sum(case when lt.kind = 'settle' then lt.amount_micros else -lt.amount_micros end) as cost_micros
        from ledger_transaction lt
        where lt.reference = 'task:' || t.id::text
          and lt.user_id = t.customer_id
          and lt.kind in ('settle', 'refund')
      ) m on true
      where t.customer_id = ${customerId} and t.created_at >= ${from} and t.created_at < ${until}
      group by 1, 2
      order by 1, 2`.execute(db);
    return rows.map((r) => ({
      day: String(r.day),
      kind: String(r.kind),
      submitted: Number(r.submitted),
      solved: Number(r.solved),
      unsolvable: Number(r.unsolvable),
      refunded: Number(r.refunded),
      costMicros: Number(r.costMicros),
      solveSeconds: Number(r.solveSeconds),
    }));
  },
};
