import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ApiSettingsTable {
  customerId: number;
  /** Normalized IPs and CIDR ranges. */
  ipAllowList: ColumnType<string[], string | undefined, string>;
  recognition100Enabled: ColumnType<boolean, boolean | undefined, boolean>;
  recognition100Matches: ColumnType<number, number | undefined, number>;
  perKeyLimitPerMinute: number | null;
  updatedAt: Time;
}

export interface ApiSubmitCounterTable {
  customerId: number;
  windowStart: Time;
  hits: number;
}

export interface ApiSettingsTables {
  apiSettings: ApiSettingsTable;
  apiSubmitCounter: ApiSubmitCounterTable;
}
