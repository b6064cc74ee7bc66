import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { LedgerService } from '../billing/ledger.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { splitCharge } from '../pricing/split.ts';
import type {
  AnswerOutcome,
  ReleaseReason,
  ReportOutcome,
  SolvingEngine,
  SubmitInput,
  SubmitResult,
  TaskView,
  WorkerTask,
} from './engine.types.ts';
import { decodeSpec, encodeSpec } from './spec-codec.ts';
import { taskRepo } from './task.repo.ts';
import { KIND_META, TASK_KINDS, type TaskAnswer, type TaskKind, validateAnswer } from './task-types/index.ts';

export interface EngineOptions {
  /** Attempts (skips, timeouts, "cannot solve") before a task ends unsolvable. */
  maxAttempts: number;
  /** Minutes after the answer during which a complaint is taken. */
  reportWindowMinutes: number;
  /** Above this share of complaints (over the last day, from `complaintSample` tasks on) complaints are refused. */
  maxComplaintShare: number;
  complaintSample: number;
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  maxAttempts: 3,
  reportWindowMinutes: 10,
  maxComplaintShare: 0.4,
  complaintSample: 20,
};

const QUEUED = 'cs_task_queued';
/** Ended results kept in memory per process. */
const RESULT_CACHE_SIZE = 50_000;
const BROWSER_KINDS = TASK_KINDS.filter((k) => KIND_META[k].browserSolvable);

export interface EngineDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  pricing: PricingService;
  notifier: Notifier;
  log: FastifyBaseLogger;
  options?: Partial<EngineOptions>;
  /** Called after a task ended (solved or unsolvable) and the change committed: pingbacks hook in here. */
  onTaskEnded?: (taskId: number) => Promise<void>;
}

