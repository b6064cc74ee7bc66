import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { ApiSettingsService } from '../api-settings/index.ts';
import type { LedgerService } from '../billing/index.ts';
import type { CallbacksService } from '../callbacks/index.ts';
import { apiKeyOwners } from '../identity/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { softwarePayees } from '../software/index.ts';
import { type ApiErrorEvent, createApiGate } from './api-gate.ts';
import { createSolvingEngine } from './engine.ts';
import type { EngineOptions, QualityPort } from './engine.types.ts';
import { createFairUse, type FairUseOptions } from './fair-use/fair-use.ts';
import { v1Routes } from './v1/v1.routes.ts';
import { v2Routes } from './v2/v2.routes.ts';

// What other modules may use of solving: the engine's types, the task kinds and their codecs.
export type { ApiErrorEvent } from './api-gate.ts';
export { createSolvingEngine } from './engine.ts';
export type {
  AcceptedAnswer,
  QualityPort,
  ReleaseReason,
  SolvingEngine,
  WorkerTask,
} from './engine.types.ts';
export { FAIR_USE_LIMITS } from './fair-use/policy.ts';
export { decodeSpec, encodeSpec } from './spec-codec.ts';
// The API documentation is made from these: parameters read off the builders, answers, error tables.
export {
  AGREEMENT_KINDS,
  ANSWER_FIELDS,
  type AudioData,
  agreementKey,
  describeKind,
  formatV1,
  formatV2,
  type ImageData,
  isTaskKind,
  KIND_META,
  type NumericMode,
  type ParamDescription,
  parseV1,
  parseV2,
  type SpecOf,
  TASK_KINDS,
  type TaskAnswer,
  type TaskKind,
  type TaskSpec,
  V2_ERRORS,
  V2_PROXY_TYPES,
  V2_TASK_ABSENT,
  V2_TASK_NOT_SUPPORTED,
  type V2Error,
  v1Text,
  validateAnswer,
} from './task-types/index.ts';
export { V1_ERROR_TEXT } from './v1/reply.ts';
export { V2_REPLIES, v2Refusal } from './v2/v2.routes.ts';

export interface SolvingDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  pricing: PricingService;
  notifier: Notifier;
  /** How often overdue assignments and expired tasks are swept; 0 turns the sweeper off (tests sweep by hand). */
  sweepEveryMs: number;
  options?: Partial<EngineOptions>;
  callbacks: CallbacksService;
  apiSettings: ApiSettingsService;
  /** Where claims are written (PostgreSQL: connections that do not wait for the WAL flush). */
  claimDb?: Db;
  /** Quality control: golden tasks, answer flags, mistakes, level pay (the quality module's port). */
  quality?: Partial<QualityPort>;
  /** Told of every error the solver API answers an identified account (their API-error log). */
  onApiError?: (event: ApiErrorEvent) => void;
  /** 2captcha's request limits (on unless `false`). */
  fairUse?: FairUseOptions | false;
  /**
   * Per customer, from memory: the dispatch priority of new tasks and the factor of the per-key
   * limits (the enterprise plan; absent: 0 and 1 for everyone).
   */
  tiers?: { priorityOf(customerId: number): number; limitFactorOf(customerId: number): number };
}

/** The solving engine and its protocol layers (2captcha v1 in.php/res.php, the v2 JSON API). */
export async function registerSolving(app: FastifyInstance, deps: SolvingDeps) {
  const engine = createSolvingEngine({
    ...deps,
    log: app.log,
    recognition: (customerId) => deps.apiSettings.recognition100(customerId),
    softwarePayee: softwarePayees(deps.db, deps.notifier),
    // A finished task's result goes to its callback address through the outbox.
    onTaskEnded: (taskId) => deps.callbacks.enqueueForTask(taskId).then(() => {}),
    ...(deps.tiers ? { priorityOf: deps.tiers.priorityOf } : {}),
  });
  app.addHook('onClose', async () => engine.close());
  const gate = createApiGate(deps.apiSettings, deps.callbacks);
  const owners = apiKeyOwners(deps.db, deps.notifier);
  const onError = deps.onApiError;
  const fairUseOptions = { ...deps.fairUse, ...(deps.tiers ? { limitFactorOf: deps.tiers.limitFactorOf } : {}) };
  const fairUse = deps.fairUse === false ? undefined : createFairUse(deps.db, deps.clock, app.log, fairUseOptions);
  if (fairUse) app.addHook('onClose', async () => fairUse.close());
  await app.register(v1Routes({ db: deps.db, engine, log: app.log, gate, owners, onError, fairUse }));
  await app.register(v2Routes({ db: deps.db, engine, log: app.log, gate, owners, onError, fairUse }));
  if (deps.sweepEveryMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      engine
        .sweep()
        .catch((err) => app.log.error({ err }, 'task sweep failed'))
        .finally(() => {
          running = false;
        });
    }, deps.sweepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { engine };
}
