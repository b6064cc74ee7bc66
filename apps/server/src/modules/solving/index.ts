import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { LedgerService } from '../billing/ledger.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { createSolvingEngine, type EngineOptions } from './engine.ts';

export interface SolvingDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  pricing: PricingService;
  notifier: Notifier;
  /** How often overdue assignments and expired tasks are swept; 0 turns the sweeper off (tests sweep by hand). */
  sweepEveryMs: number;
  options?: Partial<EngineOptions>;
  onTaskEnded?: (taskId: number) => Promise<void>;
}

/** The solving engine and its protocol layers. */
export async function registerSolving(app: FastifyInstance, deps: SolvingDeps) {
  const engine = createSolvingEngine({ ...deps, log: app.log });
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
  app.addHook('onClose', async () => deps.notifier.close());
  return { engine };
}
