import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/**
 * Money read from the ledger (billing's tables) joined, where a figure is per task, with the
 * solving engine's tasks: a settle, refund or release carries its task as `reference` (`task:<id>`).
 */
export const moneyReads = {
  /**
   * A user's money per UTC day since `since`, from the ledger: charged for solved tasks (settles of
   * theirs as the customer) and refunded (refunds of those), credited by payments (`payment:<id>`
   * keys), and other money in (credits, transfers and the like on their balance).
   */
  async dailyMoney(db: Db, userId: number, since: Date) {
    const { rows } = await sql<{
      day: string;
      tasks: number;
      charged: number;
      refunded: number;
      toppedUp: number;
      other: number;
    }>`
      with spend as (
        select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
               count(*) filter (where t.kind = 'settle' and t.amount_micros > 0) as tasks,
               coalesce(sum(t.amount_micros) filter (where t.kind = 'settle'), 0) as charged,
               coalesce(sum(t.amount_micros) filter (where t.kind = 'refund'), 0) as refunded,
               0 as topped_up, 0 as other
        from ledger_transaction t
        where t.user_id = ${userId} and t.kind in ('settle', 'refund') and t.created_at >= ${since}
        group by 1
      ), money_in as (
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
               0 as tasks, 0 as charged, 0 as refunded,
               coalesce(sum(e.amount_micros) filter (where t.kind = 'credit' and t.idempotency_key like 'payment:%'), 0) as topped_up,
               coalesce(sum(e.amount_micros) filter (where not (t.kind = 'credit' and t.idempotency_key like 'payment:%')), 0) as other
        from ledger_entry e
        join ledger_account a on a.id = e.account_id
        join ledger_transaction t on t.id = e.transaction_id
        where a.user_id = ${userId} and a.kind = 'user_balance' and e.amount_micros > 0
          and t.kind not in ('hold', 'release', 'settle', 'refund') and e.created_at >= ${since}
        group by 1
      )
      select day, sum(tasks) as tasks, sum(charged) as charged, sum(refunded) as refunded,
             sum(topped_up) as "toppedUp", sum(other) as other
      from (select * from spend union all select * from money_in) x
      group by day
      order by day desc`.execute(db);
    return rows.map((r) => ({
      day: r.day,
      tasks: Number(r.tasks),
      chargedMicros: Number(r.charged),
      refundedMicros: Number(r.refunded),
      toppedUpMicros: Number(r.toppedUp),
      otherCreditsMicros: Number(r.other),
    }));
  },

  /**
   * The worker's pay for tasks since `since`: the ledger entries on their balance of settles (every
   * paid worker of a 100 % recognition task has one) and of refunds taking pay back (from the balance,
   * or from the hold of a payout not yet paid), by UTC day and by task kind (the transaction's
   * reference is `task:<id>`).
   */
  async workerEarnings(db: Db, workerId: number, since: Date) {
    const rows = await sql<{ day: string; kind: string | null; tasks: number; micros: number }>`
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
             k.kind,
             count(*) filter (where t.kind = 'settle') as tasks,
             sum(e.amount_micros) as micros
      from ledger_entry e
      join ledger_account a on a.id = e.account_id
      join ledger_transaction t on t.id = e.transaction_id
      left join task k on k.id = case when t.reference ~ '^task:[0-9]{1,18}$' then substring(t.reference from 6)::bigint end
      where a.user_id = ${workerId} and t.kind in ('settle', 'refund') and e.created_at >= ${since}
        and (a.kind = 'user_balance' or (a.kind = 'hold' and t.kind = 'refund'))
      group by 1, 2`.execute(db);
    return rows.rows.map((r) => ({ day: r.day, kind: r.kind, tasks: Number(r.tasks), micros: Number(r.micros) }));
  },

  /** The worker's pay settled since `since` (settlements less complaint refunds, wherever they took it from), micro-dollars. */
  async workerEarnedSince(db: Db, userId: number, since: Date): Promise<number> {
    const { rows } = await sql<{ micros: number }>`
      select coalesce(sum(e.amount_micros), 0)::bigint as micros
      from ledger_entry e
      join ledger_account a on a.id = e.account_id
      join ledger_transaction t on t.id = e.transaction_id
      where a.user_id = ${userId} and t.kind in ('settle', 'refund') and e.created_at >= ${since}
        and (a.kind = 'user_balance' or (a.kind = 'hold' and t.kind = 'refund'))`.execute(db);
    return Number(rows[0]?.micros ?? 0);
  },
};
