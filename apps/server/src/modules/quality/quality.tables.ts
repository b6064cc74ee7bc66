import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

/** A task with a known answer: for training, and mixed into live work as a golden task. */
export interface ControlTaskTable {
  id: Generated<number>;
  kind: string;
  spec: Json;
  answer: Json;
  training: Generated<boolean>;
  golden: Generated<boolean>;
  active: Generated<boolean>;
  createdBy: number | null;
  createdAt: Time;
}

export interface TrainingSessionTable {
  id: Generated<number>;
  workerId: number;
  startedAt: Time;
  finishedAt: NullableTime;
  passed: boolean | null;
}

export interface TrainingAnswerTable {
  sessionId: number;
  controlTaskId: number;
  position: number;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  correct: boolean | null;
  answeredAt: NullableTime;
}

export interface WorkerProfileTable {
  userId: number;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  suspendedAt: NullableTime;
  suspensionReason: 'low_accuracy' | null;
  updatedAt: Time;
}

export interface WorkerFlagTable {
  id: Generated<number>;
  workerId: number;
  taskId: number;
  reason: 'too_fast' | 'repeated_answer';
  detail: string;
  createdAt: Time;
  reviewedAt: NullableTime;
  reviewedBy: number | null;
}

export interface QualityTables {
  workerFlag: WorkerFlagTable;
  controlTask: ControlTaskTable;
  trainingSession: TrainingSessionTable;
  trainingAnswer: TrainingAnswerTable;
  workerProfile: WorkerProfileTable;
}
