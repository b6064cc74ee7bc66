import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** API errors an account received, counted per minute, code and request. */
export interface ApiErrorLogTable {
  id: Generated<number>;
  customerId: number;
  minute: Time;
  source: 'v1' | 'v2';
  code: string;
  request: string;
  ip: string | null;
  count: number;
  lastAt: Time;
}

export interface CustomerTables {
  apiErrorLog: ApiErrorLogTable;
}
