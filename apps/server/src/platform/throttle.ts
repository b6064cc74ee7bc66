import { sql } from 'kysely';
import type { Db } from './db.ts';

export interface ThrottleResult {
  allowed: boolean;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Counts attempts under a key in fixed windows, in the database (shared by every process).
 * Used for sign-in and reminder limits per IP and per account.
 */
export async function throttle(db: Db, key: string, max: number, windowMs: number): Promise<ThrottleResult> {
  const { hits, ttl } = await countHit(db, `throttle|${key}`, windowMs);
  return { allowed: hits <= max, retryAfterMs: ttl };
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
