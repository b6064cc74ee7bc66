import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(
    `crowdsolve: migrate: ${err instanceof ConfigError ? 'invalid configuration: ' : ''}${(err as Error).message}`,
  );
  process.exit(1);
}