/** The solving engine: queue, dispatch, answers, money. See engine.types.ts for the contract. */
export function createSolvingEngine(deps: EngineDeps): SolvingEngine & { sweep(): Promise<number> } {
  const { db, clock, ledger, notifier } = deps;
  const opts = { ...DEFAULT_ENGINE_OPTIONS, ...deps.options };
  let waiting = 0;
  const ref = (id: number) => `task:${id}`;
  /**
   * Results of ended tasks never change: polls of them are answered from memory. A miss reads
   * the database, so a task solved through another process is seen at once.
   */
  const endedResults = new Map<number, { customerId: number; view: TaskView }>();
  const remember = (customerId: number, view: TaskView) => {
    if (view.state === 'processing') return;
    if (endedResults.size >= RESULT_CACHE_SIZE) endedResults.delete(endedResults.keys().next().value as number);
    endedResults.set(view.taskId, { customerId, view });
  };
  const ended = async (taskId: number) => {
    await deps.onTaskEnded?.(taskId).catch((err) => deps.log.error({ err, taskId }, 'task end hook failed'));
  };

  /** Ends a task unsolvable and gives the customer the held price back. */
  async function endUnsolvable(trx: Db, task: { id: number; customerId: number; priceMicros: number }) {
    await taskRepo.setStatus(trx, task.id, { status: 'unsolvable', endedAt: clock.now() });
    await ledger.release(task.customerId, task.priceMicros, `release:${ref(task.id)}`, ref(task.id), trx);
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
    if (attempts >= opts.maxAttempts) {
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
        costMicros: row.priceMicros,
        endedAt: new Date(row.endedAt as Date),
        solveCount: row.solveCount,
      };
    }
    if (row.status === 'unsolvable') return { ...common, state: 'unsolvable', endedAt: new Date(row.endedAt as Date) };
    return { ...common, state: 'processing' };
  }

  async function claimOnce(workerId: number, browser: boolean): Promise<WorkerTask | null> {
    const row = await inTransaction(db, (trx) =>
      taskRepo.claimNext(
        trx,
        workerId,
        clock.now(),
        browser ? BROWSER_KINDS : null,
        (k) => KIND_META[k as TaskKind].deadlineSeconds,
      ),
    );
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
    async submit(input: SubmitInput): Promise<SubmitResult> {
      const meta = KIND_META[input.spec.kind];
      const price = await deps.pricing.taskPrice(meta.priceKey as never);
      const now = clock.now();
      try {
        const taskId = await inTransaction(db, async (trx) => {
          const task = await taskRepo.insert(trx, {
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
          });
          await ledger.hold(input.customerId, price.customerMicros, `hold:${ref(task.id)}`, ref(task.id), trx);
          return task.id;
        });
        await notifier.notify(QUEUED);
        return { ok: true, taskId };
      } catch (err) {
        if (err instanceof AppError && (err.code as string) === 'BILLING_INSUFFICIENT_FUNDS') {
          return { ok: false, refusal: 'ERROR_ZERO_BALANCE' };
        }
        throw err;
      }
    },

    async get(customerId, taskId): Promise<TaskView | null> {
      if (!Number.isSafeInteger(taskId) || taskId <= 0) return null;
      const cached = endedResults.get(taskId);
      if (cached) return cached.customerId === customerId ? cached.view : null;
      const view = await readTask(customerId, taskId);
      if (view) remember(customerId, view);
      return view;
    },

    async report(customerId, taskId, verdict): Promise<ReportOutcome> {
      if (!Number.isSafeInteger(taskId) || taskId <= 0) return 'not_found';
      const row = await taskRepo.findForCustomer(db, customerId, taskId);
      if (!row) return 'not_found';
      if (row.status !== 'solved' || !row.endedAt) return 'not_recorded';
      if (await taskRepo.findReport(db, taskId)) return 'duplicate';
      const now = clock.now();
      if (now.getTime() - new Date(row.endedAt).getTime() > opts.reportWindowMinutes * 60_000) return 'not_recorded';
      let accepted = true;
      if (verdict === 'bad') {
        const { solved, complaints } = await taskRepo.complaintRatio(
          db,
          customerId,
          new Date(now.getTime() - 86_400_000),
        );
        accepted = solved < opts.complaintSample || (complaints + 1) / solved <= opts.maxComplaintShare;
      }
      const recorded = await inTransaction(db, async (trx) => {
        const inserted = await taskRepo.insertReport(trx, {
          taskId,
          customerId,
          workerId: row.workerId,
          verdict,
          accepted,
        });
        if (!inserted) return false;
        // An accepted complaint gives the customer the price back (worker and platform shares).
        if (verdict === 'bad' && accepted)
          await ledger.refund(`settle:${ref(taskId)}`, `refund:${ref(taskId)}`, 'complaint', trx);
        return true;
      });
      if (!recorded) return 'duplicate';
      return verdict === 'bad' && !accepted ? 'not_recorded' : 'recorded';
    },

    async balanceMicros(customerId) {
      return (await ledger.balance(customerId)).balanceMicros;
    },

    async queueStats() {
      return { ...(await taskRepo.counts(db)), waitingWorkers: waiting };
    },

    async claim(workerId, options): Promise<WorkerTask | null> {
      const browser = options.browser ?? false;
      const until = Date.now() + Math.max(0, options.waitMs);
      for (;;) {
        const task = await claimOnce(workerId, browser);
        if (task || Date.now() >= until || options.signal?.aborted) return task;
        // Wait for a new task (any process), or look again after a second at most.
        waiting += 1;
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
          waiting -= 1;
        });
      }
    },

    async answer(workerId, taskId, raw): Promise<AnswerOutcome> {
      const outcome = await inTransaction(db, async (trx): Promise<AnswerOutcome> => {
        const task = await taskRepo.lockAssigned(trx, taskId);
        if (task?.status !== 'assigned' || task.workerId !== workerId) return { ok: false, reason: 'not_assigned' };
        if (task.deadlineAt && new Date(task.deadlineAt) < clock.now()) {
          await takeBack(trx, taskId, workerId, 'timeout');
          return { ok: false, reason: 'deadline_passed' };
        }
        const spec = decodeSpec(task.spec);
        const check = validateAnswer(spec, raw);
        if (!check.ok) return { ok: false, reason: 'invalid_answer', detail: check.reason };
        const split = splitCharge(task.priceMicros, task.workerPayMicros, false);
        await taskRepo.recordAttempt(trx, taskId, workerId, 'answered');
        await taskRepo.setStatus(trx, taskId, {
          status: 'solved',
          answer: JSON.stringify(check.answer),
          solveCount: 1,
          endedAt: clock.now(),
        });
        await ledger.settle(
          task.customerId,
          task.priceMicros,
          {
            chargeMicros: task.priceMicros,
            workerUserId: workerId,
            workerMicros: split.workerMicros,
            key: `settle:${ref(taskId)}`,
            reference: ref(taskId),
          },
          trx,
        );
        return { ok: true };
      });
      if (outcome.ok) await ended(taskId);
      return outcome;
    },

    async release(workerId, taskId, reason: ReleaseReason) {
      const ok = await inTransaction(db, (trx) => takeBack(trx, taskId, workerId, reason));
      if (ok) await notifier.notify(QUEUED);
      if (ok && (await taskRepo.statusOf(db, taskId)) === 'unsolvable') await ended(taskId);
      return { ok };
    },

    /** Requeues assignments past their deadline and ends tasks past their time; returns how many. */
    async sweep(): Promise<number> {
      const { late, expired } = await taskRepo.overdue(db, clock.now());
      let changed = 0;
      for (const id of expired) {
        const done = await inTransaction(db, async (trx) => {
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
        const done = await inTransaction(db, async (trx) => {
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
