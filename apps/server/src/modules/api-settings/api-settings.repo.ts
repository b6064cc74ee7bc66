import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { announce, USER_CHANGED } from '../../platform/notify.ts';

/** Queries of the customers' API settings and their per-minute submit counters. */
export const apiSettingsRepo = {
  find(db: Db, customerId: number) {
    return db.selectFrom('apiSettings').selectAll().where('customerId', '=', customerId).executeTakeFirst();
  },

  async upsert(
    db: Db,
    values: {
      customerId: number;
      ipAllowList: string[];
      recognition100Enabled: boolean;
      recognition100Matches: number;
      perKeyLimitPerMinute: number | null;
      updatedAt: Date;
    },
  ) {
    const row = { ...values, ipAllowList: JSON.stringify(values.ipAllowList) };
    const { customerId: _, ...update } = row;
    const saved = await db
      .insertInto('apiSettings')
      .values(row)
      .onConflict((oc) => oc.column('customerId').doUpdateSet(update))
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(USER_CHANGED, String(values.customerId));
    return saved;
  },

  /**
   * Counts one submission in the minute starting at `windowStart`, unless `limit` submissions are
   * counted there already. True when counted (allowed). Atomic across processes.
   */
  async countSubmit(db: Db, customerId: number, windowStart: Date, limit: number): Promise<boolean> {
    const { rows } = await sql<{ hits: number }>`
      insert into api_submit_counter as c (customer_id, window_start, hits)
      values (${customerId}, ${windowStart}, 1)
      on conflict (customer_id) do update set
        hits = case when c.window_start < excluded.window_start then 1 else c.hits + 1 end,
        window_start = greatest(c.window_start, excluded.window_start)
      where c.window_start < excluded.window_start or c.hits < ${limit}
      returning hits
    `.execute(db);
    return rows.length > 0;
  },
};
