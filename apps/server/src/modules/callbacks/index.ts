import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { callbacksRoutes } from './callbacks.routes.ts';
import { callbacksService } from './callbacks.service.ts';
import type { Resolve } from './ssrf.ts';

export type { CallbacksService, DeliverySummary, V1PingbackResult } from './callbacks.service.ts';
export { callbackCode, UNSOLVABLE_CODE } from './callbacks.service.ts';
export { canonicalIp } from './ssrf.ts';

export interface CallbacksModuleDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'callbacks'>;
  /** DNS resolution; tests inject a fake. */
  resolve?: Resolve;
}

/** Finished deliveries are kept this long for the customer's log. */
const KEEP_LOG_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/**
 * Pingback addresses, the delivery outbox and its log, with their routes. The deliverer does not
 * run until `startDeliverer` (server start; tests call `deliverDue` themselves).
 * Wire `onTaskEnded: (id) => callbacks.enqueueForTask(id).then(() => {})` into the solving engine.
 */
export async function registerCallbacks(app: FastifyInstance, deps: CallbacksModuleDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let lastPrune = 0;

  const service = callbacksService({
    ...deps,
    log: app.log,
    onEnqueued: () => {
      if (timer) tick();
    },
  });

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      await service.deliverDue();
      const now = deps.clock.now().getTime();
      if (now - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now;
        await service.prune(new Date(now - KEEP_LOG_MS));
      }
    })()
      .catch((err) => app.log.error({ err }, 'pingback delivery failed'))
      .finally(() => {
        running = null;
        if (again && timer) {
          again = false;
          tick();
        }
      });
  }

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });

  await app.register(callbacksRoutes({ callbacks: service }));

  const callbacks = {
    ...service,
    /** Delivers due pingbacks every `everyMs` (and at once after each enqueue) until the app closes. */
    startDeliverer(everyMs = 1000) {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
  };
  return { callbacks };
}
