import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A developer's registered software; its id is the `soft_id` clients send. */
export interface SoftwareTable {
  id: Generated<number>;
  developerId: number;
  name: string;
  url: string | null;
  createdAt: Time;
  disabledAt: NullableTime;
}

export interface SoftwareTables {
  software: SoftwareTable;
}
