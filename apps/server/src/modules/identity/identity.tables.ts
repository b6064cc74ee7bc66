import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** A browser that signed in to an account (its device cookie's hash). */
export interface KnownDeviceTable {
  userId: number;
  deviceHash: string;
  createdAt: Time;
  lastSeenAt: Time;
}

export interface IdentityTables {
  knownDevice: KnownDeviceTable;
}
