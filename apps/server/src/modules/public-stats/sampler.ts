import type { PublicKindGroup } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { KIND_META, TASK_KINDS } from '../solving/index.ts';
import { publicStatsRepo } from './public-stats.repo.ts';

/** Key of the advisory lock that makes one process of the cluster write each sample. */
const LOCK_KEY = 0x70_75_62_73; // "pubs"
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Minutes are kept a week; hours and days a year. */
const KEEP_MINUTES_MS = 7 * DAY_MS;
const KEEP_MS = 366 * DAY_MS;
/** Every process looks this often whether the last minute has its sample. */
export const SAMPLE_TICK_MS = 15_000;

const truncate = (t: number, step: number) => Math.floor(t / step) * step;

/** The price table's keys of each group (image captchas, token captchas). */
const GROUP_KEYS: Record<PublicKindGroup, ReadonlySet<string>> = {
  image: new Set(TASK_KINDS.filter((k) => KIND_META[k].category === 'image').map((k) => KIND_META[k].priceKey)),
  token: new Set(TASK_KINDS.filter((k) => KIND_META[k].category === 'token').map((k) => KIND_META[k].priceKey)),
};

/** The average customer price and worker pay per 1000 of each group, in micro-dollars (null: no price). */
export async function groupPrices(pricing: PricingService) {
  const { prices } = await pricing.adminView();
  const avg = (group: PublicKindGroup, pick: (p: (typeof prices)[number]) => number) => {
    const rows = prices.filter((p) => GROUP_KEYS[group].has(p.type));
    return rows.length ? Math.round(rows.reduce((s, p) => s + pick(p), 0) / rows.length) : null;
  };
  return {
    imagePriceMicros: avg('image', (p) => p.customerPer1000Micros),
    imagePayMicros: avg('image', (p) => p.workerPer1000Micros),
    tokenPriceMicros: avg('token', (p) => p.customerPer1000Micros),
    tokenPayMicros: avg('token', (p) => p.workerPer1000Micros),
  };
}

/**
 * Fills, from the task history, what the samples lack before `minute` (after the sampler's first
 * start on an install with tasks, or a stretch it was down): the current hour's minutes without a
 * sample, and the hours within the year kept without a row, whose days are then rolled up again.
 * Rows already written are never touched, so running it again changes nothing.
 */
export async function backfill(trx: Db, minute: number): Promise<void> {
  const hour = truncate(minute, HOUR_MS);
  const keys = { image: [...GROUP_KEYS.image], token: [...GROUP_KEYS.token] };
  const range = (from: number, to: number) => ({ from: new Date(from), to: new Date(to) });
  await publicStatsRepo.backfill(trx, 'minute', MINUTE_MS / 1000, range(hour, minute), keys);
  const hours = await publicStatsRepo.backfill(trx, 'hour', HOUR_MS / 1000, range(minute - KEEP_MS, hour), keys);
  const days = new Set(hours.map((h) => truncate(h.getTime(), DAY_MS)));
  for (const day of days) await publicStatsRepo.rollUp(trx, 'hour', 'day', new Date(day), DAY_MS / 1000);
}

export interface Sampler {
  /**
   * Samples the last whole minute before `now` (and rolls it into its hour and day) unless that
   * minute has its sample; true when this call wrote it. Safe on every process at once: an
   * advisory lock lets one of them in at a time, the others find the sample written. When the
   * minute before has no sample (a first run, or the sampler was down), the lock holder first
   * backfills the gap from the task history (`backfill`).
   */
  sample(now?: Date): Promise<boolean>;
  /** Samples every SAMPLE_TICK_MS until the returned function is called. */
  start(log: FastifyBaseLogger): () => Promise<void>;
}

export function createSampler(deps: { db: Db; clock: Clock; pricing: PricingService }): Sampler {
  const { db, clock, pricing } = deps;

  async function sample(now = clock.now()): Promise<boolean> {
    const minute = truncate(now.getTime(), MINUTE_MS) - MINUTE_MS;
    const prices = await groupPrices(pricing);
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${sql.lit(LOCK_KEY)}) as locked`.execute(trx);
      if (!rows[0]?.locked) return false;
      const at = new Date(minute);
      const gap = !(await publicStatsRepo.hasSample(trx, 'minute', new Date(minute - MINUTE_MS)));
      const live = await publicStatsRepo.liveCounts(trx, now);
      const solved = await publicStatsRepo.solvedBetween(trx, at, new Date(minute + MINUTE_MS));
      const wrote = await publicStatsRepo.insertMinute(trx, { at, minutes: 1, ...live, ...solved, ...prices });
      if (!wrote) return false;
      if (gap) await backfill(trx, minute);
      const hour = new Date(truncate(minute, HOUR_MS));
      const day = new Date(truncate(minute, DAY_MS));
      await publicStatsRepo.rollUp(trx, 'minute', 'hour', hour, HOUR_MS / 1000);
      await publicStatsRepo.rollUp(trx, 'hour', 'day', day, DAY_MS / 1000);
      // Pruning once an hour is enough.
      if (minute === hour.getTime()) {
        await publicStatsRepo.prune(trx, 'minute', new Date(minute - KEEP_MINUTES_MS));
        await publicStatsRepo.prune(trx, 'hour', new Date(minute - KEEP_MS));
        await publicStatsRepo.prune(trx, 'day', new Date(minute - KEEP_MS));
      }
      return true;
    });
  }

  return {
    sample,
    start(log) {
      let current: Promise<unknown> | null = null;
      const tick = () => {
        current ??= sample()
          .catch((err: unknown) => log.warn({ err }, 'public statistics sample not written'))
          .finally(() => {
            current = null;
          });
      };
      const timer = setInterval(tick, SAMPLE_TICK_MS);
      timer.unref();
      tick();
      // Stopping waits for a sample under way, so it never writes to a closed database.
      return async () => {
        clearInterval(timer);
        await current;
      };
    },
  };
}
