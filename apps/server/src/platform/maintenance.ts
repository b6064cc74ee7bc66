import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './db.ts';

/** The tables every captcha writes: their dead rows and statistics matter to every claim. */
const HOT_TABLES = [
  'task',
  'task_attempt',
  'ledger_account',
  'ledger_account_shard',
  'engine_presence',
  'rate_limit_counter',
] as const;
const FIRST_AFTER_MS = 5_000;
const EVERY_MS = 30_000;

/**
 * What autovacuum does on a PostgreSQL server, for the embedded database (which has no background
 * workers): the hot tables' dead rows are vacuumed and their statistics refreshed every 30 s, so
 * the queue's index does not fill with dead entries and plans follow the data. Returns a stop function.
 */
export function startEmbeddedMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sql`vacuum (analyze) ${sql.join(HOT_TABLES.map((t) => sql.table(t)))}`.execute(db);
    } catch (err) {
      log.warn({ err }, 'embedded database maintenance failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_AFTER_MS);
  const timer = setInterval(() => void run(), EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
