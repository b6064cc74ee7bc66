import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { announce, PRICES_CHANGED } from '../../platform/notify.ts';

type RateCurrency = 'RUB' | 'CNY';

export const pricingRepo = {
  /** The newest row of every price key. */
  currentPrices(db: Db) {
    return db
      .selectFrom('price')
      .distinctOn('priceKey')
      .select(['priceKey', 'customerPer1000Micros', 'workerPer1000Micros', 'createdAt'])
      .orderBy('priceKey')
      .orderBy('id', 'desc')
      .execute();
  },

  currentPrice(db: Db, key: string) {
    return db
      .selectFrom('price')
      .select(['customerPer1000Micros', 'workerPer1000Micros'])
      .where('priceKey', '=', key)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  history(db: Db, key: string) {
    return db
      .selectFrom('price')
      .select(['customerPer1000Micros', 'workerPer1000Micros', 'createdAt', 'createdBy'])
      .where('priceKey', '=', key)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  },

  async insertPrice(
    db: Db,
    values: { priceKey: string; customerPer1000Micros: number; workerPer1000Micros: number; createdBy: number | null },
  ) {
    await db.insertInto('price').values(values).execute();
    announce(PRICES_CHANGED, '*');
  },

  /**
   * The rate in force per currency: the newest staff rate not cleared, else the newest fetched one,
   * else the newest demo one (an admin's rate overrides the fetched rates until cleared).
   */
  currentRates(db: Db) {
    return db
      .selectFrom('currencyRate')
      .distinctOn('currency')
      .select([
        'currency',
        'unitsPerUsdMicros',
        'source',
        sql<string>`to_char(rate_date, 'YYYY-MM-DD')`.as('rateDate'),
        'createdAt',
      ])
      .where('clearedAt', 'is', null)
      .orderBy('currency')
      .orderBy(sql`case source when 'staff' then 0 when 'fetched' then 1 else 2 end`)
      .orderBy('id', 'desc')
      .execute();
  },

  insertRate(db: Db, values: { currency: RateCurrency; unitsPerUsdMicros: number; createdBy: number | null }) {
    return db
      .insertInto('currencyRate')
      .values({ ...values, source: 'staff' })
      .execute();
  },

  /** Rates from the reference source or the demo seed, of the day `rateDate` (YYYY-MM-DD). */
  async insertRates(
    db: Db,
    source: 'fetched' | 'demo',
    rateDate: string,
    rates: { currency: RateCurrency; unitsPerUsdMicros: number }[],
  ) {
    if (rates.length === 0) return;
    await db
      .insertInto('currencyRate')
      .values(rates.map((r) => ({ ...r, source, rateDate, createdBy: null })))
      .execute();
  },

  /** Ends the admin's override of a currency; returns whether there was one. */
  async clearStaffRate(db: Db, currency: RateCurrency): Promise<boolean> {
    const res = await db
      .updateTable('currencyRate')
      .set({ clearedAt: sql<Date>`now()` })
      .where('currency', '=', currency)
      .where('source', '=', 'staff')
      .where('clearedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  hasAnyRate(db: Db) {
    return db.selectFrom('currencyRate').select('id').limit(1).executeTakeFirst();
  },

  /**
   * Claims the fetch for this process: one conditional UPDATE, so of all the processes of a cluster
   * that try at once exactly one wins. Due when the last success is older than `everyMs` and the last
   * attempt older than `retryMs` (a failed fetch is retried after `retryMs`).
   */
  async claimFetch(db: Db, everyMs: number, retryMs: number): Promise<boolean> {
    const row = await db
      .updateTable('currencyRateFetch')
      .set({ attemptedAt: sql<Date>`now()` })
      .where('id', '=', 1)
      .where((eb) =>
        eb.and([
          eb.or([
            eb('succeededAt', 'is', null),
            eb('succeededAt', '<', sql<Date>`now() - make_interval(secs => ${everyMs / 1000}::double precision)`),
          ]),
          eb.or([
            eb('attemptedAt', 'is', null),
            eb('attemptedAt', '<', sql<Date>`now() - make_interval(secs => ${retryMs / 1000}::double precision)`),
          ]),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async fetchSucceeded(db: Db) {
    await db.updateTable('currencyRateFetch').set({ succeededAt: sql<Date>`now()` }).where('id', '=', 1).execute();
  },

  now: (db: Db) => sql<Date>`now()`.execute(db),
};
