import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { publicStatsRepo } from './public-stats.repo.ts';

/** A worker's row is written at most this often by one process. */
export const TOUCH_EVERY_MS = 20_000;
const MAX_REMEMBERED = 50_000;

export interface WorkerPresence {
  /** The worker API saw this worker (written in the background, at most every 20 s per worker). */
  seen(workerId: number): void;
  /** Waits for the writes under way. */
  close(): Promise<void>;
}

/**
 * Workers online, shared by every process through PostgreSQL (table worker_presence): whichever
 * process serves a worker refreshes that worker's row.
 */
export function createWorkerPresence(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): WorkerPresence {
  const { db, clock, log } = deps;
  const lastWrite = new Map<number, number>();
  const pending = new Set<Promise<void>>();
  let closed = false;
  return {
    seen(workerId) {
      if (closed) return;
      const now = clock.now();
      const last = lastWrite.get(workerId);
      if (last !== undefined && now.getTime() - last < TOUCH_EVERY_MS) return;
      if (lastWrite.size >= MAX_REMEMBERED) lastWrite.clear();
      lastWrite.set(workerId, now.getTime());
      const write = publicStatsRepo
        .touchWorker(db, workerId, now)
        .catch((err: unknown) => {
          lastWrite.delete(workerId);
          log.warn({ err }, 'worker presence not written');
        })
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async close() {
      closed = true;
      await Promise.all([...pending]);
    },
  };
}
