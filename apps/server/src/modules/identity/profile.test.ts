import { DEFAULT_NOTIFICATION_PREFS, IDENTITY_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  type Browser,
  DEFAULT_USER_AGENT,
  expectError,
  type IdentityHarness,
  identityHarness,
  MAIL,
  mailTexts,
  ok,
  signIn,
  signUp,
  signUpConfirmed,
  sleep,
  type TestAccount,
} from '../../../test/smtp.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const EDGE_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0';
const YANDEX_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 YaBrowser/24.10 Mobile Safari/537.36';

describe.each(DATABASE_TARGETS)('profile and current user on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('current user', () => {
    it('switches the interface language; later mails come in that language', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      const user = ok(await browser.put('/api/v2/user', { interfaceLanguage: 'ru' }));
      expect(user).toMatchObject({ id: account.userId, interfaceLanguage: 'ru' });
      expect(ok(await browser.get('/api/v2/user')).interfaceLanguage).toBe('ru');
      expect(ok(await browser.get(P.profile)).interfaceLanguage).toBe('ru');
      expectError(await browser.put('/api/v2/user', { interfaceLanguage: 'de' }), 400, 'ERROR_VALIDATION');
      expectError(await browser.put('/api/v2/user', { isAdmin: true }), 400, 'ERROR_VALIDATION');

      const since = h.smtp.mark();
      ok(await h.browser().post(P.remind, { email: account.email }));
      const ru = mailTexts('ru');
      const mail = await h.smtp.waitFor(account.email, ru.resetPassword.subject, since);
      if (ru.resetPassword.subject !== MAIL.resetPassword.subject) {
        expect(mail.subject).not.toBe(MAIL.resetPassword.subject);
      }
      expect(mail.html).toContain('<html lang="ru">');
      expect(mail.text).toContain(ru.resetPassword.intro);
      expect(mail.text).toContain(ru.layout.signature);
    });

    it('sends the confirmation in the language chosen at sign-up', async () => {
      const account = await signUp(h, { interfaceLanguage: 'zh' });
      const mail = h.smtp.to(account.email)[0];
      expect(mail?.subject).toBe(mailTexts('zh').confirmEmail.subject);
      expect(mail?.html).toContain('<html lang="zh">');
    });

    it('selects the role; a confirmed customer or developer gets an API key', async () => {
      const account = await signUpConfirmed(h);
      const browser = await signIn(h, account);
      expect(ok(await browser.get(P.profile))).toMatchObject({ userType: null, apiKey: null });
      expectError(await browser.post(P.apiKey), 409, 'AUTH_NO_API_KEY');

      const user = ok(await browser.post(P.selectRole, { userType: 'developer' }));
      expect(user.profile.userType).toBe('developer');
      expect(ok(await browser.get('/api/v2/user')).profile.userType).toBe('developer');
      const profile = ok(await browser.get(P.profile));
      expect(profile.userType).toBe('developer');
      expect(profile.apiKey).toMatch(/^[0-9a-f]{32}$/);

      expectError(await browser.post(P.selectRole, { userType: 'admin' }), 400, 'ERROR_VALIDATION');
      expectError(await h.browser().post(P.selectRole, { userType: 'worker' }), 400, 'ERROR_EMPTY_USER');
    });

    it('updates the name', async () => {
      const browser = await signIn(h, await signUp(h));
      expect(ok(await browser.put(P.profile, { name: '  Ada Lovelace ' })).name).toBe('Ada Lovelace');
      expect(ok(await browser.get(P.profile)).name).toBe('Ada Lovelace');
      expectError(await browser.put(P.profile, { email: 'x@example.com' }), 400, 'ERROR_VALIDATION');
    });
  });

  describe('account deletion', () => {
    it('needs the password; ends every session, frees the address and keeps the row', async () => {
      const account = await signUpConfirmed(h, { userType: 'customer' });
      const a = await signIn(h, account);
      const b = await signIn(h, account, { userAgent: FIREFOX_LINUX });
      const apiKey = ok(await a.get(P.profile)).apiKey;
      expect(apiKey).toMatch(/^[0-9a-f]{32}$/);

      expectError(await a.post(P.deleteAccount, { password: 'not my password' }), 400, 'AUTH_WRONG_PASSWORD');
      ok(await a.get('/api/v2/user'));

      const oldCookie = a.clone();
      expect(ok(await a.post(P.deleteAccount, { password: account.password }))).toEqual({ ok: true });
      expect(a.session).toBeUndefined();
      expectError(await oldCookie.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
      expectError(await b.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
      expectError(await h.browser().post(P.login, account), 400, 'AUTH_INVALID_CREDENTIALS');

      const row = await h.database.db
        .selectFrom('userAccount')
        .select(['id', 'email', 'deletedAt', 'apiKey'])
        .where('id', '=', account.userId)
        .executeTakeFirst();
      expect(row).toMatchObject({ id: account.userId, email: account.email, apiKey: null });
      expect(row?.deletedAt).toBeInstanceOf(Date);

      const again = await signUp(h, { email: account.email });
      expect(again.userId).not.toBe(account.userId);
      await signIn(h, again);
    });
  });

  describe('notification preferences', () => {
    const signInMails = (account: TestAccount) =>
      h.smtp.to(account.email).filter((m) => m.subject === MAIL.newSignIn.subject);

    /** Signs in and returns the browser and the new-sign-in mails that the sign-in caused. */
    async function signInCounting(account: TestAccount, userAgent: string): Promise<[Browser, number]> {
      const before = signInMails(account).length;
      const browser = await signIn(h, account, { userAgent });
      await sleep(150);
      return [browser, signInMails(account).length - before];
    }

    it('start with the defaults', async () => {
      const browser = await signIn(h, await signUp(h));
      expect(ok(await browser.get(P.notifications))).toEqual(DEFAULT_NOTIFICATION_PREFS);
      expect(ok(await browser.get(P.profile)).notifications).toEqual(DEFAULT_NOTIFICATION_PREFS);
    });

    it('mail a notice for a sign-in from a new device, not from a known one', async () => {
      // Registration signs in: the browser that registered is the account's first device.
      const account = await signUp(h);
      const [, first] = await signInCounting(account, DEFAULT_USER_AGENT);
      expect(first).toBe(0);
      const [, fresh] = await signInCounting(account, EDGE_MAC);
      expect(fresh).toBe(1);
      const notice = signInMails(account).at(-1);
      expect(notice?.text).toContain('Edge on macOS');
      const [, known] = await signInCounting(account, EDGE_MAC);
      expect(known).toBe(0);
    });

    it('send no notice once the user turned it off', async () => {
      const account = await signUp(h);
      const [browser] = await signInCounting(account, FIREFOX_LINUX);
      const prefs = { newSignIn: false, systemMessages: true, news: true };
      expect(ok(await browser.put(P.notifications, prefs))).toEqual(prefs);
      expect(ok(await browser.get(P.notifications))).toEqual(prefs);
      expectError(await browser.put(P.notifications, { newSignIn: true }), 400, 'ERROR_VALIDATION');

      const [, off] = await signInCounting(account, EDGE_MAC);
      expect(off).toBe(0);

      ok(await browser.put(P.notifications, { ...prefs, newSignIn: true }));
      const [, on] = await signInCounting(account, YANDEX_ANDROID);
      expect(on).toBe(1);
      expect(signInMails(account).at(-1)?.text).toContain('Yandex Browser on Android');
    });
  });
});
