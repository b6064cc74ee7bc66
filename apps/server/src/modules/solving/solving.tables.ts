import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TaskStatus = 'queued' | 'assigned' | 'solved' | 'unsolvable';

export interface TaskTable {
  id: Generated<number>;
  customerId: number;
  kind: string;
  spec: ColumnType<unknown, string, string>;
  source: 'v1' | 'v2';
  softId: number | null;
  callbackUrl: string | null;
  clientIp: string | null;
  status: TaskStatus;
  priceMicros: number;
  workerPayMicros: number;
  attempts: Generated<number>;
  workerId: number | null;
  assignedAt: NullableTime;
  deadlineAt: NullableTime;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  solveCount: Generated<number>;
  unsolvableAt: Time;
  endedAt: NullableTime;
  createdAt: Time;
  developerId: number | null;
  matchesRequired: Generated<number>;
  maxAnswers: Generated<number>;
  endReason: TaskEndReason | null;
  /** A worker language the task needs (two-letter code); null: anyone. */
  language: string | null;
  /** Golden tasks: the control task shown. */
  controlTaskId: number | null;
  /** Dispatch priority fixed at submit (enterprise plan holders: higher); higher is handed out first. */
  priority: Generated<number>;
}

/** Why an unsolvable task ended: no answer (time or attempts), or 100 % recognition answers that never agreed. */
export type TaskEndReason = 'no_answer' | 'bad_duplicates';

export interface TaskAttemptTable {
  taskId: number;
  workerId: number;
  outcome: 'answered' | 'skip' | 'cannot_solve' | 'not_a_captcha' | 'timeout';
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  createdAt: Time;
}

export interface WorkerMistakeTable {
  id: Generated<number>;
  workerId: number;
  taskId: number;
  source: 'complaint' | 'consensus' | 'golden';
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  correctAnswer: ColumnType<unknown, string | null | undefined, string | null>;
  lostMicros: Generated<number>;
  createdAt: Time;
}

export interface TaskReportTable {
  taskId: number;
  customerId: number;
  workerId: number | null;
  verdict: 'bad' | 'good';
  accepted: boolean;
  createdAt: Time;
}

/** Workers waiting in one process's long polls (migration 0019). */
export interface EnginePresenceTable {
  processId: string;
  waitingWorkers: number;
  seenAt: Date;
}

/** One process's count of one kind of solver call by one subject in one window (migration 0023). */
export interface SolverUsageTable {
  subject: string;
  kind: string;
  windowStart: Date;
  processId: string;
  hits: number;
}

/** A subject (an API key's account or an IP) refused until a time, with the protocol's code. */
export interface SolverBlockTable {
  subject: string;
  code: string;
  until: Date;
}

export interface SolvingTables {
  enginePresence: EnginePresenceTable;
  solverBlock: SolverBlockTable;
  solverUsage: SolverUsageTable;
  task: TaskTable;
  taskAttempt: TaskAttemptTable;
  taskReport: TaskReportTable;
  workerMistake: WorkerMistakeTable;
}
