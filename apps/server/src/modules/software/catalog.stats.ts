import {
  DEVELOPER_SHARE_PERCENT,
  SOFTWARE_STATS_MAX_DAYS,
  type SoftwareOwnerStatsReply,
  type SoftwarePublicStatsReply,
  type SoftwareStatsQuery,
} from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { catalogRepo } from './catalog.repo.ts';
import { parseRef } from './catalog.shared.ts';

const DAY_MS = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The period asked for (default: the last 7 days up to today, UTC), checked. */
export function statsPeriod(query: SoftwareStatsQuery, now: Date): { from: number; to: number } {
  const today = Date.parse(day(now.getTime()));
  const parse = (value: string | undefined, field: string, fallback: number) => {
    if (value === undefined) return fallback;
    const t = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(t) || day(t) !== value) {
      throw new AppError('ERROR_VALIDATION', `${field} is not a date.`, {
        fields: [{ field: `query.${field}`, message: 'invalid_date' }],
      });
    }
    return t;
  };
  const to = parse(query.dateTo, 'dateTo', today);
  const from = parse(query.dateFrom, 'dateFrom', query.dateTo === undefined ? today - 6 * DAY_MS : to - 6 * DAY_MS);
  if (from > to || (to - from) / DAY_MS + 1 > SOFTWARE_STATS_MAX_DAYS) {
    throw new AppError(
      'ERROR_VALIDATION',
      `The period must run forward and span at most ${SOFTWARE_STATS_MAX_DAYS} days.`,
      {
        fields: [{ field: 'query.dateFrom', message: 'invalid_period' }],
      },
    );
  }
  return { from, to };
}

/**
 * Per-day figures of a soft_id: tasks, distinct customers and (for the owner) the developer's
 * commission, recomputed from the tasks as the developer's list does (per task
 * floor(price × DEVELOPER_SHARE_PERCENT / 100) of the solved tasks that paid this developer).
 */
async function perDay(db: Db, softwareId: number, developerId: number, from: number, to: number) {
  const start = new Date(from);
  const end = new Date(to + DAY_MS);
  const { rows } = await sql<{ day: string; tasks: number; users: number; commission: number }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(*)::bigint as tasks, count(distinct customer_id)::bigint as users,
      coalesce(sum(case when status = 'solved' and developer_id = ${developerId}
        then price_micros * ${DEVELOPER_SHARE_PERCENT}::bigint / 100 end), 0)::bigint as commission
    from task where soft_id = ${softwareId} and created_at >= ${start} and created_at < ${end}
    group by 1`.execute(db);
  const { rows: totals } = await sql<{ users: number }>`
    select count(distinct customer_id)::bigint as users
    from task where soft_id = ${softwareId} and created_at >= ${start} and created_at < ${end}`.execute(db);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: SoftwareOwnerStatsReply['days'] = [];
  for (let t = from; t <= to; t += DAY_MS) {
    const r = byDay.get(day(t));
    days.push({
      date: day(t),
      tasks: Number(r?.tasks ?? 0),
      users: Number(r?.users ?? 0),
      commissionMicros: Number(r?.commission ?? 0),
    });
  }
  return {
    days,
    totals: {
      tasks: days.reduce((s, d) => s + d.tasks, 0),
      users: Number(totals[0]?.users ?? 0),
      commissionMicros: days.reduce((s, d) => s + d.commissionMicros, 0),
    },
  };
}

/** The statistics pages of catalogue items. */
export function catalogStats(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Anyone: a published item's tasks and users per day, never its earnings. */
    async publicStats(
      slug: string,
      query: SoftwareStatsQuery,
      viewer: Principal | null,
    ): Promise<SoftwarePublicStatsReply> {
      const { from, to } = statsPeriod(query, clock.now());
      const item = await catalogRepo.findItem(db, { slug: slug.toLowerCase() });
      const visible =
        item && ((item.status === 'published' && item.disabledAt === null) || item.developerId === viewer?.userId);
      if (!item || !visible) throw new AppError('ERROR_NOT_FOUND', 'No such software.');
      const { days, totals } = await perDay(db, item.id, item.developerId, from, to);
      return {
        softId: item.id,
        slug: item.slug,
        name: item.name,
        dateFrom: day(from),
        dateTo: day(to),
        days: days.map(({ date, tasks, users }) => ({ date, tasks, users })),
        totals: { tasks: totals.tasks, users: totals.users },
      };
    },

    /** The item's developer: the same with their commission per day. */
    async ownerStats(developerId: number, ref: string, query: SoftwareStatsQuery): Promise<SoftwareOwnerStatsReply> {
      const { from, to } = statsPeriod(query, clock.now());
      const item = await catalogRepo.findItem(db, parseRef(ref));
      if (!item || item.developerId !== developerId) throw new AppError('ERROR_NOT_FOUND', 'No such software.');
      const { days, totals } = await perDay(db, item.id, developerId, from, to);
      return { softId: item.id, slug: item.slug, name: item.name, dateFrom: day(from), dateTo: day(to), days, totals };
    },
  };
}
export type CatalogStats = ReturnType<typeof catalogStats>;
