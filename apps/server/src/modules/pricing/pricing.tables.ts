import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PriceTable {
  id: Generated<number>;
  priceKey: string;
  customerPer1000Micros: number;
  workerPer1000Micros: number;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** Where a rate came from; see migration 0029 for which one is in force. */
export type RateSource = 'staff' | 'fetched' | 'demo';

export interface CurrencyRateTable {
  id: Generated<number>;
  currency: 'RUB' | 'CNY';
  unitsPerUsdMicros: number;
  source: ColumnType<RateSource, RateSource | undefined, never>;
  /** The day the rate is of (YYYY-MM-DD on insert; read it with to_char). */
  rateDate: ColumnType<Date | string, string | undefined, never>;
  /** A staff rate an admin cleared: it no longer overrides the fetched one. */
  clearedAt: ColumnType<Date | null, never, Date | string>;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** One row: the lease that lets one process of a cluster fetch the reference rates per period. */
export interface CurrencyRateFetchTable {
  id: number;
  attemptedAt: Date | null;
  succeededAt: Date | null;
}

export interface PricingTables {
  price: PriceTable;
  currencyRate: CurrencyRateTable;
  currencyRateFetch: CurrencyRateFetchTable;
}
