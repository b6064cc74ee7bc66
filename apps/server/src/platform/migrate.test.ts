import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openMemoryDatabase } from './db.ts';
import { MigrationError, migrateToLatest, splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits on semicolons at line ends, skipping comments', () => {
    const text = '-- a comment\nCREATE TABLE a (id int);\n\nCREATE INDEX a_idx\n  ON a (id);\n-- trailing\n';
    expect(splitStatements(text)).toEqual(['CREATE TABLE a (id int);', 'CREATE INDEX a_idx\n  ON a (id);']);
  });

  it('keeps dollar-quoted function bodies whole', () => {
    const text = 'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;';
    const parts = splitStatements(text);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('RETURN 1;');
  });
});

describe('migrateToLatest', () => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await openMemoryDatabase();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cs-migrations-'));
  });
  afterAll(async () => {
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('applies the project migrations once, then nothing', async () => {
    const first = await migrateToLatest(handle.db);
    expect(first[0]).toBe('0001_platform');
    expect(await migrateToLatest(handle.db)).toEqual([]);
    // Migrations write no seed data; the only fact they record is the quality-control account.
    const { rows } = await sql<{ key: string }>`select key from app_meta order by key`.execute(handle.db);
    expect(rows.map((r) => r.key)).toEqual(['quality_account_id']);
  });

  it('names a failing migration and leaves the database as it was (one transaction)', async () => {
    const fresh = await openMemoryDatabase();
    try {
      await fs.writeFile(path.join(dir, '0001_ok.sql'), 'CREATE TABLE ok_table (id int);\n');
      await fs.writeFile(path.join(dir, '0002_bad.sql'), 'CREATE TABLE half (id int);\nSELECT * FROM missing_table;\n');
      await expect(migrateToLatest(fresh.db, dir)).rejects.toThrow(MigrationError);
      await expect(migrateToLatest(fresh.db, dir)).rejects.toThrow(/0002_bad/);
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_name in ('ok_table', 'half')
      `.execute(fresh.db);
      expect(rows).toEqual([]);
      await fs.writeFile(path.join(dir, '0002_bad.sql'), 'CREATE TABLE half (id int);\n');
      expect(await migrateToLatest(fresh.db, dir)).toEqual(['0001_ok', '0002_bad']);
    } finally {
      await fresh.close();
    }
  });

  it('takes the short way only when the files and the applied list are the same', async () => {
    const fresh = await openMemoryDatabase();
    const own = await fs.mkdtemp(path.join(os.tmpdir(), 'cs-migrations-'));
    try {
      await fs.writeFile(path.join(own, '0001_a.sql'), 'CREATE TABLE a_table (id int);\n');
      expect(await migrateToLatest(fresh.db, own)).toEqual(['0001_a']);
      expect(await migrateToLatest(fresh.db, own)).toEqual([]);
      // A new file is applied, through the Migrator and its lock.
      await fs.writeFile(path.join(own, '0002_b.sql'), 'CREATE TABLE b_table (id int);\n');
      expect(await migrateToLatest(fresh.db, own)).toEqual(['0002_b']);
      // An applied migration whose file is gone is still the Migrator's error, not "all applied".
      await fs.rm(path.join(own, '0001_a.sql'));
      await expect(migrateToLatest(fresh.db, own)).rejects.toThrow(/0001_a is missing/);
    } finally {
      await fresh.close();
      await fs.rm(own, { recursive: true, force: true });
    }
  });
});
