import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { announce, PRICES_CHANGED } from '../../platform/notify.ts';

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

  currentRates(db: Db) {
    return db
      .selectFrom('currencyRate')
      .distinctOn('currency')
      .select(['currency', 'unitsPerUsdMicros', 'createdAt'])
      .orderBy('currency')
      .orderBy('id', 'desc')
      .execute();
  },

  insertRate(db: Db, values: { currency: 'RUB' | 'CNY'; unitsPerUsdMicros: number; createdBy: number | null }) {
    return db.insertInto('currencyRate').values(values).execute();
  },

  now: (db: Db) => sql<Date>`now()`.execute(db),
};
