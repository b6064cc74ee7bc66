import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { createWorkerPresence } from './presence.ts';
import { publicStatsRepo } from './public-stats.repo.ts';
import { publicStatsRoutes } from './public-stats.routes.ts';
import { publicStatsService } from './public-stats.service.ts';
import { createSampler, type Sampler } from './sampler.ts';

export type { PublicStatsService } from './public-stats.service.ts';
export type { Sampler } from './sampler.ts';

/**
 * Workers online at `now` who may take a task (admitted, not suspended); `softwareOnly` counts only
 * those whose worker software is connected (the kinds the browser cabinet cannot show).
 */
export const workersOnline = (db: Db, now: Date, opts: { softwareOnly: boolean }): Promise<number> =>
  publicStatsRepo.workersAble(db, now, opts.softwareOnly);

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the public statistics' samples (tests call `sample()` by hand). */
    publicStatsSampler: Sampler;
  }
}

/**
 * Public statistics (/public_statistics and the home page's figures): the live figures, the graphs,
 * the worker presence the worker API feeds (`workerSeen`), and the sampler that writes a sample a
 * minute on one process of the cluster (started with `sample: true`; tests sample by hand).
 */
export async function registerPublicStats(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; pricing: PricingService; publicUrl: string; sample?: boolean },
) {
  const stats = publicStatsService(deps);
  await app.register(publicStatsRoutes({ stats }));
  const presence = createWorkerPresence({ db: deps.db, clock: deps.clock, log: app.log });
  app.addHook('onClose', async () => presence.close());
  const sampler = createSampler(deps);
  app.decorate('publicStatsSampler', sampler);
  if (deps.sample) {
    const stop = sampler.start(app.log);
    app.addHook('onClose', stop);
  }
  return { stats, workerSeen: (workerId: number) => presence.seen(workerId) };
}
