import { BILLING_PATHS, TRANSFER_PATHS as P, transferPath } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, MAIL, ok } from '../../../test/smtp.ts';
import { dollars, type Person, type TransfersHarness, transfersHarness, USD } from './test-support.ts';

describe.each(DATABASE_TARGETS)('balance transfers on $name', (target) => {
  let t: TransfersHarness;

  beforeAll(async () => {
    t = await transfersHarness(target);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  const create = (p: Person, recipient: string, amountMicros: number) =>
    p.browser.post(P.transfers, { recipient, amountMicros });

  it('moves the money when the sender follows the mailed link, as one balanced ledger transfer', async () => {
    const sender = await t.person({ funds: 10 * USD, userType: 'worker' });
    const recipient = await t.person({ userType: 'developer' });
    const { transfer, mail, link } = await t.requestTransfer(sender, recipient.email.toUpperCase(), 4 * USD);
    expect(transfer).toMatchObject({
      direction: 'sent',
      counterpart: { userId: recipient.id, email: `${recipient.email[0]}***@example.com` },
      amountMicros: 4 * USD,
      state: 'pending',
      failure: null,
      decidedAt: null,
    });
    expect(link.userId).toBe(sender.id);
    expect(mail.text).toContain('$4.00');
    expect(mail.text).toContain(recipient.email);

    // Nothing moves until the link is followed; the recipient does not see the request.
    expect(await t.balance(sender.id)).toBe(10 * USD);
    expect(await t.balance(recipient.id)).toBe(0);
    expect(ok(await recipient.browser.get(P.transfers)).items).toEqual([]);

    // The page shows the transfer first; the link alone confirms it (like the payout-account link).
    const anonymous = t.h.browser();
    const query = `?hash=${link.hash}&userId=${link.userId}`;
    expect(ok(await anonymous.get(`${P.confirm}${query}`))).toMatchObject({ id: transfer.id, state: 'pending' });
    const since = t.h.smtp.mark();
    const done = ok(await anonymous.post(P.confirm, link));
    expect(done).toMatchObject({ id: transfer.id, state: 'completed', decidedAt: expect.any(String) });

    expect(await t.balance(sender.id)).toBe(6 * USD);
    expect(await t.balance(recipient.id)).toBe(4 * USD);
    const moved = await t.entries(transfer.id);
    expect(moved).toEqual([
      { kind: 'transfer', userId: sender.id, amount: -4 * USD },
      { kind: 'transfer', userId: recipient.id, amount: 4 * USD },
    ]);
    expect(moved.reduce((sum, e) => sum + e.amount, 0)).toBe(0);

    // The recipient is told, and both see the transfer in their lists and ledger histories.
    const notice = await t.h.smtp.waitFor(
      recipient.email,
      MAIL.transferReceived.subject.replace('{{amount}}', dollars(4 * USD)),
      since,
    );
    expect(notice.text).toContain(`(#${sender.id})`);
    expect(ok(await sender.browser.get(P.transfers)).items[0]).toMatchObject({
      id: transfer.id,
      direction: 'sent',
      state: 'completed',
    });
    expect(ok(await recipient.browser.get(P.transfers))).toMatchObject({
      items: [{ id: transfer.id, direction: 'received', counterpart: { userId: sender.id }, state: 'completed' }],
      totalCount: 1,
      minimumMicros: USD,
    });
    const senderLast = ok(await sender.browser.get(BILLING_PATHS.movements)).records[0];
    expect(senderLast).toMatchObject({
      kind: 'transfer',
      amountMicros: -4 * USD,
      reference: `transfer:${transfer.id}`,
    });
    const recipientLast = ok(await recipient.browser.get(BILLING_PATHS.movements)).records[0];
    expect(recipientLast).toMatchObject({ kind: 'transfer', amountMicros: 4 * USD, balanceAfterMicros: 4 * USD });
  });

  it('refuses a transfer to a worker: a balance that can be paid out takes no bonuses or vouchers', async () => {
    const sender = await t.person({ funds: 3 * USD });
    const worker = await t.person({ userType: 'worker' });
    const before = await t.transactionCount();
    const toWorker = await create(sender, worker.email, 2 * USD);
    expectError(toWorker, 409, 'TRANSFER_RECIPIENT_NOT_CUSTOMER');
    expect(toWorker.json().error.fields).toEqual([{ field: 'body.recipient', message: 'not_customer' }]);
    expect(await t.balance(sender.id)).toBe(3 * USD);
    expect(await t.transactionCount()).toBe(before);
  });

  it('refuses a transfer above the balance, below the minimum, to oneself or to nobody, moving nothing', async () => {
    const sender = await t.person({ funds: 3 * USD });
    const other = await t.person();
    const before = await t.transactionCount();
    const mails = t.h.smtp.to(sender.email).length;

    const above = await create(sender, other.email, 3 * USD + 1);
    expectError(above, 402, 'TRANSFER_ABOVE_BALANCE');
    expect(above.json().error.fields).toEqual([{ field: 'body.amountMicros', message: 'above_balance' }]);
    expectError(await create(sender, other.email, USD - 1), 400, 'TRANSFER_BELOW_MINIMUM');
    expectError(await create(sender, sender.email.toUpperCase(), 2 * USD), 400, 'TRANSFER_TO_SELF');
    expectError(await create(sender, `#${sender.id}`, 2 * USD), 400, 'TRANSFER_TO_SELF');
    expectError(await create(sender, 'nobody@example.com', 2 * USD), 404, 'TRANSFER_RECIPIENT_NOT_FOUND');
    expectError(await create(sender, '99999999', 2 * USD), 404, 'TRANSFER_RECIPIENT_NOT_FOUND');
    // A banned account answers like an unknown one.
    await t.db.updateTable('userAccount').set({ bannedAt: new Date() }).where('id', '=', other.id).execute();
    expectError(await create(sender, String(other.id), 2 * USD), 404, 'TRANSFER_RECIPIENT_NOT_FOUND');
    expectError(await create(sender, other.email, 0), 400, 'ERROR_VALIDATION');
    expectError(await create(sender, other.email, 1.5), 400, 'ERROR_VALIDATION');
    expectError(await create(sender, '', 2 * USD), 400, 'ERROR_VALIDATION');

    expect(await t.balance(sender.id)).toBe(3 * USD);
    expect(await t.transactionCount()).toBe(before);
    expect(ok(await sender.browser.get(P.transfers))).toMatchObject({ items: [], totalCount: 0 });
    expect(t.h.smtp.to(sender.email)).toHaveLength(mails);
  });

  it('moves the money once however often, and however concurrently, the link is followed', async () => {
    const sender = await t.person({ funds: 10 * USD });
    const recipient = await t.person();
    const { transfer, link } = await t.requestTransfer(sender, `#${recipient.id}`, 3 * USD);
    const answers = await Promise.all([1, 2, 3].map(() => t.h.browser().post(P.confirm, link)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(ok(await t.h.browser().post(P.confirm, link))).toMatchObject({ state: 'completed' });
    expect(await t.entries(transfer.id)).toHaveLength(2);
    expect(await t.balance(sender.id)).toBe(7 * USD);
    expect(await t.balance(recipient.id)).toBe(3 * USD);
  });

  it('fails, moving nothing, when the balance was spent before the confirmation', async () => {
    const sender = await t.person({ funds: 10 * USD });
    const recipient = await t.person();
    const first = await t.requestTransfer(sender, recipient.email, 6 * USD);
    const second = await t.requestTransfer(sender, recipient.email, 6 * USD);
    ok(await t.h.browser().post(P.confirm, first.link));
    const before = await t.transactionCount();

    expectError(await t.h.browser().post(P.confirm, second.link), 402, 'TRANSFER_ABOVE_BALANCE');
    expect(await t.transactionCount()).toBe(before);
    expect(await t.entries(second.transfer.id)).toEqual([]);
    expect(await t.balance(sender.id)).toBe(4 * USD);
    expect(await t.balance(recipient.id)).toBe(6 * USD);
    expect(ok(await sender.browser.get(`${P.confirm}?hash=${second.link.hash}&userId=${sender.id}`))).toMatchObject({
      state: 'failed',
      failure: 'insufficient_funds',
    });
    // Topping up later does not revive it.
    await t.ledger.credit(sender.id, 10 * USD, `test-topup:${sender.id}`);
    expectError(await t.h.browser().post(P.confirm, second.link), 409, 'TRANSFER_FAILED');
    expect(await t.balance(recipient.id)).toBe(6 * USD);
  });

  it('lets the sender cancel a pending transfer, from the list or through the link', async () => {
    const sender = await t.person({ funds: 10 * USD });
    const recipient = await t.person();
    const a = await t.requestTransfer(sender, recipient.email, 2 * USD);
    const b = await t.requestTransfer(sender, recipient.email, 2 * USD);

    expectError(await recipient.browser.post(transferPath(P.cancel, a.transfer.id)), 404, 'TRANSFER_NOT_FOUND');
    expect(ok(await sender.browser.post(transferPath(P.cancel, a.transfer.id)))).toMatchObject({ state: 'cancelled' });
    expectError(await sender.browser.post(transferPath(P.cancel, a.transfer.id)), 409, 'TRANSFER_NOT_PENDING');
    expectError(await t.h.browser().post(P.confirm, a.link), 410, 'TRANSFER_CANCELLED');

    expect(ok(await t.h.browser().post(P.confirmCancel, b.link))).toMatchObject({ state: 'cancelled' });
    expectError(await t.h.browser().post(P.confirm, b.link), 410, 'TRANSFER_CANCELLED');
    expect(await t.balance(sender.id)).toBe(10 * USD);
    expect(await t.balance(recipient.id)).toBe(0);
  });

  it('lets a pending transfer expire after 24 hours', async () => {
    const sender = await t.person({ funds: 5 * USD });
    const recipient = await t.person();
    const { transfer, link } = await t.requestTransfer(sender, recipient.email, 2 * USD);
    t.h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expectError(await t.h.browser().post(P.confirm, link), 410, 'TRANSFER_LINK_EXPIRED');
    expectError(await sender.browser.post(transferPath(P.cancel, transfer.id)), 409, 'TRANSFER_NOT_PENDING');
    expect(ok(await sender.browser.get(P.transfers)).items[0]).toMatchObject({ id: transfer.id, state: 'expired' });
    expect(await t.balance(sender.id)).toBe(5 * USD);
  });

  it('refuses links that are not ours, a sender banned meanwhile, and fails a transfer to an account closed meanwhile', async () => {
    const sender = await t.person({ funds: 5 * USD });
    const recipient = await t.person();
    const { transfer, link } = await t.requestTransfer(sender, recipient.email, 2 * USD);
    expectError(await t.h.browser().post(P.confirm, { ...link, userId: recipient.id }), 400, 'TRANSFER_LINK_INVALID');
    expectError(await t.h.browser().post(P.confirm, { ...link, hash: 'x'.repeat(43) }), 400, 'TRANSFER_LINK_INVALID');
    expectError(await t.h.browser().post(P.confirm, { ...link, hash: 'short' }), 400, 'ERROR_VALIDATION');

    // A sender banned meanwhile moves nothing either.
    await t.db.updateTable('userAccount').set({ bannedAt: new Date() }).where('id', '=', sender.id).execute();
    expectError(await t.h.browser().post(P.confirm, link), 403, 'AUTH_ACCOUNT_BANNED');
    await t.db.updateTable('userAccount').set({ bannedAt: null }).where('id', '=', sender.id).execute();

    await t.db.updateTable('userAccount').set({ bannedAt: new Date() }).where('id', '=', recipient.id).execute();
    expectError(await t.h.browser().post(P.confirm, link), 404, 'TRANSFER_RECIPIENT_NOT_FOUND');
    expect(await t.entries(transfer.id)).toEqual([]);
    expect(ok(await sender.browser.get(P.transfers)).items[0]).toMatchObject({
      state: 'failed',
      failure: 'recipient_unavailable',
    });
    expect(await t.balance(sender.id)).toBe(5 * USD);
  });

  it('is for signed-in users, with the CSRF header', async () => {
    const anonymous = t.h.browser();
    expectError(await anonymous.get(P.transfers), 400, 'ERROR_EMPTY_USER');
    expectError(await anonymous.post(P.transfers, { recipient: '1', amountMicros: USD }), 400, 'ERROR_EMPTY_USER');
    const sender = await t.person({ funds: 5 * USD });
    const res = await t.h.app.inject({
      method: 'POST',
      url: P.transfers,
      headers: { cookie: [...sender.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: { recipient: '1', amountMicros: USD },
    });
    expect(res.json().error.code).toBe('ERROR_CSRF');
  });
});
