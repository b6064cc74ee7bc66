import {
  addStatsDays,
  resolveStatsRange,
  type StatsCounts,
  type StatsGraphReply,
  type StatsRange,
  type StatsRangeQuery,
  type StatsUploadsReply,
  statsDayOf,
  statsDaysBetween,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { statsReads } from '../reporting/index.ts';

const ZERO: StatsCounts = { submitted: 0, solved: 0, unsolvable: 0, refunded: 0, costMicros: 0 };

/** The start of a UTC day. */
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The customer's statistics over a range of UTC days: tasks per day and kind with their cost
 * (`uploads`), and one point per day for the charts (`graph`).
 */
export function statsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The range asked for, defaults filled in (the last 7 days); else ERROR_VALIDATION naming the field (as zod does). */
  function rangeOf(query: StatsRangeQuery): StatsRange {
    const resolved = resolveStatsRange(query, statsDayOf(clock.now()));
    if (!resolved.ok) {
      throw new AppError('ERROR_VALIDATION', 'The date range is not valid.', {
        fields: [{ field: `querystring.${resolved.field}`, message: resolved.issue }],
      });
    }
    return resolved.range;
  }

  const rowsOf = (customerId: number, range: StatsRange) =>
    statsReads.dailyByKind(db, customerId, startOf(range.dateFrom), startOf(addStatsDays(range.dateTo, 1)));

  return {
    rangeOf,

    async uploads(customerId: number, query: StatsRangeQuery): Promise<StatsUploadsReply> {
      const range = rangeOf(query);
      const rows = (await rowsOf(customerId, range)).map(({ solveSeconds: _, ...row }) => row);
      const totals = rows.reduce(
        (sum, r) => ({
          submitted: sum.submitted + r.submitted,
          solved: sum.solved + r.solved,
          unsolvable: sum.unsolvable + r.unsolvable,
          refunded: sum.refunded + r.refunded,
          costMicros: sum.costMicros + r.costMicros,
        }),
        ZERO,
      );
      return { ...range, timeZone: 'UTC', rows, totals };
    },

    async graph(customerId: number, query: StatsRangeQuery): Promise<StatsGraphReply> {
      const range = rangeOf(query);
      const byDay = new Map<string, { submitted: number; solved: number; seconds: number; spend: number }>();
      for (const r of await rowsOf(customerId, range)) {
        const day = byDay.get(r.day) ?? { submitted: 0, solved: 0, seconds: 0, spend: 0 };
        day.submitted += r.submitted;
        day.solved += r.solved;
        day.seconds += r.solveSeconds;
        day.spend += r.costMicros;
        byDay.set(r.day, day);
      }
      const days = statsDaysBetween(range.dateFrom, range.dateTo).map((day) => {
        const d = byDay.get(day);
        return {
          day,
          submitted: d?.submitted ?? 0,
          solved: d?.solved ?? 0,
          avgSolveSeconds: d?.solved ? Math.round((d.seconds / d.solved) * 10) / 10 : null,
          spendMicros: d?.spend ?? 0,
        };
      });
      return { ...range, timeZone: 'UTC', days };
    },
  };
}

export type StatsService = ReturnType<typeof statsService>;
