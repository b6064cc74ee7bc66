import fs from 'node:fs/promises';
import path from 'node:path';
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
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
    const files = (await fs.readdir(this.dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await fs.readFile(path.join(this.dir, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
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

/** Applies every pending migration; safe when several nodes start at once (advisory lock). */
export async function migrateToLatest(db: Db, dir?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
