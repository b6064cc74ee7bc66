import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MIGRATION_TABLE, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { ROOT_DIR } from '../config.ts';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/src/db/migrations');

/**
 * Splits a migration file into statements: a statement ends with `;` at the end of a line,
 * outside a dollar-quoted body. (PGlite runs one statement per query.)
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inDollar = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!inDollar && (trimmed === '' || trimmed.startsWith('--')) && current.length === 0) continue;
    current.push(line);
    const dollars = line.match(/\$[a-zA-Z_]*\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*(--.*)?$/.test(trimmed)) {
      statements.push(current.join('\n').trim());
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest && !rest.split('\n').every((l) => l.trim().startsWith('--'))) statements.push(rest);
  return statements;
}

/** Reads `NNNN_name.sql` files in order; each runs in one transaction. Forward-only. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const name of await migrationNames(this.dir)) {
      const text = await fs.readFile(path.join(this.dir, `${name}.sql`), 'utf8');
      migrations[name] = {
        up: async (db) => {
          for (const statement of splitStatements(text)) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The `NNNN_name` of each migration file, in order. */
async function migrationNames(dir: string): Promise<string[]> {
  return (await fs.readdir(dir))
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/**
 * True when the database has applied exactly the migrations in `dir`: the common restart. Two small
 * reads instead of the Migrator, whose checks introspect every table and column of the schema
 * several times (about half a second on the embedded database). Anything else — a fresh database,
 * a new file, a name missing from the files — goes through the Migrator, its lock and its errors.
 */
async function allApplied(db: Db, dir: string): Promise<boolean> {
  // to_regclass first: selecting from a missing table would log an error on PostgreSQL's side.
  const { rows: table } = await sql<{ present: boolean }>`
    select to_regclass(${DEFAULT_MIGRATION_TABLE}::text) is not null as present
  `.execute(db);
  if (!table[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = rows.map((r) => r.name).sort();
  const files = await migrationNames(dir);
  return applied.length === files.length && applied.every((name, i) => name === files[i]);
}

/** Applies every pending migration; safe when several nodes start at once (advisory lock). */
export async function migrateToLatest(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (await allApplied(db, dir)) return [];
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
