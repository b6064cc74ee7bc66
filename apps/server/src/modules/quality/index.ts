import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { QualityPort } from '../solving/index.ts';
import { qualityAdmin } from './admin.ts';
import { createAnswerFlagger } from './flags.ts';
import { createGoldenSource } from './golden.ts';
import { qualityRoutes } from './quality.routes.ts';
import { qualityService } from './quality.service.ts';

export { CONTROL_SET_TARGET, generatedControlTask, seedControlSet } from './control-seed.ts';
export { type AnswerFlagger, createAnswerFlagger } from './flags.ts';
export { createGoldenSource, GOLDEN_RATE, type GoldenSource } from './golden.ts';
export type { QualityService } from './quality.service.ts';

/**
 * Quality control of workers (training, languages, accuracy, suspension, mistakes, control set),
 * and `port`: what the solving engine asks of it (golden tasks, answer flags, the suspension check
 * after a mistake, level pay).
 */
export async function registerQuality(app: FastifyInstance, deps: { db: Db; clock: Clock; goldenRate?: number }) {
  const quality = qualityService(deps);
  await app.register(qualityRoutes({ quality, admin: qualityAdmin(deps) }));
  const golden = createGoldenSource({ db: deps.db, rate: deps.goldenRate });
  const port: QualityPort = {
    pickGolden: golden.pick,
    judgeGolden: golden.judge,
    afterAnswer: createAnswerFlagger(),
    afterMistake: (trx, workerId) => quality.checkSuspension(trx, workerId),
    payBonusPercent: (workerId, db) => quality.payBonusPercent(workerId, db),
  };
  return { quality, port };
}
