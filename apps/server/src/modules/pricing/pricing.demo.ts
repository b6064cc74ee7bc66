import type { DemoStep } from '../../db/seeds/demo.ts';
import type { Db } from '../../platform/db.ts';
import { pricingRepo } from './pricing.repo.ts';

/**
 * Demo rates, so a newcomer offline still sees RUB and CNY prices: written only when there is no
 * rate at all, marked as demo (source 'demo'), and outranked by any fetched or staff rate.
 */
export const pricingDemoStep: DemoStep = {
  name: 'pricing',
  async run(db: Db) {
    if (await pricingRepo.hasAnyRate(db)) return;
    const today = new Date().toISOString().slice(0, 10);
    await pricingRepo.insertRates(db, 'demo', today, [
      { currency: 'RUB', unitsPerUsdMicros: 92_500_000 },
      { currency: 'CNY', unitsPerUsdMicros: 7_250_000 },
    ]);
  },
};
