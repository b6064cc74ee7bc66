import { API_ERROR_RETENTION_DAYS, type ApiErrorGroup, type ApiErrorsReply } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { ApiErrorEvent } from '../solving/index.ts';

interface Bucket extends ApiErrorEvent {
  minute: Date;
  count: number;
  lastAt: Date;
}

/** Buckets kept in memory before a flush; beyond it new buckets wait for the next flush (counts still add). */
const MAX_PENDING = 10_000;
/** Occurrences shown per code. */
const SAMPLES_PER_CODE = 5;
const HOUR = 3_600_000;

/**
 * The log of API errors per account (/setting/errors). Recording is on the solver API's path, so it
 * only counts in memory; a flush every second adds the counts to one row per account, minute, code
 * and request (a client looping on an error grows a count, not the table). Rows older than
 * API_ERROR_RETENTION_DAYS are removed.
 */
export function createApiErrorLog(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock } = deps;
  let pending = new Map<string, Bucket>();
  let lastPrune = 0;
  let flushing: Promise<void> | null = null;

  async function write(buckets: Bucket[]) {
    if (buckets.length > 0) {
      await db
        .insertInto('apiErrorLog')
        .values(
          buckets.map((b) => ({
            customerId: b.customerId,
            minute: b.minute,
            source: b.source,
            code: b.code,
            request: b.request,
            ip: b.ip,
            count: b.count,
            lastAt: b.lastAt,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['customerId', 'minute', 'source', 'code', 'request']).doUpdateSet({
            count: sql`api_error_log.count + excluded.count`,
            lastAt: sql`greatest(api_error_log.last_at, excluded.last_at)`,
            ip: sql`excluded.ip`,
          }),
        )
        .execute();
    }
    const now = clock.now().getTime();
    if (now - lastPrune > HOUR) {
      lastPrune = now;
      const before = new Date(now - API_ERROR_RETENTION_DAYS * 24 * HOUR);
      await db.deleteFrom('apiErrorLog').where('minute', '<', before).execute();
    }
  }

  const log = {
    record(event: ApiErrorEvent) {
      const at = clock.now();
      const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
      const key = `${event.customerId}|${minute.getTime()}|${event.source}|${event.code}|${event.request}`;
      const bucket = pending.get(key);
      if (bucket) {
        bucket.count += 1;
        bucket.lastAt = at;
        bucket.ip = event.ip;
      } else if (pending.size < MAX_PENDING) {
        pending.set(key, { ...event, minute, count: 1, lastAt: at });
      }
    },

    /** Writes what was counted since the last flush (one at a time). */
    async flush(): Promise<void> {
      while (flushing) await flushing;
      const buckets = [...pending.values()];
      pending = new Map();
      flushing = write(buckets).finally(() => {
        flushing = null;
      });
      await flushing;
    },

    /** Flushes every `everyMs` until the returned stop is called (which flushes once more). */
    start(everyMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        log.flush().catch((err) => deps.log.error({ err }, 'API error log flush failed'));
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await log.flush().catch((err) => deps.log.error({ err }, 'API error log flush failed'));
      };
    },

    /** The account's errors of the last `days`, grouped by code (most frequent first), with the latest occurrences. */
    async groups(customerId: number, days: number): Promise<ApiErrorsReply> {
      await log.flush();
      const since = new Date(clock.now().getTime() - days * 24 * HOUR);
      const totals = await db
        .selectFrom('apiErrorLog')
        .select(['code', sql<string>`sum(count)::text`.as('count'), sql<Date>`max(last_at)`.as('lastAt')])
        .where('customerId', '=', customerId)
        .where('lastAt', '>=', since)
        .groupBy('code')
        .orderBy(sql`sum(count)`, 'desc')
        .orderBy('code')
        .execute();
      const rows = await db
        .selectFrom('apiErrorLog')
        .select(['code', 'source', 'request', 'ip', 'count', 'lastAt'])
        .where('customerId', '=', customerId)
        .where('lastAt', '>=', since)
        .orderBy('lastAt', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
      const groups: ApiErrorGroup[] = totals.map((t) => ({
        code: t.code,
        count: Number(t.count),
        lastAt: new Date(t.lastAt).toISOString(),
        recent: rows
          .filter((r) => r.code === t.code)
          .slice(0, SAMPLES_PER_CODE)
          .map((r) => ({
            at: new Date(r.lastAt).toISOString(),
            source: r.source,
            request: r.request,
            ip: r.ip,
            count: r.count,
          })),
      }));
      return { days, groups };
    },
  };
  return log;
}

export type ApiErrorLog = ReturnType<typeof createApiErrorLog>;
