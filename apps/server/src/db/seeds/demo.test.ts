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

  it('rolls back a failing step whole, then runs every step exactly once', async () => {
    const ran: string[] = [];
    const failing: DemoStep = {
      name: 'broken',
      run: async () => {
        throw new Error('step failed');
      },
    };
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
    await expect(seedDemo(database.db, [visits, failing])).rejects.toThrow('step failed');
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('trackingEvent')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(0);

    expect(await seedDemo(database.db, [visits])).toBe(true);
    expect(await seedDemo(database.db, [visits])).toBe(false);
    expect(ran).toEqual(['visits', 'visits']);
    expect(await count()).toBe(1);
    const row = await database.db.selectFrom('trackingEvent').select('isDemo').executeTakeFirstOrThrow();
    expect(row.isDemo).toBe(true);
  });
});
