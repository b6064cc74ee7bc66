import {
  COMPLAINT_WINDOW_MINUTES,
  type Currency,
  type OperatorReply,
  PAYOUT_METHOD_RULES,
  PAYOUT_METHODS,
  TRAINING_PASS_SHARE,
  TRAINING_TASKS,
  type WorkerLandingReply,
} from '@crowdsolve/contract';
import type { Config } from '../../config.ts';
import type { PricingService } from '../pricing/index.ts';

const MICROS = 1_000_000;

/** What the audience landings show: the operator (/about) and the worker's terms (/job, /jobs, …). */
export function landingsService(deps: { pricing: PricingService; config: Pick<Config, 'operator' | 'publicUrl'> }) {
  const { pricing, config } = deps;
  return {
    operator(): OperatorReply {
      return { operator: { ...config.operator }, publicUrl: config.publicUrl };
    },

    /** Worker pay per 1000 answers of each kind from the price table, in a currency (USD without a rate). */
    async worker(requested: Currency): Promise<WorkerLandingReply> {
      const shown = await pricing.customerPrices(requested);
      const table = await pricing.adminView();
      const order = new Map(shown.prices.map((p, i) => [p.type, i]));
      const pay = table.prices
        .filter((p) => p.workerPer1000Micros > 0)
        .sort((a, b) => (order.get(a.type) ?? 0) - (order.get(b.type) ?? 0))
        .map((p) => ({
          type: p.type,
          per1000: Math.round((p.workerPer1000Micros / MICROS) * shown.rate * 10_000) / 10_000,
          per1000Micros: p.workerPer1000Micros,
        }));
      return {
        currency: shown.currency,
        rate: shown.rate,
        pay,
        training: { passShare: TRAINING_PASS_SHARE, tasks: TRAINING_TASKS },
        payouts: PAYOUT_METHODS.map((method) => ({
          method,
          minimumMicros: PAYOUT_METHOD_RULES[method].minimumMicros,
          fee: PAYOUT_METHOD_RULES[method].fee,
        })),
        complaintWindowMinutes: COMPLAINT_WINDOW_MINUTES,
      };
    },
  };
}

export type LandingsService = ReturnType<typeof landingsService>;
