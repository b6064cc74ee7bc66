import { sql } from 'kysely';
import type { Db } from './db.ts';

export interface ThrottleResult {
  allowed: boolean;
  /** Milliseconds until the window resets (`takeTurn`: until the next turn may be taken). */
  retryAfterMs: number;
  /** Attempts counted in the window, this one included (`throttle` only). */
  hits?: number;
}

/**
 * Counts attempts under a key in fixed windows, in the database (shared by every process).
 * Used for sign-in and reminder limits per IP and per account.
 */
export async function throttle(db: Db, key: string, max: number, windowMs: number): Promise<ThrottleResult> {
  const { hits, ttl } = await countHit(db, `throttle|${key}`, windowMs);
  return { allowed: hits <= max, retryAfterMs: ttl, hits };
}

/** Adds one hit to a fixed-window counter; returns the hits in the window and its time left (ms). */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counter (key, hits, expires_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when rate_limit_counter.expires_at <= clock_timestamp() then 1 else rate_limit_counter.hits + 1 end,
      expires_at = case when rate_limit_counter.expires_at <= clock_timestamp() then excluded.expires_at
                        else rate_limit_counter.expires_at end
    returning hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)::int as ttl
  `.execute(db);
  const row = rows[0];
  return { hits: row?.hits ?? 1, ttl: Math.max(0, row?.ttl ?? windowMs) };
}

/** Forgets the attempts under a key (after a successful sign-in). */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await sql`delete from rate_limit_counter where key = ${`throttle|${key}`}`.execute(db);
}

/** Growing delays between turns under one key (`takeTurn`). */
export interface BackoffPolicy {
  /** Turns that go at once. */
  free: number;
  /** The wait before the first turn past the free ones; it doubles with each further turn. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** The turns are forgotten this long after the last one. */
  forgetMs: number;
}

/** The wait after `hits` turns. */
export function backoffDelayMs(policy: BackoffPolicy, hits: number): number {
  if (hits < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(hits - policy.free, 30));
}

/**
 * Takes a turn under a key with growing delays: the first `free` turns go at once, then each one must
 * wait 1×, 2×, 4× … `firstDelayMs` (at most `maxDelayMs`) after the previous turn. A refused turn is not
 * counted and does not push the next one back. The turn is counted in the same statement that checks
 * it, so parallel attempts cannot slip past. One row per key; times come from the caller's clock.
 */
export async function takeTurn(db: Db, key: string, policy: BackoffPolicy, now: Date): Promise<ThrottleResult> {
  const id = `backoff|${key}`;
  const forgetS = policy.forgetMs / 1000;
  // The row expires `forgetMs` after the last turn, so the last turn was at expires_at - forgetMs.
  const taken = await sql<{ hits: number }>`
    insert into rate_limit_counter as c (key, hits, expires_at)
    values (${id}, 1, ${now}::timestamptz + make_interval(secs => ${forgetS}::float8))
    on conflict (key) do update set
      hits = case when c.expires_at <= ${now}::timestamptz then 1 else c.hits + 1 end,
      expires_at = excluded.expires_at
    where c.expires_at <= ${now}::timestamptz
       or c.hits < ${policy.free}::int
       or c.expires_at - make_interval(secs => ${forgetS}::float8)
          + make_interval(secs => least(${policy.maxDelayMs}::float8,
                                         ${policy.firstDelayMs}::float8 * power(2, least(c.hits - ${policy.free}::int, 30))) / 1000)
          <= ${now}::timestamptz
    returning hits
  `.execute(db);
  if (taken.rows.length > 0) return { allowed: true, retryAfterMs: 0 };
  const { rows } = await sql<{ hits: number; expiresAt: Date | string }>`
    select hits, expires_at from rate_limit_counter where key = ${id}
  `.execute(db);
  const row = rows[0];
  if (!row) return { allowed: false, retryAfterMs: policy.firstDelayMs };
  const lastTurnAt = new Date(row.expiresAt).getTime() - policy.forgetMs;
  const waitMs = lastTurnAt + backoffDelayMs(policy, row.hits) - now.getTime();
  return { allowed: false, retryAfterMs: Math.max(1, waitMs) };
}

/** Forgets the turns under a `takeTurn` key (after a success). */
export async function clearTurns(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('rateLimitCounter')
    .where(
      'key',
      'in',
      keys.map((key) => `backoff|${key}`),
    )
    .execute();
}
