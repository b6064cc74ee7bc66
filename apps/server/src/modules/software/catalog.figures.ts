import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { catalogRepo } from './catalog.repo.ts';

/** Key of the advisory lock that lets one process of the cluster recompute the figures. */
const LOCK_KEY = 0x63_61_74_66; // "catf"
/** How often each process looks whether the figures are due, and how old they may get. */
export const FIGURES_TICK_MS = 60_000;
export const FIGURES_MAX_AGE_MS = 5 * 60_000;

/**
 * Recomputes the catalogue's monthly figures (tasks and users per soft_id) when they are older
 * than FIGURES_MAX_AGE_MS (or always, with `force`); true when this call did. Safe on every
 * process at once: the advisory lock lets one in, the others find them fresh.
 */
export async function refreshCatalogFigures(db: Db, now: Date, force = false): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${sql.lit(LOCK_KEY)}) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    const last = await catalogRepo.figuresComputedAt(trx);
    if (!force && last && now.getTime() - last.getTime() < FIGURES_MAX_AGE_MS) return false;
    await catalogRepo.refreshFigures(trx, now);
    return true;
  });
}

/** Refreshes the figures every FIGURES_TICK_MS until the returned function is called. */
export function startFigures(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  let current: Promise<unknown> | null = null;
  const tick = () => {
    current ??= refreshCatalogFigures(deps.db, deps.clock.now())
      .catch((err: unknown) => deps.log.warn({ err }, 'catalogue figures not refreshed'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, FIGURES_TICK_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
