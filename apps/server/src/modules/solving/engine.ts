import { COMPLAINT_WINDOW_MINUTES, type Recognition100, recognition100MaxAnswers } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import { abortsOnFailure, type LedgerService, ledgerError } from '../billing/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { type AnswerEffect, applyAnswer, endWithoutAnswer, heldFor } from './answer.ts';
import { createEndNotices } from './end-notices.ts';
import type {
  AnswerOutcome,
  EngineOptions,
  QualityPort,
  ReleaseReason,
  SolvingEngine,
  SubmitInput,
  SubmitResult,
  TaskView,
  WorkerTask,
} from './engine.types.ts';
import { answerGolden, assignGolden } from './golden-tasks.ts';
import { createPresence } from './presence.ts';
import { createQuickAnswers } from './quick-answer.ts';
import { reportTask } from './reports.ts';
import { createResultCache } from './result-cache.ts';
import { decodeSpec, encodeSpec } from './spec-codec.ts';
import { taskRepo } from './task.repo.ts';
import {
  AGREEMENT_KINDS,
  KIND_META,
  TASK_KINDS,
  type TaskAnswer,
  type TaskKind,
  type TaskSpec,
  validateAnswer,
} from './task-types/index.ts';

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  batchAnswers: true,
  maxAttempts: 3,
  // Pay becomes withdrawable when this window closes (payouts): the two are one figure.
  reportWindowMinutes: COMPLAINT_WINDOW_MINUTES,
  maxComplaintShare: 0.4,
  complaintSample: 20,
};

const QUEUED = 'cs_task_queued';
const BROWSER_KINDS = TASK_KINDS.filter((k) => KIND_META[k].browserSolvable);
/** The worker language a task needs: its `lang` code, or Russian for Cyrillic text; null: anyone. */
function languageOf(spec: TaskSpec): string | null {
  const params = spec.params as { lang?: unknown; language?: unknown };
  if (typeof params.lang === 'string' && /^[a-z]{2}$/.test(params.lang)) return params.lang;
  if (params.language === 1) return 'ru';
  return null;
}
const DEADLINES = Object.fromEntries(TASK_KINDS.map((k) => [k, KIND_META[k].deadlineSeconds]));

export interface EngineDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  pricing: PricingService;
  notifier: Notifier;
  log: FastifyBaseLogger;
  options?: Partial<EngineOptions>;
  /** The customer's 100 % recognition setting (absent: off). */
  recognition?: (customerId: number) => Promise<Recognition100>;
  /** Quality control: golden tasks, answer flags, mistakes, level pay (absent: none). */
  quality?: Partial<QualityPort>;
  /**
   * Where claims and the waiting workers' presence are written: a task's assignment moves no
   * money, so on PostgreSQL its commit need not wait for the WAL flush (lost in a database crash,
   * the task is simply queued again). Absent: `db`.
   */
  claimDb?: Db;
  /** The developer a `soft_id` pays, or null (absent: none). */
  softwarePayee?: (softId: number) => Promise<number | null>;
  /** Called after a task ended (solved or unsolvable) and the change committed: pingbacks hook in here. */
  onTaskEnded?: (taskId: number) => Promise<void>;
  /** The dispatch priority of a customer's new tasks, from memory (absent: 0 for all). */
  priorityOf?: (customerId: number) => number;
}

