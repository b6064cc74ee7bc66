import { MAIL_LINK_TTL_HOURS, IDENTITY_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  expectError,
  type IdentityHarness,
  identityHarness,
  LINKS,
  MAIL,
  mailLink,
  ok,
  signIn,
  signUp,
  signUpConfirmed,
  sleep,
  uniqueEmail,
} from '../../../test/smtp.ts';

const TTL_MS = MAIL_LINK_TTL_HOURS * 60 * 60 * 1000;

describe.each(DATABASE_TARGETS)('mail links on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Runs `fn` with the clock moved on by `ms`, then moves it back. */
  async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    const saved = h.clock.now();
    h.clock.advance(ms);
    try {
      return await fn();
    } finally {
      h.clock.set(saved);
    }
  }

  describe('email confirmation', () => {
    it('confirms the address once; a customer then holds an API key', async () => {
      const account = await signUp(h, { userType: 'customer' });
      const browser = await signIn(h, account);
      const before = ok(await browser.get(P.profile));
      expect(before).toMatchObject({ email: account.email, emailConfirmed: false, apiKey: null });
      expectError(await browser.post(P.apiKey), 403, 'AUTH_EMAIL_NOT_CONFIRMED');

      expect(ok(await h.browser().post(P.checkKey, account.confirmLink))).toEqual({ ok: true });
      const after = ok(await browser.get(P.profile));
      expect(after.emailConfirmed).toBe(true);
      expect(after.apiKey).toMatch(/^[0-9a-f]{32}$/);

      expectError(await h.browser().post(P.checkKey, account.confirmLink), 410, 'AUTH_LINK_USED');
      // Confirmed: the "not you?" link of the same mail is dead.
      expectError(await h.browser().post(P.deleteEmail, account.deleteLink), 410, 'AUTH_LINK_USED');

      const { apiKey } = ok(await browser.post(P.apiKey));
      expect(apiKey).toMatch(/^[0-9a-f]{32}$/);
      expect(apiKey).not.toBe(after.apiKey);
      expect(ok(await browser.get(P.profile)).apiKey).toBe(apiKey);
    });

    it('refuses a link naming another user, without using it up', async () => {
      const a = await signUp(h);
      const b = await signUp(h);
      expectError(
        await h.browser().post(P.checkKey, { hash: b.confirmLink.hash, userId: a.userId }),
        400,
        'AUTH_LINK_INVALID',
      );
      expectError(
        await h.browser().post(P.checkKey, { hash: 'x'.repeat(43), userId: b.userId }),
        400,
        'AUTH_LINK_INVALID',
      );
      // Another flow's link does not confirm either.
      expectError(await h.browser().post(P.checkKey, b.deleteLink), 400, 'AUTH_LINK_INVALID');
      expectError(await h.browser().post(P.checkKey, { hash: 'short', userId: b.userId }), 400, 'ERROR_VALIDATION');
      ok(await h.browser().post(P.checkKey, b.confirmLink));
    });

    it(`expires links after ${MAIL_LINK_TTL_HOURS} hours`, async () => {
      const fresh = await signUp(h);
      await later(TTL_MS - 1, async () => ok(await h.browser().post(P.checkKey, fresh.confirmLink)));

      const stale = await signUp(h);
      await later(TTL_MS + 1, async () => {
        expectError(await h.browser().post(P.checkKey, stale.confirmLink), 410, 'AUTH_LINK_EXPIRED');
      });
      const browser = await signIn(h, stale);
      expect(ok(await browser.get(P.profile)).emailConfirmed).toBe(false);
    });

    it('sends a new confirmation on request; the earlier link stops working', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      const since = h.smtp.mark();
      ok(await browser.post(P.sendConfirmation));
      const second = mailLink(await h.smtp.waitFor(account.email, MAIL.confirmEmail.subject, since), LINKS.confirm);
      expect(second.hash).not.toBe(account.confirmLink.hash);
      expectError(await h.browser().post(P.checkKey, account.confirmLink), 410, 'AUTH_LINK_USED');
      ok(await h.browser().post(P.checkKey, second));
      expect(ok(await browser.get(P.profile)).emailConfirmed).toBe(true);
    });
  });

  describe('delete-email link', () => {
    it('closes the unconfirmed account and frees the address', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      expect(ok(await h.browser().post(P.deleteEmail, account.deleteLink))).toEqual({ ok: true });

      expectError(await browser.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
      expectError(await h.browser().post(P.login, account), 400, 'AUTH_INVALID_CREDENTIALS');
      // The account is gone: its confirmation link confirms nothing.
      expectError(await h.browser().post(P.checkKey, account.confirmLink), 400, 'AUTH_LINK_INVALID');

      const again = await signUp(h, { email: account.email, password: 'a brand new password' });
      expect(again.userId).not.toBe(account.userId);
      const confirmations = h.smtp.to(account.email).filter((m) => m.subject === MAIL.confirmEmail.subject);
      expect(confirmations).toHaveLength(2);
      const fresh = await signIn(h, again);
      expect(ok(await fresh.get('/api/v2/user')).id).toBe(again.userId);
    });
  });

  describe('password reminder', () => {
    it('answers the same for any address and mails only an existing one', async () => {
      const account = await signUp(h);
      const unknown = uniqueEmail('unknown');
      const first = await h.browser().post(P.remind, { email: unknown });
      const second = await h.browser().post(P.remind, { email: account.email });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json()).toEqual({ ok: true });
      expect(second.json()).toEqual(first.json());

      const mail = await h.smtp.waitFor(account.email, MAIL.resetPassword.subject);
      expect(mail.text).toMatch(/http:\/\/crowdsolve\.test\/auth\/check_remind\/[A-Za-z0-9_-]+\/\d+/);
      expect(mailLink(mail, LINKS.remind).userId).toBe(account.userId);
      await sleep(300);
      expect(h.smtp.to(unknown)).toEqual([]);
    });

    it('checks the link, sets the new password once and ends every session', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      ok(await h.browser().post(P.remind, { email: account.email }));
      const link = mailLink(await h.smtp.waitFor(account.email, MAIL.resetPassword.subject), LINKS.remind);

      expect(ok(await h.browser().post(P.checkRemind, link))).toEqual({ ok: true });
      expect(ok(await h.browser().post(P.checkRemind, link))).toEqual({ ok: true }); // checking does not use it
      expectError(
        await h.browser().post(P.checkRemind, { ...link, userId: link.userId + 1 }),
        400,
        'AUTH_LINK_INVALID',
      );
      expectError(await h.browser().post(P.checkKey, link), 400, 'AUTH_LINK_INVALID');
      expectError(await h.browser().post(P.resetPassword, { ...link, password: 'short' }), 400, 'ERROR_VALIDATION');

      const password = 'my new password 2026';
      expect(ok(await h.browser().post(P.resetPassword, { ...link, password }))).toEqual({ ok: true });
      expectError(await browser.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
      expectError(await h.browser().post(P.login, account), 400, 'AUTH_INVALID_CREDENTIALS');
      const fresh = await signIn(h, { email: account.email, password });
      // Following a link from the mailbox proves the address.
      expect(ok(await fresh.get(P.profile)).emailConfirmed).toBe(true);

      expectError(
        await h.browser().post(P.resetPassword, { ...link, password: 'yet another password' }),
        410,
        'AUTH_LINK_USED',
      );
      expectError(await h.browser().post(P.checkRemind, link), 410, 'AUTH_LINK_USED');
      await signIn(h, { email: account.email, password });
    });

    it('counts a reset as a confirmation: a customer then holds an API key', async () => {
      const account = await signUp(h, { userType: 'customer' });
      const since = h.smtp.mark();
      ok(await h.browser().post(P.remind, { email: account.email }));
      const link = mailLink(await h.smtp.waitFor(account.email, MAIL.resetPassword.subject, since), LINKS.remind);
      const password = 'reset before confirming';
      ok(await h.browser().post(P.resetPassword, { ...link, password }));
      const browser = await signIn(h, { email: account.email, password });
      const profile = ok(await browser.get(P.profile));
      expect(profile.emailConfirmed).toBe(true);
      expect(profile.apiKey).toMatch(/^[0-9a-f]{32}$/);
    });

    it('expires reminder links', async () => {
      const account = await signUp(h);
      ok(await h.browser().post(P.remind, { email: account.email }));
      const link = mailLink(await h.smtp.waitFor(account.email, MAIL.resetPassword.subject), LINKS.remind);
      await later(TTL_MS + 1, async () => {
        expectError(await h.browser().post(P.checkRemind, link), 410, 'AUTH_LINK_EXPIRED');
        expectError(
          await h.browser().post(P.resetPassword, { ...link, password: 'too late password' }),
          410,
          'AUTH_LINK_EXPIRED',
        );
      });
    });
  });

  describe('email change', () => {
    async function requestChange(account: { email: string; password: string }) {
      const browser = await signIn(h, account);
      const newEmail = uniqueEmail('moved');
      expectError(
        await browser.post(P.changeEmail, { newEmail, password: 'wrong password' }),
        400,
        'AUTH_WRONG_PASSWORD',
      );
      expectError(
        await browser.post(P.changeEmail, { newEmail: account.email, password: account.password }),
        400,
        'AUTH_SAME_EMAIL',
      );
      expect(ok(await browser.post(P.changeEmail, { newEmail, password: account.password }))).toEqual({ ok: true });
      const oldMail = await h.smtp.waitFor(account.email, MAIL.changeEmailOld.subject);
      const newMail = await h.smtp.waitFor(newEmail, MAIL.changeEmailNew.subject);
      expect(oldMail.text).toContain(newEmail);
      const oldLink = mailLink(oldMail, LINKS.changeOld);
      const newLink = mailLink(newMail, LINKS.changeNew);
      expect(ok(await browser.get(P.profile))).toMatchObject({ email: account.email, pendingEmail: newEmail });
      return { browser, newEmail, oldLink, newLink };
    }

    it('needs the password and a confirmed address', async () => {
      const unconfirmed = await signUp(h);
      const browser = await signIn(h, unconfirmed);
      expectError(
        await browser.post(P.changeEmail, { newEmail: uniqueEmail('x'), password: 'wrong password' }),
        400,
        'AUTH_WRONG_PASSWORD',
      );
      expectError(
        await browser.post(P.changeEmail, { newEmail: uniqueEmail('x'), password: unconfirmed.password }),
        403,
        'AUTH_EMAIL_NOT_CONFIRMED',
      );
      expectError(
        await h.browser().post(P.changeEmail, { newEmail: uniqueEmail('x'), password: 'x' }),
        400,
        'ERROR_EMPTY_USER',
      );
    });

    it('changes the address once both mailboxes confirm (old first)', async () => {
      const account = await signUpConfirmed(h);
      const { browser, newEmail, oldLink, newLink } = await requestChange(account);

      expect(ok(await h.browser().post(P.confirmEmailChange, { ...oldLink, status: 'old' }))).toEqual({
        complete: false,
        email: null,
      });
      expectError(
        await h.browser().post(P.confirmEmailChange, { ...oldLink, status: 'new' }),
        400,
        'AUTH_LINK_INVALID',
      );
      expect(ok(await h.browser().post(P.confirmEmailChange, { ...newLink, status: 'new' }))).toEqual({
        complete: true,
        email: newEmail,
      });
      expectError(await h.browser().post(P.confirmEmailChange, { ...newLink, status: 'new' }), 410, 'AUTH_LINK_USED');

      expect(ok(await browser.get(P.profile))).toMatchObject({
        email: newEmail,
        emailConfirmed: true,
        pendingEmail: null,
      });
      expectError(await h.browser().post(P.login, account), 400, 'AUTH_INVALID_CREDENTIALS');
      await signIn(h, { email: newEmail, password: account.password });
    });

    it('changes the address once both mailboxes confirm (new first)', async () => {
      const account = await signUpConfirmed(h);
      const { newEmail, oldLink, newLink } = await requestChange(account);
      expect(ok(await h.browser().post(P.confirmEmailChange, { ...newLink, status: 'new' })).complete).toBe(false);
      expect(ok(await h.browser().post(P.confirmEmailChange, { ...oldLink, status: 'old' }))).toEqual({
        complete: true,
        email: newEmail,
      });
      await signIn(h, { email: newEmail, password: account.password });
    });

    it('refuses to complete when the new address was taken meanwhile', async () => {
      const account = await signUpConfirmed(h);
      const { browser, newEmail, oldLink, newLink } = await requestChange(account);
      await signUp(h, { email: newEmail });
      ok(await h.browser().post(P.confirmEmailChange, { ...oldLink, status: 'old' }));
      expectError(await h.browser().post(P.confirmEmailChange, { ...newLink, status: 'new' }), 409, 'AUTH_EMAIL_TAKEN');
      expect(ok(await browser.get(P.profile)).email).toBe(account.email);
    });
  });

  describe('the mail log', () => {
    /** The logged mails of a user, once `count` are there (a mail is logged after it was handed to SMTP). */
    async function logged(userId: number, count: number) {
      for (let i = 0; ; i++) {
        const rows = await h.database.db
          .selectFrom('mailLog')
          .select(['template', 'textBody', 'htmlBody'])
          .where('userId', '=', userId)
          .execute();
        if (rows.length >= count || i === 200) return rows;
        await sleep(25);
      }
    }

    it('keeps a copy of each mail with the token of its one-time link redacted', async () => {
      const account = await signUpConfirmed(h);
      ok(await h.browser().post(P.remind, { email: account.email }));
      const reset = mailLink(await h.smtp.waitFor(account.email, MAIL.resetPassword.subject), LINKS.remind);
      const browser = await signIn(h, account);
      const newEmail = uniqueEmail('logged');
      ok(await browser.post(P.changeEmail, { newEmail, password: account.password }));
      const oldLink = mailLink(await h.smtp.waitFor(account.email, MAIL.changeEmailOld.subject), LINKS.changeOld);
      const newLink = mailLink(await h.smtp.waitFor(newEmail, MAIL.changeEmailNew.subject), LINKS.changeNew);

      const rows = await logged(account.userId, 4);
      expect(rows.map((r) => r.template).sort()).toEqual([
        'change_email_new',
        'change_email_old',
        'confirm_email',
        'reset_password',
      ]);
      const tokens = [account.confirmLink, account.deleteLink, reset, oldLink, newLink].map((link) => link.hash);
      for (const row of rows) {
        for (const token of tokens) expect(`${row.textBody}\n${row.htmlBody}`).not.toContain(token);
      }
      const text = Object.fromEntries(rows.map((r) => [r.template, r.textBody]));
      expect(text.reset_password).toContain(`/auth/check_remind/[redacted]/${account.userId}`);
      expect(text.confirm_email).toContain(`/auth/delete_email/[redacted]/${account.userId}`);
      expect(text.change_email_new).toContain(`/auth/change_email/[redacted]/${account.userId}/new`);
    });
  });
});
