import {
  type AdminPricesReply,
  CURRENCIES,
  type Currency,
  type CustomerPricesReply,
  PRICE_KEYS,
  type PriceKey,
  type SetPriceBody,
} from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotifiedCache } from '../../platform/notified-cache.ts';
import { type Notifier, PRICES_CHANGED } from '../../platform/notify.ts';
import { pricingRepo } from './pricing.repo.ts';
import { perTask } from './split.ts';

const MICROS = 1_000_000;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The price table (per type, with history), worker pay, and the rates prices are shown in. */
export function pricingService(deps: { db: Db; notifier?: Notifier }) {
  const { db, notifier } = deps;
  type TaskPrice = { customerMicros: number; workerMicros: number };
  /** Per-task prices from memory; a new price row is announced by the database and clears them. */
  const taskPrices =
    notifier &&
    createNotifiedCache<PriceKey, TaskPrice>({
      notifier,
      channel: PRICES_CHANGED,
      tagOf: () => '*',
      maxEntries: 1000,
      maxAgeMs: 10 * 60_000,
    });

  async function readTaskPrice(key: PriceKey): Promise<TaskPrice> {
    const row = await pricingRepo.currentPrice(db, key);
    if (!row) throw new AppError('ERROR_NOT_FOUND', `no price for ${key}`);
    return { customerMicros: perTask(row.customerPer1000Micros), workerMicros: perTask(row.workerPer1000Micros) };
  }

  async function rateOf(currency: Currency) {
    if (currency === 'USD') return null;
    const rates = await pricingRepo.currentRates(db);
    return rates.find((r) => r.currency === currency) ?? null;
  }

  /** The rate money is shown at in a currency; without a rate for it, USD (the reply says which). */
  async function displayRate(requested: Currency) {
    const rate = await rateOf(requested);
    const currency: Currency = rate === null ? 'USD' : requested;
    const used = rate ? rate.unitsPerUsdMicros / MICROS : 1;
    return { currency, rate: used, rateDate: rate?.rateDate ?? null, rateSource: rate?.source ?? null };
  }

  return {
    displayRate,

    /** Customer prices per 1000 in a currency; without a rate for it, in USD (the reply says which). */
    async customerPrices(requested: Currency): Promise<CustomerPricesReply> {
      const rate = await rateOf(requested);
      const currency = rate === null ? 'USD' : requested;
      const used = rate ? rate.unitsPerUsdMicros / MICROS : 1;
      const rows = await pricingRepo.currentPrices(db);
      const byKey = new Map(rows.map((r) => [r.priceKey, r]));
      const prices = PRICE_KEYS.flatMap((type) => {
        const row = byKey.get(type);
        if (!row) return [];
        const per1000 = Math.round((row.customerPer1000Micros / MICROS) * used * 10_000) / 10_000;
        return [{ type, per1000, per1000Micros: row.customerPer1000Micros }];
      });
      return { currency, rate: used, rateDate: rate?.rateDate ?? null, rateSource: rate?.source ?? null, prices };
    },

    /** What one task of a type costs the customer and pays the worker (whole micros). */
    async taskPrice(key: PriceKey): Promise<TaskPrice> {
      if (!taskPrices) return readTaskPrice(key);
      return (await taskPrices.get(key, () => readTaskPrice(key))) as TaskPrice;
    },

    async adminView(): Promise<AdminPricesReply> {
      const [rows, rates] = await Promise.all([pricingRepo.currentPrices(db), pricingRepo.currentRates(db)]);
      return {
        prices: rows
          .filter((r): r is typeof r & { priceKey: PriceKey } => (PRICE_KEYS as readonly string[]).includes(r.priceKey))
          .map((r) => ({
            type: r.priceKey,
            customerPer1000Micros: r.customerPer1000Micros,
            workerPer1000Micros: r.workerPer1000Micros,
            updatedAt: iso(r.createdAt),
          })),
        rates: CURRENCIES.filter((c) => c !== 'USD').map((currency) => {
          const row = rates.find((r) => r.currency === currency);
          return {
            currency,
            unitsPerUsd: row ? row.unitsPerUsdMicros / MICROS : 0,
            updatedAt: row ? iso(row.createdAt) : null,
            rateDate: row?.rateDate ?? null,
            source: row?.source ?? null,
          };
        }),
      };
    },

    async setPrice(adminId: number, key: PriceKey, body: SetPriceBody): Promise<void> {
      await pricingRepo.insertPrice(db, { priceKey: key, ...body, createdBy: adminId });
    },

    async history(key: PriceKey) {
      const rows = await pricingRepo.history(db, key);
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    },

    async setRate(adminId: number, currency: Currency, unitsPerUsd: number): Promise<void> {
      if (currency === 'USD') throw new AppError('ERROR_BAD_REQUEST', 'USD is the base currency');
      await pricingRepo.insertRate(db, {
        currency,
        unitsPerUsdMicros: Math.round(unitsPerUsd * MICROS),
        createdBy: adminId,
      });
    },

    /** Ends an admin's rate for a currency: the fetched (or demo) rate is in force again. */
    async clearRate(currency: Currency): Promise<void> {
      if (currency === 'USD') throw new AppError('ERROR_BAD_REQUEST', 'USD is the base currency');
      await pricingRepo.clearStaffRate(db, currency);
    },
  };
}
export type PricingService = ReturnType<typeof pricingService>;
