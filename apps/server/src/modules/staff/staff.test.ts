import { STAFF_PATHS, type StaffOverviewReply } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { type IdentityHarness, identityHarness, signIn, signUpConfirmed } from '../../../test/smtp.ts';

type Role = 'admin' | 'moderator' | null;

describe.each(DATABASE_TARGETS)('staff overview on $name', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(() => h?.close());

  async function person(userType: 'customer' | 'worker', role: Role = null) {
    const account = await signUpConfirmed(h, { userType });
    if (role) {
      const flag = role === 'admin' ? { isAdmin: true } : { isModerator: true };
      await h.database.db.updateTable('userAccount').set(flag).where('id', '=', account.userId).execute();
    }
    return account;
  }

  async function overview(role: Role): Promise<StaffOverviewReply> {
    const browser = await signIn(h, await person('customer', role));
    const res = await browser.get(STAFF_PATHS.overview);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('is for staff only: a customer is refused, a moderator gets no admin figures', async () => {
    const customer = await signIn(h, await person('customer'));
    expect((await customer.get(STAFF_PATHS.overview)).statusCode).toBe(403);
    expect((await h.app.inject(STAFF_PATHS.overview)).statusCode).toBe(400);
    expect(await overview('moderator')).toEqual({ admin: null });
  });

  it('counts what waits for admins, in the database', async () => {
    const db = h.database.db;
    const before = (await overview('admin')).admin;
    if (!before) throw new Error('an admin gets the admin figures');

    // Three workers: one with a payout waiting and one paid, one suspended, two flags on one worker.
    const [a, b, c] = [await person('worker'), await person('worker'), await person('worker')];
    const admin = await person('customer', 'admin');
    await db
      .insertInto('payoutRequest')
      .values([
        { workerId: a.userId, method: 'paypal', account: 'a@example.com', amountMicros: 5_000_000, feeMicros: 0 },
        {
          workerId: a.userId,
          method: 'paypal',
          account: 'a@example.com',
          amountMicros: 6_000_000,
          feeMicros: 0,
          state: 'paid',
          reference: 'TX-1',
          decidedBy: admin.userId,
          decidedAt: new Date(),
        },
      ])
      .execute();
    await db.insertInto('workerProfile').values({ userId: b.userId, suspendedAt: new Date() }).execute();
    const task = await db
      .insertInto('task')
      .values({
        customerId: admin.userId,
        kind: 'image_text',
        spec: '{}',
        source: 'v2',
        status: 'solved',
        priceMicros: 1000,
        workerPayMicros: 500,
        unsolvableAt: new Date(),
        endedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('workerFlag')
      .values([
        { workerId: c.userId, taskId: task.id, reason: 'too_fast', detail: '1 s' },
        { workerId: c.userId, taskId: task.id, reason: 'repeated_answer', detail: 'abc x5' },
      ])
      .execute();
    // c is admitted; a and b are not.
    await db.insertInto('workerAdmission').values({ userId: c.userId, admittedAt: new Date() }).execute();
    await db
      .insertInto('controlTask')
      .values([
        { kind: 'image_text', spec: '{}', answer: '"a"', training: true, golden: true },
        { kind: 'image_text', spec: '{}', answer: '"b"', training: true, golden: false },
        { kind: 'image_text', spec: '{}', answer: '"c"', training: true, golden: true, active: false },
      ])
      .execute();
    const mail = { recipient: 'x@example.com', template: 't', subject: 's', textBody: '', htmlBody: '' };
    await db
      .insertInto('mailLog')
      .values([
        { ...mail, status: 'outbox' },
        { ...mail, status: 'outbox' },
        { ...mail, status: 'failed', error: 'refused' },
      ])
      .execute();

    const after = (await overview('admin')).admin;
    expect(after).toMatchObject({
      payoutsRequested: before.payoutsRequested + 1,
      workersFlagged: before.workersFlagged + 1,
      workersSuspended: before.workersSuspended + 1,
      workersNotAdmitted: before.workersNotAdmitted + 2,
      controlTraining: before.controlTraining + 2,
      controlGolden: before.controlGolden + 1,
      mailOutbox: before.mailOutbox + 2,
      mailFailed: before.mailFailed + 1,
    });
  });

  it('says which currency rates are missing or stale', async () => {
    const today = h.clock.now().toISOString().slice(0, 10);
    const old = new Date(h.clock.now().getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await overview('admin')).admin?.rates).toEqual([
      { currency: 'RUB', state: 'missing', rateDate: null, source: null },
      { currency: 'CNY', state: 'missing', rateDate: null, source: null },
    ]);
    await h.database.db
      .insertInto('currencyRate')
      .values([
        { currency: 'RUB', unitsPerUsdMicros: 90_000_000, source: 'fetched', rateDate: old },
        { currency: 'CNY', unitsPerUsdMicros: 7_100_000, source: 'fetched', rateDate: today },
      ])
      .execute();
    expect((await overview('admin')).admin?.rates).toEqual([
      { currency: 'RUB', state: 'stale', rateDate: old, source: 'fetched' },
      { currency: 'CNY', state: 'ok', rateDate: today, source: 'fetched' },
    ]);
    // A staff override is in force until cleared: never stale.
    const admin = await signIn(h, await person('customer', 'admin'));
    expect((await admin.put('/api/v2/admin/currency_rates/RUB', { unitsPerUsd: 95 })).statusCode).toBe(200);
    expect((await overview('admin')).admin?.rates[0]).toMatchObject({ currency: 'RUB', state: 'ok', source: 'staff' });
  });
});