/** The solving engine: queue, dispatch, answers, money. See engine.types.ts for the contract. */
export function createSolvingEngine(
  deps: EngineDeps,
): SolvingEngine & { sweep(): Promise<number>; close(): Promise<void> } {
  const { db, clock, ledger, notifier } = deps;
  const quality = deps.quality ?? {};
  const opts = { ...DEFAULT_ENGINE_OPTIONS, ...deps.options };
  /** Workers waiting for work, counted across the cluster. */
  const claimDb = deps.claimDb ?? db;
  const presence = createPresence(claimDb, deps.log);
  /** The engine's transactions: any failure rolls all of it back (so ledger operations skip savepoints). */
  const tx = <T>(fn: (trx: Db) => Promise<T>) => inTransaction(db, (trx) => fn(abortsOnFailure(trx)));
  /** Polls are answered from memory where possible (see result-cache.ts). */
  const results = createResultCache(notifier);
  /** Other processes are told of ends in batches (see end-notices.ts). */
  const endNotices = createEndNotices(notifier, deps.log);
  /** After a task ended and the change committed. `hasCallback` false: no callback to send. */
  const ended = async (taskId: number, hasCallback?: boolean) => {
    results.ended(taskId);
    endNotices.announce(taskId);
    if (hasCallback === false) return;
    await deps.onTaskEnded?.(taskId).catch((err) => deps.log.error({ err, taskId }, 'task end hook failed'));
  };

  /** The common answer in one statement, and the claims' rows it uses (see quick-answer.ts). */
  const quick = createQuickAnswers({
    db,
    clock,
    ledger,
    quality,
    batchAnswers: opts.batchAnswers,
    log: deps.log,
    results,
    ended,
  });

  /** Ends a task unsolvable and gives the customer the hold back (answers that never agreed: bad duplicates). */
  async function endUnsolvable(
    trx: Db,
    task: { id: number; customerId: number; priceMicros: number; maxAnswers: number; solveCount: number },
  ) {
    const reason = task.solveCount > 0 ? 'bad_duplicates' : 'no_answer';
    await endWithoutAnswer(trx, { ledger, now: clock.now() }, task, reason);
  }

  /** Takes a task back from its worker: to the queue, or unsolvable after too many attempts. */
  async function takeBack(
    trx: Db,
    taskId: number,
    workerId: number,
    outcome: 'skip' | 'cannot_solve' | 'not_a_captcha' | 'timeout',
  ) {
    const task = await taskRepo.lockAssigned(trx, taskId);
    if (task?.status !== 'assigned' || task.workerId !== workerId) return false;
    await taskRepo.recordAttempt(trx, taskId, workerId, outcome);
    const attempts = task.attempts + 1;
    // A golden task is one worker's: given back, it ends.
    if (attempts >= opts.maxAttempts || task.controlTaskId !== null) {
      await taskRepo.setStatus(trx, taskId, { status: 'queued', attempts });
      await endUnsolvable(trx, task);
      return true;
    }
    await taskRepo.setStatus(trx, taskId, { status: 'queued', attempts });
    return true;
  }

  async function readTask(customerId: number, taskId: number): Promise<TaskView | null> {
    const row = await taskRepo.findForCustomer(db, customerId, taskId);

    if (!row) return null;
    const common = {
      taskId: row.id,
      kind: row.kind as TaskKind,
      createdAt: new Date(row.createdAt),
      clientIp: row.clientIp,
    };
    if (row.status === 'solved') {
      return {
        ...common,
        state: 'ready',
        spec: decodeSpec(row.spec),
        answer: row.answer as TaskAnswer,
        // Each answer is charged (more than one with 100 % recognition).
        costMicros: row.priceMicros * Math.max(1, row.solveCount),
        endedAt: new Date(row.endedAt as Date),
        solveCount: row.solveCount,
      };
    }
    if (row.status === 'unsolvable') {
      const reason = row.endReason ?? 'no_answer';
      return { ...common, state: 'unsolvable', reason, endedAt: new Date(row.endedAt as Date) };
    }
    return { ...common, state: 'processing' };
  }

  async function claimOnce(
    workerId: number,
    browser: boolean,
    languages: readonly string[],
    delayMs: number,
  ): Promise<WorkerTask | null> {
    const now = clock.now();
    const kinds = browser ? BROWSER_KINDS : null;
    const golden = quality.pickGolden
      ? await assignGolden(db, deps.pricing, quality.pickGolden, workerId, now, kinds)
      : null;
    const claimed = golden
      ? null
      : await taskRepo.claimNext(claimDb, workerId, now, kinds, DEADLINES, languages, delayMs);
    if (claimed) quick.remember(claimed);
    const row = golden ?? claimed;
    if (!row) return null;
    return {
      taskId: row.id,
      kind: row.kind as TaskKind,
      deadline: new Date(row.deadlineAt as Date),
      spec: decodeSpec(row.spec),
      payMicros: row.workerPayMicros,
    };
  }

  return {
    /** Stops the presence heartbeat and removes this process's row. */
    async close() {
      await endNotices.close();
      await presence.close();
    },

    async submit(input: SubmitInput): Promise<SubmitResult> {
      const meta = KIND_META[input.spec.kind];
      const [price, recognition, developerId] = await Promise.all([
        deps.pricing.taskPrice(meta.priceKey as never),
        deps.recognition && AGREEMENT_KINDS.has(input.spec.kind) ? deps.recognition(input.customerId) : null,
        deps.softwarePayee && input.softId !== null ? deps.softwarePayee(input.softId) : null,
      ]);
      const matchesRequired = recognition?.enabled ? recognition.matches : 1;
      const maxAnswers = matchesRequired > 1 ? recognition100MaxAnswers(matchesRequired) : 1;
      const now = clock.now();
      const epoch = results.epoch();
      try {
        // One statement: the task, the hold of its price and the wake-up of other processes' workers.
        const held = heldFor({ priceMicros: price.customerMicros, maxAnswers });
        // Other processes' waiting workers are woken by a NOTIFY only when there are any: a NOTIFY
        // serialises the commits of every transaction that sends one (PostgreSQL's notify queue lock).
        const notify = notifier.inStatement(QUEUED);
        const wake = notify ? sql`case when ${presence.othersWaiting()} then ${notify} end` : null;
        const task = await taskRepo.insertWith(
          db,
          {
            customerId: input.customerId,
            kind: input.spec.kind,
            spec: encodeSpec(input.spec),
            source: input.source,
            softId: input.softId,
            callbackUrl: input.callbackUrl,
            clientIp: input.clientIp,
            priceMicros: price.customerMicros,
            workerPayMicros: price.workerMicros,
            unsolvableAt: new Date(now.getTime() + meta.unsolvableAfterSeconds * 1000),
            createdAt: now,
            developerId: developerId === input.customerId ? null : developerId,
            matchesRequired,
            maxAnswers,
            language: languageOf(input.spec),
            priority: deps.priorityOf?.(input.customerId) ?? 0,
          },
          (ref) => [...(held > 0 ? [ledger.calls.hold(input.customerId, held, ref)] : []), ...(wake ? [wake] : [])],
        );
        const taskId = task.id;
        notifier.local(QUEUED);
        const view: TaskView = {
          taskId,
          kind: input.spec.kind,
          createdAt: now,
          clientIp: input.clientIp,
          state: 'processing',
        };
        results.remember(input.customerId, view, epoch);
        return { ok: true, taskId };
      } catch (raw) {
        const err = ledgerError(raw);
        if (err instanceof AppError && (err.code as string) === 'BILLING_INSUFFICIENT_FUNDS') {
          return { ok: false, refusal: 'ERROR_ZERO_BALANCE' };
        }
        throw err;
      }
    },

    async get(customerId, taskId): Promise<TaskView | null> {
      if (!Number.isSafeInteger(taskId) || taskId <= 0) return null;
      const known = results.lookup(customerId, taskId);
      if (known !== undefined) return known;
      const epoch = results.epoch();
      const view = await readTask(customerId, taskId);
      if (view) results.remember(customerId, view, epoch);
      return view;
    },

    report: (customerId, taskId, verdict) =>
      reportTask({ db, clock, ledger, opts, tx, afterMistake: quality.afterMistake }, customerId, taskId, verdict),

    async balanceMicros(customerId) {
      return (await ledger.balance(customerId)).balanceMicros;
    },

    async queueStats() {
      const [counts, waitingWorkers] = await Promise.all([taskRepo.counts(db), presence.waitingWorkers()]);
      return { ...counts, waitingWorkers };
    },

    async claim(workerId, options): Promise<WorkerTask | null> {
      const browser = options.browser ?? false;
      const until = Date.now() + Math.max(0, options.waitMs);
      for (;;) {
        const task = await claimOnce(workerId, browser, options.languages ?? [], options.delayMs ?? 0);
        if (task || Date.now() >= until || options.signal?.aborted) return task;
        // Wait for a new task (any process), or look again after a second at most.
        presence.change(1);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(1000, Math.max(0, until - Date.now())));
          const off = notifier.on(QUEUED, done);
          options.signal?.addEventListener('abort', done, { once: true });
          function done() {
            clearTimeout(timer);
            off();
            resolve();
          }
        }).finally(() => {
          presence.change(-1);
        });
      }
    },

    async answer(workerId, taskId, raw): Promise<AnswerOutcome> {
      const fast = await quick.answer(workerId, taskId, raw);
      if (fast) return fast;
      const outcome = await tx(async (trx): Promise<AnswerOutcome | AnswerEffect> => {
        const task = await taskRepo.lockAssigned(trx, taskId);
        if (task?.status !== 'assigned' || task.workerId !== workerId) return { ok: false, reason: 'not_assigned' };
        if (task.deadlineAt && new Date(task.deadlineAt) < clock.now()) {
          await takeBack(trx, taskId, workerId, 'timeout');
          return { ok: false, reason: 'deadline_passed' };
        }
        const check = validateAnswer(decodeSpec(task.spec), raw);
        if (!check.ok) return { ok: false, reason: 'invalid_answer', detail: check.reason };
        const now = clock.now();
        await quality.afterAnswer?.(trx, {
          workerId,
          taskId,
          kind: task.kind,
          elapsedMs: task.assignedAt ? now.getTime() - new Date(task.assignedAt).getTime() : null,
          answer: check.answer,
        });
        if (task.controlTaskId !== null) {
          const right = await answerGolden(
            trx,
            { ledger, judge: quality.judgeGolden },
            { ...task, controlTaskId: task.controlTaskId },
            workerId,
            check.answer,
            clock.now(),
          );
          if (!right) await quality.afterMistake?.(trx, workerId);
          return { effect: 'solved', hasCallback: false } as const;
        }
        return applyAnswer(
          trx,
          { ledger, now: clock.now(), afterMistake: quality.afterMistake, payBonusPercent: quality.payBonusPercent },
          task,
          workerId,
          check.answer,
        );
      });
      if ('ok' in outcome) return outcome;
      if (outcome.effect === 'requeued') await notifier.notify(QUEUED);
      else await ended(taskId, outcome.hasCallback);
      return { ok: true };
    },

    async release(workerId, taskId, reason: ReleaseReason) {
      const ok = await tx((trx) => takeBack(trx, taskId, workerId, reason));
      if (ok) await notifier.notify(QUEUED);
      if (ok && (await taskRepo.statusOf(db, taskId)) === 'unsolvable') await ended(taskId);
      return { ok };
    },

    /** Requeues assignments past their deadline and ends tasks past their time; returns how many. */
    async sweep(): Promise<number> {
      const { late, expired } = await taskRepo.overdue(db, clock.now());
      let changed = 0;
      for (const id of expired) {
        const done = await tx(async (trx) => {
          const task = await taskRepo.lockAssigned(trx, id);
          if (!task || (task.status !== 'queued' && task.status !== 'assigned')) return false;
          await endUnsolvable(trx, task);
          return true;
        });
        if (done) {
          changed += 1;
          await ended(id);
        }
      }
      for (const id of late) {
        const done = await tx(async (trx) => {
          const task = await taskRepo.lockAssigned(trx, id);
          if (task?.status !== 'assigned' || !task.workerId) return false;
          return takeBack(trx, id, task.workerId, 'timeout');
        });
        if (done) changed += 1;
        if (done && (await taskRepo.statusOf(db, id)) === 'unsolvable') await ended(id);
      }
      if (late.length) await notifier.notify(QUEUED);
      return changed;
    },
  };
}
