import { adminPayoutPath, PAYOUT_PATHS as P } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { type PayoutsHarness, type Person, payoutsHarness, USD } from './test-support.ts';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe.each(DATABASE_TARGETS)('payouts on $name', (target) => {
  let t: PayoutsHarness;
  let admin: Person;

  beforeAll(async () => {
    t = await payoutsHarness(target);
    admin = await t.person(null, true);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  /** A worker with $10 and a confirmed USDT account. */
  async function paidWorker(funds = 10 * USD) {
    const w = await t.worker(funds);
    await t.confirmedWallet(w, 'usdt_trc20', TRON);
    return w;
  }
  const request = (w: Person, amountMicros: number, method = 'usdt_trc20') =>
    w.browser.post(P.payouts, { method, amountMicros });
  function created(res: Awaited<ReturnType<typeof request>>) {
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json();
  }
  const approve = (id: number, reference = 'tx-0001') =>
    admin.browser.post(adminPayoutPath(P.adminApprove, id), { reference });
  const reject = (id: number, reason = 'account looks wrong') =>
    admin.browser.post(adminPayoutPath(P.adminReject, id), { reason });

  /** The ledger entries of a payout's movements (by their keys). */
  async function entries(id: number) {
    const { rows } = await sql<{ key: string; kind: string; account: string; amount: number }>`
      select t.idempotency_key as key, t.kind, a.kind as account, e.amount_micros as amount
      from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      join ledger_account a on a.id = e.account_id
      where t.idempotency_key in (${`payout-hold:${id}`}, ${`payout-release:${id}`}, ${`payout-paid:${id}`})
      order by e.id`.execute(t.h.database.db);
    return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
  }

  it('refuses a payout below the minimum, above the balance or to an unconfirmed account, moving nothing', async () => {
    const w = await t.worker(3 * USD);
    // No account for the method, and a pending (unconfirmed) change does not count.
    expectError(await request(w, 2 * USD), 409, 'PAYOUT_NO_WALLET');
    await t.requestChange(w, 'usdt_trc20', TRON);
    expectError(await request(w, 2 * USD), 409, 'PAYOUT_NO_WALLET');
    ok(await w.browser.delete(P.pending));

    await t.confirmedWallet(w, 'usdt_trc20', TRON);
    const below = await request(w, USD - 1);
    expectError(below, 400, 'PAYOUT_BELOW_MINIMUM');
    expect(below.json().error.fields).toEqual([{ field: 'body.amountMicros', message: 'below_minimum' }]);
    expectError(await request(w, 3 * USD + 1), 402, 'PAYOUT_ABOVE_BALANCE');
    expectError(await request(w, 0), 400, 'ERROR_VALIDATION');
    expectError(await request(w, USD + 0.5), 400, 'ERROR_VALIDATION');
    expectError(await request(w, 2 * USD, 'cash'), 400, 'ERROR_VALIDATION');
    // btc: no account, and its minimum is $5.
    expectError(await request(w, 2 * USD, 'btc'), 409, 'PAYOUT_NO_WALLET');

    expect(await t.balances(w.id)).toEqual({ balanceMicros: 3 * USD, heldMicros: 0 });
    expect(ok(await w.browser.get(P.payouts))).toEqual({ items: [], totalCount: 0 });
  });

  it('pays out only earnings: money that came in otherwise stays on the platform', async () => {
    const w = await paidWorker(2 * USD);
    // A payment or a voucher credited while the account was a customer, a transfer, a promo bonus:
    // spendable, never withdrawable.
    await t.ledger.credit(w.id, 10 * USD, `test-topup:${w.id}`, 'a top-up before the type changed');
    const above = await request(w, 3 * USD);
    expectError(above, 402, 'PAYOUT_ABOVE_EARNINGS');
    expect(above.json().error.fields).toEqual([{ field: 'body.amountMicros', message: 'above_earnings' }]);
    expect(ok(await w.browser.get(`${P.summary}?days=30`))).toMatchObject({
      balanceMicros: 12 * USD,
      withdrawableMicros: 2 * USD,
    });

    // Earnings requested or paid out are no longer withdrawable; a rejected request gives them back.
    const first = created(await request(w, 1_500_000));
    expectError(await request(w, USD), 402, 'PAYOUT_ABOVE_EARNINGS');
    ok(await reject(first.id));
    const second = created(await request(w, 2 * USD));
    ok(await approve(second.id));
    expectError(await request(w, USD), 402, 'PAYOUT_ABOVE_EARNINGS');
    expect(ok(await w.browser.get(`${P.summary}?days=30`))).toMatchObject({
      balanceMicros: 10 * USD,
      withdrawableMicros: 0,
      paidOutMicros: 2 * USD,
    });

    // Two requests at once over the same earnings: exactly one takes them.
    await t.earn(w.id, 2 * USD);
    const both = await Promise.all([request(w, 1_500_000), request(w, 1_500_000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    ok(await reject(both.find((r) => r.statusCode === 201)?.json().id));

    // New pay is withdrawable again.
    await t.earn(w.id, 3 * USD);
    created(await request(w, 5 * USD));
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 10 * USD, heldMicros: 5 * USD });
  });

  it('holds a requested payout at once, so the money cannot be requested twice', async () => {
    const w = await paidWorker(5 * USD);
    const payout = created(await request(w, 4 * USD));
    expect(payout).toMatchObject({
      method: 'usdt_trc20',
      account: TRON,
      amountMicros: 4 * USD,
      feeMicros: 100_000,
      netMicros: 3_900_000,
      state: 'requested',
      reference: null,
      reason: null,
      decidedAt: null,
    });
    expect(await t.balances(w.id)).toEqual({ balanceMicros: USD, heldMicros: 4 * USD });
    expectError(await request(w, 4 * USD), 402, 'PAYOUT_ABOVE_BALANCE');
    expect(await entries(payout.id)).toEqual([
      { key: `payout-hold:${payout.id}`, kind: 'hold', account: 'user_balance', amount: -4 * USD },
      { key: `payout-hold:${payout.id}`, kind: 'hold', account: 'hold', amount: 4 * USD },
    ]);
    const history = ok(await w.browser.get(P.payouts));
    expect(history.totalCount).toBe(1);
    expect(history.items[0]).toEqual(payout);
  });

  it('pays an approved payout: the money leaves the system once, even when the approve is retried', async () => {
    const w = await paidWorker();
    const payout = created(await request(w, 6 * USD));

    const queue = ok(await admin.browser.get(`${P.adminPayouts}?state=requested`));
    const queued = queue.items.find((i: { id: number }) => i.id === payout.id);
    expect(queued).toMatchObject({ workerId: w.id, workerEmail: w.email, amountMicros: 6 * USD, state: 'requested' });

    const externalBefore = await external();
    const paid = ok(await approve(payout.id, 'TX-abc'));
    expect(paid).toMatchObject({ id: payout.id, state: 'paid', reference: 'TX-abc', decidedAt: expect.any(String) });
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 4 * USD, heldMicros: 0 });
    expect((await external()) - externalBefore).toBe(6 * USD);

    const moved = await entries(payout.id);
    expect(moved.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(moved.filter((e) => e.account === 'external')).toEqual([
      { key: `payout-paid:${payout.id}`, kind: 'debit', account: 'external', amount: 6 * USD },
    ]);

    // A retried approve answers the same and moves nothing; another decision is refused.
    expect(ok(await approve(payout.id, 'TX-abc'))).toEqual(paid);
    const retried = await Promise.all([approve(payout.id, 'TX-abc'), approve(payout.id, 'TX-abc')]);
    expect(retried.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await entries(payout.id)).toEqual(moved);
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 4 * USD, heldMicros: 0 });
    expectError(await approve(payout.id, 'TX-other'), 409, 'PAYOUT_ALREADY_DECIDED');
    expectError(await reject(payout.id), 409, 'PAYOUT_ALREADY_DECIDED');

    expect(ok(await w.browser.get(P.payouts)).items[0]).toMatchObject({ state: 'paid', reference: 'TX-abc' });
    const paidQueue = ok(await admin.browser.get(`${P.adminPayouts}?state=paid`));
    expect(paidQueue.items.map((i: { id: number }) => i.id)).toContain(payout.id);
    expect(ok(await admin.browser.get(`${P.adminPayouts}?state=requested`)).items).not.toContainEqual(
      expect.objectContaining({ id: payout.id }),
    );
  });

  it('returns the money of a rejected payout to the balance', async () => {
    const w = await paidWorker();
    const payout = created(await request(w, 7 * USD));
    const rejected = ok(await reject(payout.id, 'wrong network'));
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'wrong network', reference: null });
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 10 * USD, heldMicros: 0 });
    expect((await entries(payout.id)).reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expectError(await approve(payout.id), 409, 'PAYOUT_ALREADY_DECIDED');
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 10 * USD, heldMicros: 0 });
    // The money can be requested again.
    created(await request(w, 10 * USD));
  });

  it('makes exactly one of two concurrent decisions', async () => {
    const w = await paidWorker();
    const payout = created(await request(w, 5 * USD));
    const [a, r] = await Promise.all([approve(payout.id), reject(payout.id)]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? 'paid' : 'rejected';
    expect(await t.balances(w.id)).toEqual({
      balanceMicros: won === 'paid' ? 5 * USD : 10 * USD,
      heldMicros: 0,
    });
    expect((await entries(payout.id)).filter((e) => e.kind === 'release')).toHaveLength(2);
  });

  it('keeps the admin routes for admins', async () => {
    const w = await paidWorker();
    const payout = created(await request(w, 2 * USD));
    const customer = await t.person('customer');
    for (const who of [w, customer]) {
      expectError(await who.browser.get(P.adminPayouts), 403, 'ERROR_FORBIDDEN');
      expectError(
        await who.browser.post(adminPayoutPath(P.adminApprove, payout.id), { reference: 'x' }),
        403,
        'ERROR_FORBIDDEN',
      );
      expectError(
        await who.browser.post(adminPayoutPath(P.adminReject, payout.id), { reason: 'x' }),
        403,
        'ERROR_FORBIDDEN',
      );
    }
    expectError(await t.h.browser().get(P.adminPayouts), 400, 'ERROR_EMPTY_USER');
    expectError(await approve(999_999_999), 404, 'PAYOUT_NOT_FOUND');
    expectError(
      await admin.browser.post(adminPayoutPath(P.adminApprove, payout.id), { reference: ' ' }),
      400,
      'ERROR_VALIDATION',
    );
    expect(await t.balances(w.id)).toEqual({ balanceMicros: 8 * USD, heldMicros: 2 * USD });
  });

  async function external(): Promise<number> {
    // The platform accounts' balance is derived from their shard rows.
    const { rows } = await sql<{
      b: unknown;
    }>`select balance_micros as b from ledger_system_balance where kind = 'external'`.execute(t.h.database.db);
    return Number(rows[0]?.b);
  }
});
