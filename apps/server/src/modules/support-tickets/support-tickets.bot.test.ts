import { IDENTITY_PATHS, SUPPORT_TICKET_PATHS as P, SUPPORT_BOT_PATHS, supportPath } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { type Browser, ok } from '../../../test/http.ts';
import { type IdentityHarness, identityHarness, PASSWORD, uniqueEmail } from '../../../test/smtp.ts';
import { createConfirmedAccount } from '../identity/index.ts';

/** A ticket opened from a support bot conversation carries that conversation. */
describe.each(DATABASE_TARGETS)('a ticket opened from the support bot ($name)', (target) => {
  let h: IdentityHarness;
  let ips = 0;

  beforeAll(async () => {
    h = await identityHarness(target);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  async function account(options: { moderator?: boolean } = {}) {
    const email = uniqueEmail(options.moderator ? 'bot-staff' : 'bot-user');
    const userId = await createConfirmedAccount(h.database.db, h.clock, {
      email,
      password: PASSWORD,
      userType: options.moderator ? null : 'customer',
      isModerator: options.moderator ?? false,
    });
    const browser = h.browser({ ip: `10.9.0.${++ips}` });
    expect(ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD })).status).toBe('ok');
    return { userId, browser };
  }

  const ask = async (browser: Browser, question: string, threadId?: string) =>
    ok(
      await browser.post(SUPPORT_BOT_PATHS.ask, {
        question,
        language: 'en',
        hostname: 'localhost',
        ...(threadId ? { threadId } : {}),
      }),
    ) as { threadId: string; message: { answered: boolean } };

  const open = (browser: Browser, botThread: string, subject = 'From the bot') =>
    browser.post(P.tickets, { subject, category: 'other', body: 'The bot could not help.', botThread });

  it('keeps the user’s conversation with the ticket, for the user and on the desk', async () => {
    const customer = await account();
    const moderator = await account({ moderator: true });
    const first = await ask(customer.browser, 'Why did my zebra quartz lighthouse refund vanish?');
    expect(first.message.answered).toBe(false);
    await ask(customer.browser, 'Who reviews zebra quartz disputes?', first.threadId);

    const created = ok(await open(customer.browser, first.threadId));
    expect(created.botConversation).toMatchObject({
      threadId: first.threadId,
      entries: [
        { question: 'Why did my zebra quartz lighthouse refund vanish?', answered: false, sources: [] },
        { question: 'Who reviews zebra quartz disputes?' },
      ],
    });
    expect(created.messages).toHaveLength(1);
    expect(ok(await customer.browser.get(supportPath(P.ticket, created.id))).botConversation).toEqual(
      created.botConversation,
    );
    const desk = ok(await moderator.browser.get(supportPath(P.deskTicket, created.id)));
    expect(desk.botConversation).toEqual(created.botConversation);

    // A copy: later questions in the thread do not change the ticket.
    await ask(customer.browser, 'One more zebra quartz question', first.threadId);
    const again = ok(await customer.browser.get(supportPath(P.ticket, created.id)));
    expect(again.botConversation.entries).toHaveLength(2);
  });

  it('ignores another user’s thread, an unknown one, and takes a visitor’s', async () => {
    const owner = await account();
    const other = await account();
    const theirs = await ask(owner.browser, 'Where did my zebra quartz payout go?');
    const stolen = ok(await open(other.browser, theirs.threadId));
    expect(stolen.botConversation).toBeNull();
    expect(stolen.messages[0]).toMatchObject({ body: 'The bot could not help.' });

    const unknown = ok(await open(other.browser, 'no-such-thread-0123456789'));
    expect(unknown.botConversation).toBeNull();

    // A visitor's conversation (asked before signing in) goes with whoever holds its id.
    const visitor = await ask(h.browser({ ip: '10.9.1.1' }), 'Can zebra quartz accounts be merged?');
    const taken = ok(await open(other.browser, visitor.threadId));
    expect(taken.botConversation.entries[0]).toMatchObject({ question: 'Can zebra quartz accounts be merged?' });
  });
});
