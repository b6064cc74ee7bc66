import { SUPPORT_AUTO_CLOSE_DAYS } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { TicketsService } from './support-tickets.service.ts';

/** Key of the advisory lock that lets one process of the cluster close stale tickets at a time. */
const LOCK_KEY = 0x74_69_63_6b; // "tick"
/** Every process looks this often; the lock holder does the work, the others skip the turn. */
export const AUTO_CLOSE_TICK_MS = 10 * 60_000;

/**
 * Closes the tickets waiting for their user longer than SUPPORT_AUTO_CLOSE_DAYS; how many, or
 * null when another process holds the job's lock (it does the same work).
 */
export function closeStaleTickets(db: Db, tickets: TicketsService): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${sql.lit(LOCK_KEY)}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    return tickets.closeStale(SUPPORT_AUTO_CLOSE_DAYS, trx);
  });
}

/** Runs the job every AUTO_CLOSE_TICK_MS until the returned function is called (it waits for a run under way). */
export function startAutoClose(db: Db, tickets: TicketsService, log: FastifyBaseLogger): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  const tick = () => {
    current ??= closeStaleTickets(db, tickets)
      .then((closed) => {
        if (closed) log.info({ closed }, 'support tickets closed after a week waiting');
      })
      .catch((err: unknown) => log.warn({ err }, 'stale support tickets not closed'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, AUTO_CLOSE_TICK_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
