import { PAYOUT_PATHS as P, PAYOUT_METHODS, type PayoutMethod } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { type PayoutsHarness, payoutsHarness, walletPath } from './test-support.ts';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TRON_2 = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

describe.each(DATABASE_TARGETS)('payout accounts on $name', (target) => {
  let t: PayoutsHarness;

  beforeAll(async () => {
    t = await payoutsHarness(target);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  it('lists the methods with their format hints, minimums and fees', async () => {
    const w = await t.worker();
    const body = ok(await w.browser.get(P.wallets));
    expect(body.methods.map((m: { method: string }) => m.method)).toEqual([...PAYOUT_METHODS]);
    const btc = body.methods.find((m: { method: string }) => m.method === 'btc');
    expect(btc).toEqual({
      method: 'btc',
      minimumMicros: 5_000_000,
      fee: { type: 'fixed', micros: 1_000_000 },
      example: expect.any(String),
    });
    expect(body.wallets).toEqual([]);
    expect(body.pending).toBeNull();
  });

  it('changes an account only through the link mailed to the worker, once', async () => {
    const w = await t.worker();
    const { reply, mail, link } = await t.requestChange(w, 'usdt_trc20', ` ${TRON} `);
    expect(reply.pending).toMatchObject({ method: 'usdt_trc20', account: TRON });
    expect(link.userId).toBe(w.id);
    expect(mail.text).toContain(TRON);
    expect(mail.text).toContain('USDT (TRC20)');

    // Nothing changed yet: the change is pending.
    let wallets = ok(await w.browser.get(P.wallets));
    expect(wallets.wallets).toEqual([]);
    expect(wallets.pending).toMatchObject({ method: 'usdt_trc20', account: TRON });
    expect(ok(await w.browser.get(P.pending)).pending).toMatchObject({ account: TRON });

    // The confirmation page can show the change before it is applied; anyone holding the link may apply it.
    const anonymous = t.h.browser();
    const query = `?hash=${link.hash}&userId=${link.userId}`;
    expect(ok(await anonymous.get(`${P.confirm}${query}`))).toMatchObject({ method: 'usdt_trc20', account: TRON });
    expect(ok(await anonymous.post(P.confirm, link))).toMatchObject({ method: 'usdt_trc20', account: TRON });

    wallets = ok(await w.browser.get(P.wallets));
    expect(wallets.wallets).toEqual([{ method: 'usdt_trc20', account: TRON, confirmedAt: expect.any(String) }]);
    expect(wallets.pending).toBeNull();

    // A second use is refused, and so is a link of someone else or a made-up one.
    expectError(await anonymous.post(P.confirm, link), 410, 'PAYOUT_LINK_USED');
    expectError(await anonymous.get(`${P.confirm}${query}`), 410, 'PAYOUT_LINK_USED');
    expectError(await anonymous.post(P.confirm, { ...link, userId: link.userId + 1 }), 400, 'PAYOUT_LINK_INVALID');
    expectError(await anonymous.post(P.confirm, { ...link, hash: 'x'.repeat(43) }), 400, 'PAYOUT_LINK_INVALID');
    expectError(await anonymous.post(P.confirm, { ...link, hash: 'short' }), 400, 'ERROR_VALIDATION');

    // A later change replaces the account of the method.
    await t.confirmedWallet(w, 'usdt_trc20', TRON_2);
    expect(ok(await w.browser.get(P.wallets)).wallets).toEqual([
      { method: 'usdt_trc20', account: TRON_2, confirmedAt: expect.any(String) },
    ]);
  });

  it('refuses two concurrent uses of one link: exactly one applies it', async () => {
    const w = await t.worker();
    const { link } = await t.requestChange(w, 'payeer', 'P1234567');
    const answers = await Promise.all([1, 2, 3].map(() => t.h.browser().post(P.confirm, link)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410, 410]);
  });

  it('cancels a pending change, and a newer request replaces an older one', async () => {
    const w = await t.worker();
    const first = await t.requestChange(w, 'paypal', 'Me@Example.com');
    expect(first.reply.pending.account).toBe('me@example.com');
    const second = await t.requestChange(w, 'webmoney_wmz', 'z123456789012');
    expect(second.reply.pending).toMatchObject({ method: 'webmoney_wmz', account: 'Z123456789012' });
    expectError(await t.h.browser().post(P.confirm, first.link), 410, 'PAYOUT_LINK_CANCELLED');

    expect(ok(await w.browser.delete(P.pending))).toEqual({ ok: true, cancelled: true });
    expect(ok(await w.browser.get(P.pending)).pending).toBeNull();
    expectError(await t.h.browser().post(P.confirm, second.link), 410, 'PAYOUT_LINK_CANCELLED');
    expect(ok(await w.browser.get(P.wallets)).wallets).toEqual([]);
    expect(ok(await w.browser.delete(P.pending))).toEqual({ ok: true, cancelled: false });
  });

  it('lets a link expire after 24 hours', async () => {
    const w = await t.worker();
    const { link } = await t.requestChange(w, 'btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    t.h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expectError(await t.h.browser().post(P.confirm, link), 410, 'PAYOUT_LINK_EXPIRED');
    expect(ok(await w.browser.get(P.wallets)).pending).toBeNull();
  });

  it('refuses accounts that do not fit the method, naming the field', async () => {
    const w = await t.worker();
    const bad: [PayoutMethod, string][] = [
      ['usdt_trc20', 'AJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
      ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdqb'],
      ['paypal', 'not-an-email'],
      ['payeer', 'P123'],
      ['webmoney_wmz', 'R123456789012'],
    ];
    for (const [method, account] of bad) {
      const res = await w.browser.put(walletPath(method), { account });
      expectError(res, 400, 'PAYOUT_INVALID_ACCOUNT');
      expect(res.json().error.fields).toEqual([{ field: 'body.account', message: 'invalid_format' }]);
    }
    expectError(await w.browser.put(walletPath('usdt_trc20'), { account: '' }), 400, 'ERROR_VALIDATION');
    expectError(await w.browser.put('/api/v2/partner/wallets/swift', { account: 'x' }), 400, 'ERROR_VALIDATION');
    expect(ok(await w.browser.get(P.wallets)).pending).toBeNull();
  });

  it('is for signed-in workers and developers only', async () => {
    for (const type of ['customer', null] as const) {
      const p = await t.person(type);
      expectError(await p.browser.get(P.wallets), 403, 'PAYOUT_NOT_WORKER');
      expectError(await p.browser.put(walletPath('payeer'), { account: 'P1234567' }), 403, 'PAYOUT_NOT_WORKER');
      expectError(await p.browser.delete(P.pending), 403, 'PAYOUT_NOT_WORKER');
      expectError(await p.browser.get(P.payouts), 403, 'PAYOUT_NOT_WORKER');
      expectError(
        await p.browser.post(P.payouts, { method: 'payeer', amountMicros: 1_000_000 }),
        403,
        'PAYOUT_NOT_WORKER',
      );
      expectError(await p.browser.get(P.summary), 403, 'PAYOUT_NOT_WORKER');
    }
    expectError(await t.h.browser().get(P.wallets), 400, 'ERROR_EMPTY_USER');
    // A developer is paid out their commission: the same accounts, changed through the mail.
    const developer = await t.person('developer');
    expect(ok(await developer.browser.get(P.wallets)).wallets).toEqual([]);
    const { link } = await t.requestChange(developer, 'payeer', 'P1234567');
    ok(await t.h.browser().post(P.confirm, link));
    expect(ok(await developer.browser.get(P.wallets)).wallets).toMatchObject([
      { method: 'payeer', account: 'P1234567' },
    ]);
  });
});
