import type {
  Currency,
  PublicGraph,
  PublicGraphQuery,
  PublicGraphReply,
  PublicPeriod,
  PublicStatsReply,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { publicStatsRepo, type SampleRow } from './public-stats.repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MICROS = 1_000_000;

/** Each window: its bucket (hour or day) and how many buckets, the current one included. */
const PERIODS: Record<PublicPeriod, { resolution: 'hour' | 'day'; buckets: number }> = {
  '24h': { resolution: 'hour', buckets: 24 },
  '7d': { resolution: 'hour', buckets: 7 * 24 },
  '30d': { resolution: 'day', buckets: 30 },
  '1y': { resolution: 'day', buckets: 365 },
};

type Series = PublicGraphReply['series'][number];
type Pick = (s: SampleRow) => number | null;

const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** The series of each graph, read from the samples (money in micro-dollars until converted). */
const GRAPHS: Record<PublicGraph, { key: string; format: Series['format']; pick: Pick }[]> = {
  devprice: [
    { key: 'image', format: 'money', pick: (s) => s.imagePriceMicros },
    { key: 'token', format: 'money', pick: (s) => s.tokenPriceMicros },
  ],
  workprice: [
    { key: 'image', format: 'money', pick: (s) => s.imagePayMicros },
    { key: 'token', format: 'money', pick: (s) => s.tokenPayMicros },
  ],
  devspeed: [{ key: 'solveSeconds', format: 'seconds', pick: (s) => s.solveSeconds }],
  workspeed: [{ key: 'waitSeconds', format: 'seconds', pick: (s) => s.waitSeconds }],
  devload: [
    { key: 'queueLength', format: 'count', pick: (s) => s.queueLength },
    { key: 'solved', format: 'count', pick: (s) => s.solved },
  ],
  devonline: [{ key: 'workersOnline', format: 'count', pick: (s) => s.workersOnline }],
};

/** The live figures and the graphs of the public statistics (demo accounts never count). */
export function publicStatsService(deps: { db: Db; clock: Clock; pricing: PricingService; publicUrl: string }) {
  const { db, clock, pricing } = deps;
  return {
    async summary(currency: Currency): Promise<PublicStatsReply> {
      const now = clock.now();
      const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
      const live = await publicStatsRepo.liveCounts(db, now);
      const lastDay = await publicStatsRepo.solvedBetween(db, new Date(now.getTime() - DAY_MS), now);
      const sinceMidnight = await publicStatsRepo.solvedBetween(db, today, now);
      const prices = await pricing.customerPrices(currency);
      return {
        workersOnline: live.workersOnline,
        queueLength: live.queueLength,
        avgSolveSeconds: round(lastDay.solveSeconds, 1),
        avgWaitSeconds: round(lastDay.waitSeconds, 1),
        solvedToday: sinceMidnight.solved,
        prices,
        publicUrl: deps.publicUrl,
        at: now.toISOString(),
      };
    },

    async graph(graph: PublicGraph, query: PublicGraphQuery): Promise<PublicGraphReply> {
      const { resolution, buckets } = PERIODS[query.period];
      const step = resolution === 'hour' ? HOUR_MS : DAY_MS;
      const last = Math.floor(clock.now().getTime() / step) * step;
      const first = last - (buckets - 1) * step;
      const rows = await publicStatsRepo.samples(db, resolution, new Date(first), new Date(last));
      const byTime = new Map(rows.map((r) => [r.at.getTime(), r]));
      const times = Array.from({ length: buckets }, (_, i) => first + i * step);
      const { currency, rate, rateDate, rateSource } = await pricing.customerPrices(query.currency);
      const series = GRAPHS[graph].map(({ key, format, pick }) => ({
        key,
        format,
        values: times.map((t) => {
          const row = byTime.get(t);
          const v = row ? pick(row) : null;
          if (v === null) return null;
          // Money per 1000 in the currency (at today's rate); gauges and timings to one decimal.
          return format === 'money' ? round((v / MICROS) * rate, 4) : round(v, 1);
        }),
      }));
      return {
        graph,
        period: query.period,
        resolution,
        currency,
        rate,
        rateDate,
        rateSource,
        at: times.map((t) => new Date(t).toISOString()),
        series,
      };
    },
  };
}

export type PublicStatsService = ReturnType<typeof publicStatsService>;
