import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openMemoryDatabase, openPostgres } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database; closing it drops it. */
  open(): Promise<DatabaseHandle>;
}

/** A scratch database on the server of TEST_DATABASE_URL, dropped when closed. */
async function scratchPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `cs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  {
    name: 'pglite',
    open: async () => {
      const handle = await openMemoryDatabase();
      await migrateToLatest(handle.db);
      return handle;
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          open: async () => {
            const handle = await scratchPostgres(process.env.TEST_DATABASE_URL as string);
            await migrateToLatest(handle.db);
            return handle;
          },
        },
      ]
    : []),
];
