import { TRANSFER_PATHS as P, transferPath } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { type Person, type TransfersHarness, transfersHarness, USD } from './test-support.ts';

const HOUR = 60 * 60 * 1000;
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

describe.each(DATABASE_TARGETS)('vouchers and promo codes on $name', (target) => {
  let t: TransfersHarness;
  let admin: Person;

  beforeAll(async () => {
    t = await transfersHarness(target);
    admin = await t.person({ userType: null, isAdmin: true });
  });
  afterAll(async () => {
    await t?.h.close();
  });

  function created(res: Awaited<ReturnType<Person['browser']['post']>>) {
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json();
  }
  const vouchers = async (amountMicros: number, count = 1, expiresAt?: string) =>
    created(await admin.browser.post(P.adminVouchers, { amountMicros, count, expiresAt })).items as {
      id: number;
      code: string;
    }[];
  const promo = async (body: Record<string, unknown>) => created(await admin.browser.post(P.adminPromoCodes, body));
  const redeem = (p: Person, code: string) => p.browser.post(P.redeem, { code });
  const inHours = (hours: number) => new Date(t.h.clock.now().getTime() + hours * HOUR).toISOString();

  async function keyed(key: string) {
    const { rows } = await sql<{ kind: string; memo: string | null; n: unknown }>`
      select t.kind, t.memo, (select count(*) from ledger_entry e where e.transaction_id = t.id) as n
      from ledger_transaction t where t.idempotency_key = ${key}`.execute(t.db);
    return rows.map((r) => ({ kind: r.kind, memo: r.memo, entries: Number(r.n) }));
  }

  it('generates unguessable vouchers shown once, and lists them without their codes', async () => {
    const items = await vouchers(5 * USD, 3);
    expect(items).toHaveLength(3);
    for (const v of items) {
      expect(v.code).toMatch(CODE);
      expect(v).toMatchObject({ amountMicros: 5 * USD, state: 'active', codeHint: `…${v.code.slice(-4)}` });
    }
    expect(new Set(items.map((v) => v.code)).size).toBe(3);
    const listed = await admin.browser.get(`${P.adminVouchers}?state=active`);
    for (const v of items) expect(listed.body).not.toContain(v.code);
    expect(ok(listed).items.map((v: { id: number }) => v.id)).toEqual(expect.arrayContaining(items.map((v) => v.id)));
    const stored = await t.db
      .selectFrom('voucher')
      .select('codeHash')
      .where('id', '=', items[0]?.id ?? 0)
      .execute();
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('credits a voucher once, forgiving case and dashes, and refuses it afterwards', async () => {
    const [voucher] = await vouchers(7 * USD);
    if (!voucher) throw new Error('no voucher');
    const ann = await t.person({ funds: USD });
    const bob = await t.person();
    const typed = voucher.code.toLowerCase().replace(/-/g, ' ');
    expect(ok(await redeem(ann, typed))).toEqual({ kind: 'voucher', amountMicros: 7 * USD, balanceMicros: 8 * USD });
    expectError(await redeem(ann, voucher.code), 409, 'VOUCHER_USED');
    expectError(await redeem(bob, voucher.code), 409, 'VOUCHER_USED');
    expect(await t.balance(bob.id)).toBe(0);
    expect(await keyed(`voucher:${voucher.id}`)).toEqual([
      { kind: 'credit', memo: `voucher …${voucher.code.slice(-4)}`, entries: 2 },
    ]);
    const redeemed = ok(await admin.browser.get(`${P.adminVouchers}?state=redeemed`)).items;
    expect(redeemed.find((v: { id: number }) => v.id === voucher.id)).toMatchObject({
      state: 'redeemed',
      redeemedBy: { userId: ann.id },
      redeemedAt: expect.any(String),
    });
    expect(ok(await ann.browser.get(P.redeem)).items[0]).toMatchObject({ kind: 'voucher', amountMicros: 7 * USD });
    expectError(await admin.browser.post(transferPath(P.adminVoucherDisable, voucher.id)), 409, 'VOUCHER_USED');
  });

  it('credits a voucher redeemed twice at once exactly once', async () => {
    const [voucher] = await vouchers(3 * USD);
    const people = [await t.person(), await t.person()];
    const answers = await Promise.all(people.map((p) => redeem(p, voucher?.code ?? '')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const balances = await Promise.all(people.map((p) => t.balance(p.id)));
    expect(balances.sort()).toEqual([0, 3 * USD]);
    expect(await keyed(`voucher:${voucher?.id}`)).toHaveLength(1);
  });

  it('refuses expired, disabled and unknown codes, and customers only may redeem', async () => {
    const [expiring] = await vouchers(2 * USD, 1, inHours(1));
    const [disabled] = await vouchers(2 * USD);
    const p = await t.person();
    expect(ok(await admin.browser.post(transferPath(P.adminVoucherDisable, disabled?.id ?? 0)))).toMatchObject({
      state: 'disabled',
    });
    expectError(await redeem(p, disabled?.code ?? ''), 410, 'VOUCHER_DISABLED');
    t.h.clock.advance(2 * HOUR);
    expectError(await redeem(p, expiring?.code ?? ''), 410, 'VOUCHER_EXPIRED');
    const unknown = await redeem(p, 'ABCD-EFGH-JKMN-PQRS');
    expectError(unknown, 404, 'REDEEM_UNKNOWN_CODE');
    expect(unknown.json().error.fields).toEqual([{ field: 'body.code', message: 'unknown_code' }]);
    expectError(await redeem(p, 'NO-SUCH-PROMO'), 404, 'REDEEM_UNKNOWN_CODE');
    expectError(await redeem(p, '!!'), 404, 'REDEEM_UNKNOWN_CODE');
    expectError(await redeem(p, ''), 400, 'ERROR_VALIDATION');
    expect(await t.balance(p.id)).toBe(0);

    const worker = await t.person({ userType: 'worker' });
    const [voucher] = await vouchers(USD);
    expectError(await redeem(worker, voucher?.code ?? ''), 403, 'REDEEM_NOT_CUSTOMER');
    expectError(await t.h.browser().post(P.redeem, { code: voucher?.code }), 400, 'ERROR_EMPTY_USER');
  });

  it('slows down guessing: a client address gets 10 tries a minute', async () => {
    const p = await t.person();
    for (let i = 0; i < 10; i++) expectError(await redeem(p, `GUESS-${i}`), 404, 'REDEEM_UNKNOWN_CODE');
    expectError(await redeem(p, 'GUESS-11'), 429, 'ERROR_RATE_LIMITED');
  });

  it('credits a promo code once per user, as a bonus with a memo', async () => {
    const code = await promo({ code: 'Welcome-5', amountMicros: 5 * USD });
    expect(code).toMatchObject({ code: 'WELCOME-5', state: 'active', redemptions: 0, maxRedemptions: null });
    expectError(
      await admin.browser.post(P.adminPromoCodes, { code: 'welcome-5', amountMicros: USD }),
      409,
      'PROMO_CODE_TAKEN',
    );
    expectError(
      await admin.browser.post(P.adminPromoCodes, { code: 'no spaces', amountMicros: USD }),
      400,
      'ERROR_VALIDATION',
    );

    const ann = await t.person();
    const bob = await t.person();
    expect(ok(await redeem(ann, ' welcome-5 '))).toEqual({
      kind: 'promo',
      amountMicros: 5 * USD,
      balanceMicros: 5 * USD,
    });
    expectError(await redeem(ann, 'WELCOME-5'), 409, 'PROMO_ALREADY_REDEEMED');
    expect(ok(await redeem(bob, 'WELCOME-5')).kind).toBe('promo');
    expect(await t.balance(ann.id)).toBe(5 * USD);
    expect(await keyed(`promo:${code.id}:${ann.id}`)).toEqual([
      { kind: 'credit', memo: 'promo code WELCOME-5', entries: 2 },
    ]);
    const listed = ok(await admin.browser.get(P.adminPromoCodes)).items.find((c: { id: number }) => c.id === code.id);
    expect(listed).toMatchObject({ redemptions: 2, state: 'active' });
    expect(ok(await ann.browser.get(P.redeem)).items[0]).toMatchObject({ kind: 'promo', code: 'WELCOME-5' });
  });

  it('honours the maximum number of redemptions, also under concurrent redemptions', async () => {
    const code = await promo({ code: 'FIRST-TWO', amountMicros: USD, maxRedemptions: 2 });
    const people = await Promise.all([1, 2, 3, 4].map(() => t.person()));
    const answers = await Promise.all(people.map((p) => redeem(p, 'first-two')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 410, 410]);
    for (const r of answers.filter((a) => a.statusCode === 410)) expect(r.json().error.code).toBe('PROMO_EXHAUSTED');
    const balances = await Promise.all(people.map((p) => t.balance(p.id)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(2 * USD);
    const listed = ok(await admin.browser.get(P.adminPromoCodes)).items.find((c: { id: number }) => c.id === code.id);
    expect(listed).toMatchObject({ redemptions: 2, state: 'exhausted' });
  });

  it('refuses an expired or disabled promo code; an admin may switch a code off and on', async () => {
    const expiring = await promo({ code: 'SOON-GONE', amountMicros: USD, expiresAt: inHours(1) });
    const code = await promo({ code: 'SWITCHED', amountMicros: USD });
    expectError(
      await admin.browser.post(P.adminPromoCodes, { code: 'IN-THE-PAST', amountMicros: USD, expiresAt: inHours(-1) }),
      400,
      'ERROR_VALIDATION',
    );
    const p = await t.person();
    const active = (on: boolean) => admin.browser.put(transferPath(P.adminPromoCodeActive, code.id), { active: on });
    expect(ok(await active(false))).toMatchObject({ state: 'disabled', disabledAt: expect.any(String) });
    expectError(await redeem(p, 'SWITCHED'), 410, 'PROMO_DISABLED');
    expect(ok(await active(true))).toMatchObject({ state: 'active', disabledAt: null });
    expect(ok(await redeem(p, 'switched')).amountMicros).toBe(USD);
    t.h.clock.advance(2 * HOUR);
    expectError(await redeem(p, 'SOON-GONE'), 410, 'PROMO_EXPIRED');
    expect(
      ok(await admin.browser.get(P.adminPromoCodes)).items.find((c: { id: number }) => c.id === expiring.id),
    ).toMatchObject({
      state: 'expired',
    });
    expectError(
      await admin.browser.put(transferPath(P.adminPromoCodeActive, 999999), { active: false }),
      404,
      'PROMO_NOT_FOUND',
    );
  });

  it('keeps the admin calls to admins', async () => {
    const customer = await t.person({ funds: USD });
    const calls = [
      () => customer.browser.get(P.adminVouchers),
      () => customer.browser.post(P.adminVouchers, { amountMicros: USD, count: 1 }),
      () => customer.browser.post(P.adminVouchers, { nonsense: true }),
      () => customer.browser.post(transferPath(P.adminVoucherDisable, 1)),
      () => customer.browser.get(P.adminPromoCodes),
      () => customer.browser.post(P.adminPromoCodes, { code: 'MINE', amountMicros: USD }),
      () => customer.browser.put(transferPath(P.adminPromoCodeActive, 1), { active: false }),
    ];
    for (const call of calls) expectError(await call(), 403, 'ERROR_FORBIDDEN');
    expectError(await t.h.browser().get(P.adminVouchers), 400, 'ERROR_EMPTY_USER');
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from promo_code where code = 'MINE'`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
