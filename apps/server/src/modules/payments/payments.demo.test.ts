import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { systemClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { identityDemoStep } from '../identity/index.ts';
import { paymentsDemoStep } from './payments.demo.ts';

describe.each(DATABASE_TARGETS.slice(0, 1))('payments demo data on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it('gives the demo customer a credited and a failed sandbox top-up, marked as demo', async () => {
    expect(await seedDemo(database.db, [identityDemoStep, paymentsDemoStep])).toEqual(['identity', 'payments']);
    const rows = await database.db
      .selectFrom('payment as p')
      .innerJoin('userAccount as u', 'u.id', 'p.userId')
      .select(['u.email', 'p.provider', 'p.status', 'p.amountMicros', 'p.creditedMicros', 'p.isDemo', 'p.userId'])
      .orderBy('p.id')
      .execute();
    expect(rows.map(({ userId: _, ...r }) => r)).toEqual([
      {
        email: 'customer@demo.crowdsolve.local',
        provider: 'sandbox',
        status: 'paid',
        amountMicros: 25_000_000,
        creditedMicros: 25_000_000,
        isDemo: true,
      },
      {
        email: 'customer@demo.crowdsolve.local',
        provider: 'sandbox',
        status: 'failed',
        amountMicros: 10_000_000,
        creditedMicros: 0,
        isDemo: true,
      },
    ]);
    const ledger = ledgerService({ db: database.db, clock: systemClock });
    expect((await ledger.balance(rows[0]?.userId as number)).balanceMicros).toBe(25_000_000);
  });
});
