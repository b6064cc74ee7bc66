import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { qualityAdmin } from './admin.ts';
import { qualityRoutes } from './quality.routes.ts';
import { qualityService } from './quality.service.ts';

export { type AnswerFlagger, createAnswerFlagger } from './flags.ts';
export { createGoldenSource, GOLDEN_RATE, type GoldenSource } from './golden.ts';
export type { QualityService } from './quality.service.ts';

/** Quality control of workers (training, languages, accuracy, suspension, mistakes, control set). */
export async function registerQuality(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const quality = qualityService(deps);
  await app.register(qualityRoutes({ quality, admin: qualityAdmin(deps) }));
  return { quality };
}
