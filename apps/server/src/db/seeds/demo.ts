import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/**
 * Demo data for a newcomer to click through. Every row a step writes is marked as demo
 * (`is_demo`), and nothing here is needed by tests of anything else. Each domain adds its
 * step (demo accounts, prices, articles, …) to the list in demo-steps.ts as it lands.
 */
export interface DemoStep {
  name: string;
  run(db: Db): Promise<void>;
}

const markerOf = (step: DemoStep) => `demo_seed:${step.name}`;

/** Runs each step not yet run on this database, each in one transaction; returns their names. */
export async function seedDemo(db: Db, steps: DemoStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const done = await db.transaction().execute(async (trx) => {
      const seen = await trx.selectFrom('appMeta').select('key').where('key', '=', markerOf(step)).executeTakeFirst();
      if (seen) return true;
      await step.run(trx);
      await trx
        .insertInto('appMeta')
        .values({ key: markerOf(step), value: JSON.stringify({ at: new Date().toISOString() }) })
        .execute();
      return false;
    });
    if (!done) ran.push(step.name);
  }
  return ran;
}

/** Demo accounts in a database a public interface would serve: their passwords are in the README. */
export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

/**
 * Refuses a start on a public interface while demo accounts are left (one lookup in a partial index
 * of the demo accounts). Their rows go with `npm run admin -- remove-demo`.
 */
export async function refuseDemoData(db: Db, host: string): Promise<void> {
  // A literal, not a parameter: the planner then knows the partial index applies.
  const demo = await db
    .selectFrom('userAccount')
    .select('id')
    .where('isDemo', '=', sql.lit(true))
    .limit(1)
    .executeTakeFirst();
  if (!demo) return;
  throw new DemoDataError(
    `the database holds the demo accounts, whose passwords are public, and HOST ${host} is not loopback: remove them with \`npm run admin -- remove-demo\` (or set DEMO=on on a private network)`,
  );
}
