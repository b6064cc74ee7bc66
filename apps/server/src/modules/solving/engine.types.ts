import type { Db } from '../../platform/db.ts';
import type { TaskAnswer, TaskKind, TaskSpec } from './task-types/index.ts';

export interface EngineOptions {
  /** Settle the answers arriving together in one statement (else each in its own). */
  batchAnswers: boolean;
  /** Attempts (skips, timeouts, "cannot solve") before a task ends unsolvable. */
  maxAttempts: number;
  /** Minutes after the answer during which a complaint is taken. */
  reportWindowMinutes: number;
  /** Above this share of complaints (over the last day, from `complaintSample` tasks on) complaints are refused. */
  maxComplaintShare: number;
  complaintSample: number;
}

/** An accepted answer, as quality control sees it. */
export interface AcceptedAnswer {
  workerId: number;
  taskId: number;
  kind: string;
  /** Since the task was shown to the worker. */
  elapsedMs: number | null;
  answer: TaskAnswer;
}

/**
 * What the engine asks of quality control (the quality module implements it; the app hands it to
 * the engine at start-up, so neither module imports the other's internals). Every part is optional.
 */
export interface QualityPort {
  /** With the golden rate's probability, a control task to give this worker as live work (owned by `ownerId`, the quality-control account). */
  pickGolden(
    workerId: number,
    kinds: readonly string[] | null,
  ): Promise<{ controlTaskId: number; kind: string; spec: unknown; ownerId: number } | null>;
  /** Whether an answer to a control task is right, and the known answer. */
  judgeGolden(controlTaskId: number, answer: TaskAnswer, db: Db): Promise<{ right: boolean; known: unknown }>;
  /** After an answer was accepted (and committed, on the common path): suspicious answers are flagged. */
  afterAnswer(db: Db, a: AcceptedAnswer): Promise<void>;
  /** After a worker's mistake was recorded (in the same transaction): the suspension check. */
  afterMistake(trx: Db, workerId: number): Promise<void>;
  /** Extra pay for the worker's level, percent of the table's pay. */
  payBonusPercent(workerId: number, db: Db): Promise<number>;
}

/**
 * The solving engine as the protocol layers see it (v1 in.php/res.php, v2 JSON, the worker API).
 * One engine serves every protocol: a task created through one is read through another.
 * Money: submit holds the price, a solve settles it (worker, developer, platform), an
 * unsolvable task releases it, an accepted complaint refunds it.
 */

/** Why a submission was refused (the protocol layers map these to their own codes). */
export type SubmitRefusal = 'ERROR_ZERO_BALANCE' | 'ERROR_NO_SLOT_AVAILABLE';

export interface SubmitInput {
  /** The customer (owner of the API key). */
  customerId: number;
  spec: TaskSpec;
  /** `soft_id` / `softId`: a developer's software; 10 % of the price goes to its developer. */
  softId: number | null;
  /** Where to POST the result (v1 `pingback`, v2 `callbackUrl`), already checked by the caller. */
  callbackUrl: string | null;
  source: 'v1' | 'v2';
  /** The customer's IP (shown back as `ip` in getTaskResult). */
  clientIp: string | null;
}

export type SubmitResult = { ok: true; taskId: number } | { ok: false; refusal: SubmitRefusal };

interface TaskCommon {
  taskId: number;
  kind: TaskKind;
  createdAt: Date;
  /** The IP the task was submitted from. */
  clientIp: string | null;
}

/** What the customer sees of a task. */
export type TaskView =
  | (TaskCommon & { state: 'processing' })
  | (TaskCommon & {
      state: 'ready';
      spec: TaskSpec;
      answer: TaskAnswer;
      /** The price charged, micro-dollars. */
      costMicros: number;
      endedAt: Date;
      /** How many workers answered (more than 1 in 100 % recognition). */
      solveCount: number;
    })
  | (TaskCommon & {
      state: 'unsolvable';
      /** No answer in time (ERROR_CAPTCHA_UNSOLVABLE), or 100 % recognition answers that never agreed (ERROR_BAD_DUPLICATES). */
      reason: 'no_answer' | 'bad_duplicates';
      endedAt: Date;
    });

export type ReportOutcome = 'recorded' | 'duplicate' | 'not_recorded' | 'not_found';

/** A task handed to a worker: what they need to solve it, and until when. */
export interface WorkerTask {
  taskId: number;
  kind: TaskKind;
  /** The assignment ends then; afterwards the task goes back to the queue. */
  deadline: Date;
  /** The normalized task (images as base64 in `spec.image.bytes` are Buffers). */
  spec: TaskSpec;
  /** The worker's pay for a correct answer, micro-dollars. */
  payMicros: number;
}

export type AnswerOutcome =
  | { ok: true }
  | { ok: false; reason: 'not_assigned' | 'deadline_passed' | 'invalid_answer'; detail?: string };

export type ReleaseReason = 'skip' | 'cannot_solve' | 'not_a_captcha';

export interface QueueStats {
  /** Tasks waiting for a worker. */
  queued: number;
  /** Tasks being solved now. */
  assigned: number;
  /** Workers waiting for work (long-poll) on this process. */
  waitingWorkers: number;
}

export interface SolvingEngine {
  submit(input: SubmitInput): Promise<SubmitResult>;
  /** A task of this customer, or null when there is none with that id for them. */
  get(customerId: number, taskId: number): Promise<TaskView | null>;
  report(customerId: number, taskId: number, verdict: 'bad' | 'good'): Promise<ReportOutcome>;
  /** The customer's spendable balance, micro-dollars. */
  balanceMicros(customerId: number): Promise<number>;
  queueStats(): Promise<QueueStats>;

  /**
   * The oldest task this worker may solve, assigned to them; waits up to `waitMs` for one
   * (woken at once when a task arrives on any server process). Null when none came.
   */
  claim(
    workerId: number,
    options: {
      waitMs: number;
      browser?: boolean;
      signal?: AbortSignal;
      /** The worker's languages: tasks needing another language are not given (none: no filter). */
      languages?: readonly string[];
      /** Only tasks queued at least this long ago (lower levels wait, so better workers go first). */
      delayMs?: number;
    },
  ): Promise<WorkerTask | null>;
  /** Checks the answer against the task (validateAnswer) and settles the money when accepted. */
  answer(workerId: number, taskId: number, answer: unknown): Promise<AnswerOutcome>;
  /** Gives an assigned task back (skip) or reports it (cannot solve, not a captcha). */
  release(workerId: number, taskId: number, reason: ReleaseReason): Promise<{ ok: boolean }>;
}
