import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** A demo challenge verified once already (kept until it expires). */
export interface DemoChallengeUsedTable {
  id: string;
  expiresAt: Time;
  usedAt: Time;
}

export interface DemoTables {
  demoChallengeUsed: DemoChallengeUsedTable;
}
