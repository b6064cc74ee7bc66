import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { statsRoutes } from './stats.routes.ts';
import { statsService } from './stats.service.ts';

export { type StatsService, statsService } from './stats.service.ts';

/** The customer's statistics: tasks per day and kind with their cost, and the daily chart points. */
export async function registerStats(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const stats = statsService(deps);
  await app.register(statsRoutes({ stats }));
  return { stats };
}
