import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A personal token of worker software (`Authorization: Bearer …`); only its sha256 is kept. */
export interface WorkerTokenTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  name: string;
  createdAt: CreatedAt;
  lastUsedAt: NullableTime;
  revokedAt: NullableTime;
}

/** Whether a worker may take paid tasks (admitted_at set), and who decided. */
export interface WorkerAdmissionTable {
  userId: number;
  admittedAt: NullableTime;
  admittedBy: number | null;
  updatedAt: CreatedAt;
  updatedBy: number | null;
}

export interface WorkTables {
  workerToken: WorkerTokenTable;
  workerAdmission: WorkerAdmissionTable;
}
