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

export interface CurrencyRateTable {
  id: Generated<number>;
  currency: 'RUB' | 'CNY';
  unitsPerUsdMicros: number;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface PricingTables {
  price: PriceTable;
  currencyRate: CurrencyRateTable;
}
