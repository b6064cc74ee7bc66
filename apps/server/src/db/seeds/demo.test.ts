import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { type DemoStep, seedDemo } from './demo.ts';

describe.each(DATABASE_TARGETS)('demo seed on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('trackingEvent')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('rolls back a failing step whole, runs each step once, and runs steps added later', async () => {
    const ran: string[] = [];
    const visits: DemoStep = {
      name: 'visits',
      run: async (db) => {
        ran.push('visits');
        await db
          .insertInto('trackingEvent')
          .values({ type: 'utm', data: '{"utm_source":"demo"}', ip: null, userAgent: null, isDemo: true })
          .execute();
      },
    };
    const broken: DemoStep = {
      name: 'broken',
      run: async (db) => {
        await db
          .insertInto('trackingEvent')
          .values({ type: 'utm', data: '{}', ip: null, userAgent: null, isDemo: true })
          .execute();
        throw new Error('step failed');
      },
    };
    await expect(seedDemo(database.db, [visits, broken])).rejects.toThrow('step failed');
    expect(await count()).toBe(1); // the first step stays, the failing one left nothing

    expect(await seedDemo(database.db, [visits])).toEqual([]);
    const later: DemoStep = { name: 'later', run: async () => void ran.push('later') };
    expect(await seedDemo(database.db, [visits, later])).toEqual(['later']);
    expect(ran).toEqual(['visits', 'later']);
    const row = await database.db.selectFrom('trackingEvent').select('isDemo').executeTakeFirstOrThrow();
    expect(row.isDemo).toBe(true);
  });
});
