/**
 * Fair use across the cluster: the policy decides in memory (policy.ts); once a second each process
 * writes its own counts (one row per subject, kind, window and process, so no two processes write
 * one row), reads the other processes' counts for the subjects it served, writes the blocks it
 * tripped and reads every block in force. A limit is thus shared within about a second.
 *
 * A refused caller is answered late (`delayRefusal`): a client that floods gets its refusals at the
 * pace of its own connections, and the process stays free for everyone else.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import {
  type BlockRow,
  type FAIR_USE_LIMITS,
  type FairUsePolicy,
  fairUsePolicy,
  type UsageCount,
  WINDOW_MS,
} from './policy.ts';

export type { FairUseCode, Refusal } from './policy.ts';

const FLUSH_EVERY_MS = 1000;
/** Usage rows older than this are deleted (by whichever process sweeps). */
const KEEP_USAGE_MS = 10 * 60_000;
const SWEEP_EVERY_FLUSHES = 60;
/** A refusal is answered about this late (0.5–1.5 ×: refusals held together do not come back together)… */
const REFUSAL_DELAY_MS = 1000;
/** …unless this many refusals already wait in this process (then at once, and the connection closes). */
const MAX_DELAYED = 2000;

export interface FairUse
  extends Pick<FairUsePolicy, 'ipBlocked' | 'badKey' | 'submit' | 'submitted' | 'result' | 'enter'> {
  /** Waits before a refusal is sent; false when too many wait already (answer at once and close). */
  delayRefusal(): Promise<boolean>;
  /** Writes this process's counts and reads the others' and the blocks (also done once a second). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface FairUseOptions {
  /** 0: no timer (tests flush by hand). */
  flushEveryMs?: number;
  refusalDelayMs?: number;
  limits?: typeof FAIR_USE_LIMITS;
  /** A customer's factor of the per-key limits, from memory (the enterprise plan; absent: 1). */
  limitFactorOf?: (customerId: number) => number;
}

async function writeAndRead(db: Db, processId: string, counts: UsageCount[], tripped: BlockRow[], now: number) {
  if (counts.length > 0) {
    await sql`
      insert into solver_usage (subject, kind, window_start, process_id, hits)
      select c.subject, c.kind, to_timestamp(c.window_start / 1000.0), ${processId}, c.hits
      from unnest(${counts.map((c) => c.subject)}::text[], ${counts.map((c) => c.kind)}::text[],
                  ${counts.map((c) => c.windowStart)}::bigint[], ${counts.map((c) => c.hits)}::int[])
        as c (subject, kind, window_start, hits)
      on conflict (subject, kind, window_start, process_id) do update set hits = excluded.hits
    `.execute(db);
  }
  if (tripped.length > 0) {
    await sql`
      insert into solver_block (subject, code, until)
      select b.subject, b.code, to_timestamp(b.until / 1000.0)
      from unnest(${tripped.map((b) => b.subject)}::text[], ${tripped.map((b) => b.code)}::text[],
                  ${tripped.map((b) => b.until)}::bigint[]) as b (subject, code, until)
      on conflict (subject, code) do update set until = greatest(solver_block.until, excluded.until)
    `.execute(db);
  }
  const subjects = [...new Set(counts.map((c) => c.subject))];
  const oldest = now - Math.max(...Object.values(WINDOW_MS));
  const others =
    subjects.length === 0
      ? []
      : (
          await sql<{ subject: string; kind: UsageCount['kind']; windowStart: string; hits: number }>`
            select subject, kind, (extract(epoch from window_start) * 1000)::bigint as "windowStart",
                   sum(hits)::int as hits
            from solver_usage
            where subject = any(${subjects}::text[]) and window_start >= to_timestamp(${oldest} / 1000.0)
              and process_id <> ${processId}
            group by subject, kind, window_start
          `.execute(db)
        ).rows.map((r) => ({ ...r, windowStart: Number(r.windowStart) }));
  const blocks = (
    await sql<{ subject: string; code: string; until: string }>`
      select subject, code, (extract(epoch from until) * 1000)::bigint as until
      from solver_block where until > to_timestamp(${now} / 1000.0)
    `.execute(db)
  ).rows.map((r) => ({ ...r, until: Number(r.until) }));
  return { others, blocks };
}

export function createFairUse(db: Db, clock: Clock, log: FastifyBaseLogger, options: FairUseOptions = {}): FairUse {
  const policy = fairUsePolicy(clock, options.limits, options.limitFactorOf);
  const processId = randomUUID();
  const flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
  const refusalDelayMs = options.refusalDelayMs ?? REFUSAL_DELAY_MS;
  let flushes = 0;
  let delayed = 0;
  let running: Promise<void> | null = null;
  const waiting = new Set<{ timer: NodeJS.Timeout; resolve: (held: boolean) => void }>();

  async function flushOnce(): Promise<void> {
    const now = clock.now().getTime();
    const counts = policy.currentCounts();
    const tripped = policy.takeTripped();
    try {
      const { others, blocks } = await writeAndRead(db, processId, counts, tripped, now);
      policy.setOthers(others);
      policy.setBlocks(blocks);
    } catch (err) {
      // Kept in memory; written with the next flush.
      for (const b of tripped) policy.setBlocks([b]);
      log.warn({ err }, 'fair-use counts could not be written');
      return;
    }
    flushes += 1;
    if (flushes % SWEEP_EVERY_FLUSHES === 0) {
      await sql`
        with gone as (delete from solver_usage where window_start < to_timestamp(${now - KEEP_USAGE_MS} / 1000.0))
        delete from solver_block where until < to_timestamp(${now} / 1000.0)
      `
        .execute(db)
        .catch((err) => log.warn({ err }, 'fair-use sweep failed'));
    }
  }

  function flush(): Promise<void> {
    running ??= flushOnce().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = flushEveryMs > 0 ? setInterval(() => void flush(), flushEveryMs) : null;
  timer?.unref();

  return {
    ipBlocked: policy.ipBlocked,
    badKey: policy.badKey,
    submit: policy.submit,
    submitted: policy.submitted,
    result: policy.result,
    enter: policy.enter,
    delayRefusal() {
      if (refusalDelayMs <= 0) return Promise.resolve(true);
      if (delayed >= MAX_DELAYED) return Promise.resolve(false);
      delayed += 1;
      return new Promise<boolean>((resolve) => {
        const entry = {
          resolve,
          timer: setTimeout(
            () => {
              waiting.delete(entry);
              delayed -= 1;
              resolve(true);
            },
            refusalDelayMs * (0.5 + Math.random()),
          ),
        };
        waiting.add(entry);
      });
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        entry.resolve(true);
      }
      waiting.clear();
      delayed = 0;
      await flush().catch(() => {});
    },
  };
}
