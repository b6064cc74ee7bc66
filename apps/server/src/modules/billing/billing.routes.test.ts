import { BILLING_MOVEMENTS_PAGE_SIZE, billingPath, BILLING_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  type Browser,
  expectError,
  type IdentityHarness,
  identityHarness,
  ok,
  signIn,
  signUp,
  signUpConfirmed,
  type TestAccount,
} from '../../../test/smtp.ts';
import { type LedgerService, ledgerService } from './ledger.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let keyCounter = 0;
const newKey = () => `route-test-${++keyCounter}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(DATABASE_TARGETS)('billing routes on $name', (target) => {
  let h: IdentityHarness;
  let admin: TestAccount;
  let adminBrowser: Browser;
  let ledger: LedgerService;

  const balancePath = (id: number) => billingPath(P.adminUserBalance, id);
  const movementsPath = (id: number) => billingPath(P.adminUserMovements, id);

  beforeAll(async () => {
    h = await identityHarness(target);
    ledger = ledgerService({ db: h.database.db, clock: h.clock });
    admin = await signUpConfirmed(h);
    await h.database.db.updateTable('userAccount').set({ isAdmin: true }).where('id', '=', admin.userId).execute();
    adminBrowser = await signIn(h, admin);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('needs a signed-in user; the admin calls need an admin', async () => {
    const guest = h.browser();
    expectError(await guest.get(P.balance), 400, 'ERROR_EMPTY_USER');
    expectError(await guest.get(P.movements), 400, 'ERROR_EMPTY_USER');

    const account = await signUp(h);
    const user = await signIn(h, account);
    const body = { direction: 'credit', amountMicros: 1_000_000, reason: 'gift', idempotencyKey: newKey() };
    expectError(await user.post(balancePath(account.userId), body), 403, 'ERROR_FORBIDDEN');
    expectError(await user.get(movementsPath(account.userId)), 403, 'ERROR_FORBIDDEN');
    expectError(await guest.post(balancePath(account.userId), body), 400, 'ERROR_EMPTY_USER');
    expect(ok(await user.get(P.balance))).toEqual({ balanceMicros: 0, heldMicros: 0, currency: 'USD' });
    expect(ok(await user.get(P.movements))).toEqual({ records: [], totalCount: 0 });
  });

  it('an admin credits by hand; the user sees the balance, the movement and the dollars on /user', async () => {
    const account = await signUp(h);
    const user = await signIn(h, account);
    const idempotencyKey = newKey();
    const credit = {
      direction: 'credit',
      amountMicros: 2_500_000,
      reason: 'Compensation for an outage',
      idempotencyKey,
    };

    const reply = ok(await adminBrowser.post(balancePath(account.userId), credit));
    expect(reply).toEqual({
      userId: account.userId,
      transactionId: expect.any(Number),
      replayed: false,
      balanceMicros: 2_500_000,
      heldMicros: 0,
      currency: 'USD',
    });

    // The same request again (a retry) moves nothing; the same key with other terms is refused.
    const retry = ok(await adminBrowser.post(balancePath(account.userId), credit));
    expect(retry).toEqual({ ...reply, replayed: true });
    expectError(
      await adminBrowser.post(balancePath(account.userId), { ...credit, amountMicros: 2_500_001 }),
      409,
      'BILLING_IDEMPOTENCY_CONFLICT',
    );

    expect(ok(await user.get(P.balance))).toEqual({ balanceMicros: 2_500_000, heldMicros: 0, currency: 'USD' });
    const movements = ok(await user.get(P.movements));
    expect(movements).toEqual({
      totalCount: 1,
      records: [
        {
          id: expect.any(Number),
          transactionId: reply.transactionId,
          kind: 'credit',
          account: 'balance',
          amountMicros: 2_500_000,
          balanceAfterMicros: 2_500_000,
          reference: null,
          memo: 'Compensation for an outage',
          createdAt: h.clock.now().toISOString(),
        },
      ],
    });

    const me = ok(await user.get('/api/v2/user'));
    expect(me.balance).toEqual({ amount: 2.5 });
    expect(me.analyticsData).toMatchObject({ daysSinceLastPayment: 0, spentOnCaptcha: 0, earnedOnCaptcha: 0 });
    h.clock.advance(3 * DAY_MS + 1000);
    expect(ok(await user.get('/api/v2/user')).analyticsData.daysSinceLastPayment).toBe(3);
  });

  it('a debit beyond the balance is refused and moves nothing', async () => {
    const account = await signUp(h);
    const user = await signIn(h, account);
    ok(
      await adminBrowser.post(balancePath(account.userId), {
        direction: 'credit',
        amountMicros: 1_000_000,
        reason: 'start',
        idempotencyKey: newKey(),
      }),
    );
    const debit = { direction: 'debit', amountMicros: 1_000_001, reason: 'chargeback', idempotencyKey: newKey() };
    expectError(await adminBrowser.post(balancePath(account.userId), debit), 402, 'BILLING_INSUFFICIENT_FUNDS');
    expect(ok(await user.get(P.balance)).balanceMicros).toBe(1_000_000);
    expect(ok(await user.get(P.movements)).totalCount).toBe(1);

    const partial = ok(await adminBrowser.post(balancePath(account.userId), { ...debit, amountMicros: 400_000 }));
    expect(partial).toMatchObject({ balanceMicros: 600_000, replayed: false });
    const { records } = ok(await user.get(P.movements));
    expect(records.map((r: { kind: string; amountMicros: number }) => [r.kind, r.amountMicros])).toEqual([
      ['debit', -400_000],
      ['credit', 1_000_000],
    ]);
    expect(ok(await user.get('/api/v2/user')).balance.amount).toBe(0.6);
  });

  it('validates the manual movement and refuses an unknown user', async () => {
    const account = await signUp(h);
    const base = { direction: 'credit', amountMicros: 1_000, reason: 'ok', idempotencyKey: newKey() };
    for (const bad of [
      { amountMicros: 1.5 },
      { amountMicros: 0 },
      { amountMicros: -1 },
      { amountMicros: '1000' },
      { reason: '  ' },
      { reason: 'x'.repeat(501) },
      { direction: 'steal' },
      { idempotencyKey: '' },
    ]) {
      expectError(await adminBrowser.post(balancePath(account.userId), { ...base, ...bad }), 400, 'ERROR_VALIDATION');
    }
    expectError(await adminBrowser.post(balancePath(99_999_999), base), 404, 'ERROR_NOT_FOUND');
    expect(ok(await adminBrowser.get(movementsPath(account.userId))).totalCount).toBe(0);
  });

  it('a user sees only their own movements; the admin sees anyone’s, with who made them', async () => {
    const alice = await signUp(h);
    const bob = await signUp(h);
    const aliceBrowser = await signIn(h, alice);
    const bobBrowser = await signIn(h, bob);
    ok(
      await adminBrowser.post(balancePath(alice.userId), {
        direction: 'credit',
        amountMicros: 5_000,
        reason: 'for alice',
        idempotencyKey: newKey(),
      }),
    );
    await ledger.hold(alice.userId, 1_000, newKey(), 'task:42');

    const own = ok(await aliceBrowser.get(P.movements));
    expect(own.totalCount).toBe(3);
    expect(
      own.records.map((r: { kind: string; account: string; amountMicros: number }) => [
        r.kind,
        r.account,
        r.amountMicros,
      ]),
    ).toEqual([
      ['hold', 'hold', 1_000],
      ['hold', 'balance', -1_000],
      ['credit', 'balance', 5_000],
    ]);
    expect(own.records[0].reference).toBe('task:42');
    expect(own.records[0]).not.toHaveProperty('createdBy');
    expect(ok(await aliceBrowser.get(P.balance))).toEqual({ balanceMicros: 4_000, heldMicros: 1_000, currency: 'USD' });

    expect(ok(await bobBrowser.get(P.movements))).toEqual({ records: [], totalCount: 0 });
    expect(ok(await bobBrowser.get(P.balance)).balanceMicros).toBe(0);

    const seenByAdmin = ok(await adminBrowser.get(movementsPath(alice.userId)));
    expect(seenByAdmin.totalCount).toBe(3);
    expect(seenByAdmin.records[2]).toMatchObject({ kind: 'credit', memo: 'for alice', createdBy: admin.userId });
    expect(seenByAdmin.records[0]).toMatchObject({ kind: 'hold', createdBy: null });
  });

  it('pages the movements, newest first', async () => {
    const account = await signUp(h);
    const user = await signIn(h, account);
    const total = BILLING_MOVEMENTS_PAGE_SIZE + 5;
    for (let i = 1; i <= total; i++) await ledger.credit(account.userId, i, newKey(), `credit ${i}`);

    const first = ok(await user.get(P.movements));
    expect(first.totalCount).toBe(total);
    expect(first.records).toHaveLength(BILLING_MOVEMENTS_PAGE_SIZE);
    expect(first.records[0]).toMatchObject({ amountMicros: total, memo: `credit ${total}` });
    const second = ok(await user.get(`${P.movements}?page=1`));
    expect(second.records.map((r: { amountMicros: number }) => r.amountMicros)).toEqual([5, 4, 3, 2, 1]);
    expect(ok(await user.get(`${P.movements}?page=2`)).records).toEqual([]);
    expectError(await user.get(`${P.movements}?page=-1`), 400, 'ERROR_VALIDATION');
  });

  it('reports spent and earned dollars on /user once work is settled', async () => {
    const customer = await signUp(h);
    const worker = await signUp(h, { userType: 'worker' });
    const customerBrowser = await signIn(h, customer);
    const workerBrowser = await signIn(h, worker);
    await ledger.credit(customer.userId, 10_000_000, newKey());
    await ledger.hold(customer.userId, 3_000_000, newKey(), 'task:7');
    await ledger.settle(customer.userId, 3_000_000, {
      chargeMicros: 2_000_000,
      workerUserId: worker.userId,
      workerMicros: 1_250_000,
      key: newKey(),
      reference: 'task:7',
    });
    const me = ok(await customerBrowser.get('/api/v2/user'));
    expect(me.balance.amount).toBe(8);
    expect(me.analyticsData).toMatchObject({ spentOnCaptcha: 2, earnedOnCaptcha: 0 });
    const them = ok(await workerBrowser.get('/api/v2/user'));
    expect(them.balance.amount).toBe(1.25);
    expect(them.analyticsData).toMatchObject({ spentOnCaptcha: 0, earnedOnCaptcha: 1.25, daysSinceLastPayment: null });
  });
});
