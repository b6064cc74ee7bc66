import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { SolvingEngine } from '../solving/index.ts';
import { workerOpenApi } from './openapi.ts';
import { workRepo } from './work.repo.ts';
import { workAccountRoutes, workerApiRoutes } from './work.routes.ts';
import { workService } from './work.service.ts';

export { presentTask } from './present.ts';
export { TOKEN_PREFIX } from './work.service.ts';

/** A worker's admission to paid work (training admits; read together with the suspension). */
export const workerAdmissions = {
  find: (db: Db, userId: number) => workRepo.findAdmission(db, userId),
  set: (db: Db, userId: number, admitted: boolean, by: number, now: Date) =>
    workRepo.setAdmission(db, userId, admitted, by, now),
};

export interface WorkDeps {
  db: Db;
  engine: SolvingEngine;
  clock: Clock;
  notifier?: Notifier;
  /** How long after queueing a task this worker may take it (dispatch priority by level). */
  dispatchDelayMs?: (workerId: number) => Promise<number>;
  /** The worker API served this worker (workers online, for the public statistics). */
  onWorkerSeen?: (workerId: number) => void;
}

/**
 * The worker API (`/api/worker/v1`, OpenAPI at `/api/worker/v1/openapi.json`): tasks for worker
 * software (bearer token) and the browser cabinet (session); a worker's tokens; the admission flag.
 */
export async function registerWork(app: FastifyInstance, deps: WorkDeps) {
  const work = workService(deps);
  const shutdown = new AbortController();
  app.addHook('preClose', async () => shutdown.abort());
  await app.register(workAccountRoutes({ work }));
  await app.register(
    workerApiRoutes({
      work,
      engine: deps.engine,
      clock: deps.clock,
      shutdown: shutdown.signal,
      dispatchDelayMs: deps.dispatchDelayMs,
      onWorkerSeen: deps.onWorkerSeen,
      openapi: workerOpenApi(),
    }),
  );
  return { work };
}
