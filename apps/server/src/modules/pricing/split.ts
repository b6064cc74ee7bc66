import { DEVELOPER_SHARE_PERCENT } from '@crowdsolve/contract';

export interface ChargeSplit {
  workerMicros: number;
  developerMicros: number;
  platformMicros: number;
}

/**
 * How one task's price divides (all integer micro-dollars, summing to the price): the
 * developer of the `soft_id` software gets 10 %, the worker the table's pay (never more than
 * what is left), the platform the rest.
 */
export function splitCharge(priceMicros: number, workerPayMicros: number, hasDeveloper: boolean): ChargeSplit {
  if (!Number.isSafeInteger(priceMicros) || priceMicros < 0) throw new RangeError('price must be whole micros');
  const developerMicros = hasDeveloper ? Math.floor((priceMicros * DEVELOPER_SHARE_PERCENT) / 100) : 0;
  const workerMicros = Math.max(0, Math.min(workerPayMicros, priceMicros - developerMicros));
  return { workerMicros, developerMicros, platformMicros: priceMicros - developerMicros - workerMicros };
}

/** The price of one task from a per-1000 price (per-1000 prices are multiples of 1000 micros). */
export const perTask = (per1000Micros: number) => Math.floor(per1000Micros / 1000);
