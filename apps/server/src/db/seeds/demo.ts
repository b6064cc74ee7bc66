import type { Db } from '../../platform/db.ts';

/**
 * Demo data for a newcomer to click through. Every row a step writes is marked as demo
 * (`is_demo`), and nothing here is needed by tests of anything else. Each domain adds its
 * step (demo accounts, prices, articles, …) to DEMO_STEPS as it lands.
 */
export interface DemoStep {
  name: string;
  run(db: Db): Promise<void>;
}

export const DEMO_STEPS: DemoStep[] = [];

const MARKER = 'demo_seed';

/** Runs the demo steps once per database; returns false when they had already run. */
export async function seedDemo(db: Db, steps: DemoStep[] = DEMO_STEPS): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx.selectFrom('appMeta').select('key').where('key', '=', MARKER).executeTakeFirst();
    if (done) return false;
    for (const step of steps) await step.run(trx);
    await trx
      .insertInto('appMeta')
      .values({ key: MARKER, value: JSON.stringify({ steps: steps.map((s) => s.name), at: new Date().toISOString() }) })
      .execute();
    return true;
  });
}
