import { sql } from 'kysely';
import type { Db } from './db.ts';
import { countHit } from './throttle.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Share of increments that also sweep expired counters. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so that every server
 * process counts against the same limit. Fixed windows; the database clock decides.
 */
export function postgresRateLimitStore(db: Db) {
  let calls = 0;
  return class PostgresRateLimitStore {
    readonly prefix: string;

    // The plugin passes its merged route parameters (typed by it as route options).
    constructor(options: object = {}) {
      const params = options as StoreParams;
      const route = params.routeInfo?.url ? `${params.routeInfo.method ?? ''} ${params.routeInfo.url}` : 'global';
      this.prefix = params.groupId ?? route;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const id = `${this.prefix}|${key}`;
      calls += 1;
      countHit(db, id, timeWindow)
        .then(async ({ hits, ttl }) => {
          cb(null, { current: hits, ttl });
          if (calls % SWEEP_EVERY === 0) {
            await sql`delete from rate_limit_counter where expires_at < clock_timestamp()`.execute(db);
          }
        })
        .catch((err: Error) => cb(err));
    }

    read(key: string, cb: Callback): void {
      sql<{ hits: number; ttl: number }>`
        select hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)::int as ttl
        from rate_limit_counter where key = ${`${this.prefix}|${key}`} and expires_at > clock_timestamp()
      `
        .execute(db)
        .then(({ rows }) => cb(null, rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 }))
        .catch((err: Error) => cb(err));
    }

    child(options: object): PostgresRateLimitStore {
      return new PostgresRateLimitStore(options);
    }
  };
}
