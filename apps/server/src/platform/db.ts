import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { CamelCasePlugin, type Dialect, Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { countingDialect, type StatementStats } from './statement-stats.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /**
   * PostgreSQL: the same database on connections whose commits do not wait for the WAL flush
   * (synchronous_commit off), for writes that move no money and may be lost in a database crash.
   */
  relaxed?: Db;
  kind: 'pglite' | 'postgres';
  /** True when the embedded data dir was created by this start (a fresh installation). */
  isNew: boolean;
  /** The embedded database itself (its NOTIFY is delivered through `listen`). */
  pglite?: PGlite;
  /** PostgreSQL: the URL (the notifier opens its own listening connection). */
  url?: string;
  /** Statements and transactions sent so far; only with `DB_STATEMENT_STATS` (`statementStats`). */
  statementStats?: StatementStats;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** BIGINT as a JS number: amounts are micro-dollars, far below 2^53. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} exceeds the safe integer range`);
  return n;
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);

// JSON columns keep their keys as stored; only column names are camel-cased.
const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

/** The dialect as is, or counting its statements into `stats` (when asked for: zero cost otherwise). */
function withStats(dialect: Dialect, stats: StatementStats | undefined): Dialect {
  return stats ? countingDialect(dialect, stats) : dialect;
}

const newStats = (on: boolean | undefined): StatementStats | undefined =>
  on ? { statements: 0, transactions: 0 } : undefined;

export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  const statementStats = newStats(config.statementStats);
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      connectionTimeoutMillis: 5000,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = new Kysely<Database>({ dialect: withStats(new PostgresDialect({ pool }), statementStats), plugins });
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      await db.destroy().catch(() => {});
      const reason = (err as Error).message || (err as NodeJS.ErrnoException).code || 'no answer';
      throw new DatabaseUnavailableError(`cannot reach the database at ${redactUrl(config.url)}: ${reason}`);
    }
    // Writes that move no money and may be lost with the last moments before a database crash (a
    // task's assignment to a worker: it goes back to the queue) commit without waiting for the WAL
    // flush, on connections of their own.
    const relaxedPool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      connectionTimeoutMillis: 5000,
      options: '-c synchronous_commit=off',
    });
    relaxedPool.on('error', () => {});
    const relaxed = new Kysely<Database>({
      dialect: withStats(new PostgresDialect({ pool: relaxedPool }), statementStats),
      plugins,
    });
    return {
      db,
      relaxed,
      kind: 'postgres',
      isNew: false,
      url: config.url,
      statementStats,
      close: async () => {
        await relaxed.destroy().catch(() => {});
        await db.destroy();
      },
    };
  }

  const release = lockDataDir(config.dataDir);
  try {
    const isNew = !(await dirHasCluster(config.dataDir));
    const pglite = await PGlite.create(`file://${config.dataDir}`, {
      parsers: { [pgliteTypes.INT8]: parseInt8 },
    });
    const db = new Kysely<Database>({ dialect: withStats(new PGliteDialect(pglite), statementStats), plugins });
    return {
      db,
      kind: 'pglite',
      isNew,
      pglite,
      statementStats,
      close: async () => {
        try {
          await db.destroy(); // closes PGlite, which writes its files out cleanly
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** An in-memory embedded database, for tests. */
export async function openMemoryDatabase(options: { statementStats?: boolean } = {}): Promise<DatabaseHandle> {
  const statementStats = newStats(options.statementStats);
  const pglite = await PGlite.create({ parsers: { [pgliteTypes.INT8]: parseInt8 } });
  const db = new Kysely<Database>({ dialect: withStats(new PGliteDialect(pglite), statementStats), plugins });
  return { db, kind: 'pglite', isNew: true, pglite, statementStats, close: () => db.destroy() };
}

/** A Kysely over an existing PostgreSQL URL, for tests and tools. */
export async function openPostgres(url: string, poolSize = 5): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'postgres', url, poolSize });
}

async function dirHasCluster(dir: string): Promise<boolean> {
  const { access } = await import('node:fs/promises');
  try {
    await access(`${dir}/PG_VERSION`);
    return true;
  } catch {
    return false;
  }
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` in a transaction: the caller's, when `db` already is one, else a new one. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
