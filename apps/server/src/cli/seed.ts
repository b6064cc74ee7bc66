import { ConfigError, loadConfig } from '../config.ts';
import { seedDemo } from '../db/seeds/demo.ts';
import { DEMO_STEPS } from '../db/seeds/demo-steps.ts';
import { seedTutorials } from '../modules/content/index.ts';
import { seedFaq } from '../modules/support-faq/index.ts';
import { openDatabase } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';

/** `npm run seed`: migrates, then writes the demo data once (rows marked as demo). */
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const tutorials = await seedTutorials(database.db);
    if (tutorials.length) console.log(`tutorials published: ${tutorials.join(', ')}`);
    const faq = await seedFaq(database.db);
    if (faq.length) console.log(`FAQ entries written: ${faq.length}`);
    const ran = await seedDemo(database.db, DEMO_STEPS);
    console.log(ran.length ? `demo data seeded: ${ran.join(', ')}` : 'demo data was already there');
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(
    `crowdsolve: seed: ${err instanceof ConfigError ? 'invalid configuration: ' : ''}${(err as Error).message}`,
  );
  process.exit(1);
}
