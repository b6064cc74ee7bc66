import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** A browser that signed in to an account (its device cookie's hash). */
export interface KnownDeviceTable {
  userId: number;
  deviceHash: string;
  createdAt: Time;
  lastSeenAt: Time;
}

/** What an admin did to an account that the account itself does not show (audit). */
export interface AdminActionTable {
  id: Generated<number>;
  actorId: number | null;
  userId: number;
  action: 'resend_confirmation' | 'confirm_email';
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export interface IdentityTables {
  knownDevice: KnownDeviceTable;
  adminAction: AdminActionTable;
}
