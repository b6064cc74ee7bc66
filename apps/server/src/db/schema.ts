import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables (camelCase; the database itself is snake_case). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppMetaTable {
  key: string;
  value: unknown;
  updatedAt: Timestamp;
}

export interface TrackingEventTable {
  id: Generated<number>;
  type: string;
  data: unknown;
  ip: string | null;
  userAgent: string | null;
  /** True for rows written by the demo seed. */
  isDemo: Generated<boolean>;
  createdAt: Timestamp;
}

export interface Database {
  appMeta: AppMetaTable;
  trackingEvent: TrackingEventTable;
}
