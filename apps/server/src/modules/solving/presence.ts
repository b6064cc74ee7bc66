import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A change is written within this long (changes in between are written together). */
const WRITE_DELAY_MS = 50;
/** The row is refreshed this often even when nothing changed. */
const HEARTBEAT_MS = 5000;
/** A row older than this belongs to a process that is gone. */
const STALE_SECONDS = 15;

export interface Presence {
  /** A worker starts (+1) or stops (−1) waiting in this process. */
  change(delta: 1 | -1): void;
  /** Workers waiting across every process (this process's own count written first). */
  waitingWorkers(): Promise<number>;
  /** SQL: whether workers wait in another process (a submit then wakes them with a NOTIFY). */
  othersWaiting(): RawBuilder<boolean>;
  close(): Promise<void>;
}

/**
 * Workers waiting for work, shared by the cluster (table engine_presence): each process writes
 * its own count, readers add up the rows that are fresh. Two processes on one database report
 * the same figure.
 */
export function createPresence(db: Db, log: FastifyBaseLogger): Presence {
  const processId = randomUUID();
  let waiting = 0;
  let written = -1;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let writing: Promise<void> = Promise.resolve();

  function write(): Promise<void> {
    timer = null;
    if (closed) return writing;
    const value = waiting;
    writing = writing
      .then(() =>
        db
          .insertInto('enginePresence')
          .values({ processId, waitingWorkers: value, seenAt: sql<Date>`now()` })
          .onConflict((oc) => oc.column('processId').doUpdateSet({ waitingWorkers: value, seenAt: sql<Date>`now()` }))
          .execute(),
      )
      .then(
        () => {
          written = value;
        },
        (err) => log.warn({ err }, 'presence write failed'),
      );
    return writing;
  }

  const heartbeat = setInterval(() => void write(), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    change(delta) {
      const before = waiting;
      waiting = Math.max(0, waiting + delta);
      // Other processes must know at once when this one starts or stops having waiting workers.
      if ((before === 0) !== (waiting === 0) && !closed) {
        if (timer) clearTimeout(timer);
        void write();
        return;
      }
      if (!timer && !closed) {
        timer = setTimeout(() => void write(), WRITE_DELAY_MS);
        timer.unref();
      }
    },
    async waitingWorkers() {
      if (written !== waiting) {
        if (timer) clearTimeout(timer);
        await write();
      }
      const row = await db
        .selectFrom('enginePresence')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('waitingWorkers'), eb.lit(0)).as('n'))
        .where('seenAt', '>', sql<Date>`now() - make_interval(secs => ${STALE_SECONDS})`)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    othersWaiting: () =>
      sql<boolean>`exists (select 1 from engine_presence where waiting_workers > 0 and process_id <> ${processId}
        and seen_at > now() - make_interval(secs => ${STALE_SECONDS}))`,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      await writing;
      await db
        .deleteFrom('enginePresence')
        .where('processId', '=', processId)
        .execute()
        .catch(() => {});
    },
  };
}
