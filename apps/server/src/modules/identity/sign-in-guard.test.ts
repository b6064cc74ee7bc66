import { type Language, IDENTITY_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  Browser,
  expectError,
  type IdentityHarness,
  identityHarness,
  MAIL,
  mailTexts,
  ok,
  signIn,
  signUp,
  signUpConfirmed,
  uniqueEmail,
  uniqueIp,
} from '../../../test/smtp.ts';
import { LIMITS, LOGIN_BACKOFF } from './limits.ts';
import { DEVICE_COOKIE } from './sign-in-guard.ts';

describe.each(DATABASE_TARGETS)('sign-in limits strangers cannot turn against the owner on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const wrong = (browser: Browser, email: string) => browser.post(P.login, { email, password: 'not the password' });
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  /** Waits for a mail to the address sent after now (any notice decided earlier goes out before it). */
  async function laterMailTo(email: string, language: Language = 'en'): Promise<void> {
    const since = h.smtp.mark();
    ok(await h.browser().post(P.register, { email, password: 'another password 123', acceptTerms: true }));
    await h.smtp.waitFor(email, mailTexts(language).signUpAttempt.subject, since);
  }

  /** Wrong passwords from new IPs, as many as the per-account limit allows by default. */
  async function strangersFail(email: string, count = LIMITS.loginPerAccount): Promise<void> {
    for (let i = 0; i < count; i++) {
      expectError(await wrong(h.browser(), email), 400, 'AUTH_INVALID_CREDENTIALS');
    }
  }

  describe('growing delays per account and source', () => {
    it('makes each attempt after a few failures wait 1 s, 2 s, 4 s … after the previous one, up to a minute', async () => {
      const account = await signUp(h);
      // The owner's own browser: no per-account limit stops it, the delays still do.
      const browser = await signIn(h, account);
      for (let i = 0; i < LOGIN_BACKOFF.free; i++) {
        expectError(await wrong(browser, account.email), 400, 'AUTH_INVALID_CREDENTIALS');
      }
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const refused = await wrong(browser, account.email);
        expectError(refused, 429, 'ERROR_RATE_LIMITED');
        waits.push(retryAfter(refused));
        h.clock.advance(retryAfter(refused) * 1000 - 500);
        if (i === 0) {
          // Still waiting: refused again, and the refusal does not push the next turn back.
          expectError(await browser.post(P.login, account), 429, 'ERROR_RATE_LIMITED');
        }
        h.clock.advance(500);
        expectError(await wrong(browser, account.email), 400, 'AUTH_INVALID_CREDENTIALS');
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
      // The right password, once its turn comes, signs in and forgets the failures.
      expectError(await browser.post(P.login, account), 429, 'ERROR_RATE_LIMITED');
      h.clock.advance(60_000);
      expect(ok(await browser.post(P.login, account)).status).toBe('ok');
      for (let i = 0; i < LOGIN_BACKOFF.free; i++) {
        expectError(await wrong(browser, account.email), 400, 'AUTH_INVALID_CREDENTIALS');
      }
      expectError(await wrong(browser, account.email), 429, 'ERROR_RATE_LIMITED');
    });

    it('slows one source only: another IP, and another account from the same IP, try at once', async () => {
      const account = await signUp(h);
      const other = await signUp(h);
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_BACKOFF.free; i++) {
        expectError(await wrong(h.browser({ ip }), account.email), 400, 'AUTH_INVALID_CREDENTIALS');
      }
      expectError(await wrong(h.browser({ ip }), account.email), 429, 'ERROR_RATE_LIMITED');
      expect(ok(await h.browser({ ip }).post(P.login, other)).status).toBe('ok');
      expect(ok(await h.browser().post(P.login, account)).status).toBe('ok');
    });

    it('gives a stranger nothing for a fresh device cookie: its attempts wait with its IP', async () => {
      const account = await signUp(h);
      const ip = uniqueIp();
      for (let i = 0; i <= LOGIN_BACKOFF.free; i++) {
        const browser = h.browser({ ip });
        browser.cookies.set(DEVICE_COOKIE, `${'x'.repeat(40)}${String(i).padStart(3, '0')}`);
        const res = await wrong(browser, account.email);
        expectError(
          res,
          i < LOGIN_BACKOFF.free ? 400 : 429,
          i < LOGIN_BACKOFF.free ? 'AUTH_INVALID_CREDENTIALS' : 'ERROR_RATE_LIMITED',
        );
      }
    });

    it('counts parallel attempts: no more than the free ones get past together', async () => {
      const account = await signUp(h);
      const ip = uniqueIp();
      const replies = await Promise.all(
        Array.from({ length: LOGIN_BACKOFF.free + 4 }, () => wrong(h.browser({ ip }), account.email)),
      );
      const codes = replies.map((r) => r.json().error.code);
      expect(codes.filter((c) => c === 'AUTH_INVALID_CREDENTIALS')).toHaveLength(LOGIN_BACKOFF.free);
      expect(codes.filter((c) => c === 'ERROR_RATE_LIMITED')).toHaveLength(4);
    });
  });

  describe('the per-account limit counts sources new to the account only', () => {
    it('refuses strangers after the limit, even with the right password, but not the owner where they signed in before', async () => {
      const account = await signUp(h);
      // The owner's first sign-ins there: two attempts from new places.
      const home = await signIn(h, account);
      const laptop = await signIn(h, account);
      await strangersFail(account.email, LIMITS.loginPerAccount - 2);

      expectError(await wrong(h.browser(), account.email), 429, 'ERROR_RATE_LIMITED');
      const newPlace = await h.browser().post(P.login, account);
      expectError(newPlace, 429, 'ERROR_RATE_LIMITED');
      expect(retryAfter(newPlace)).toBeGreaterThan(0);
      expect(retryAfter(newPlace)).toBeLessThanOrEqual(LIMITS.windowMs / 1000);

      // The owner's IP, without any cookie (another browser on the home network).
      expect(ok(await h.browser({ ip: home.ip }).post(P.login, account)).status).toBe('ok');
      // The owner's device on an IP it never used.
      const moved = new Browser(h.app, { ip: uniqueIp() });
      moved.cookies.set(DEVICE_COOKIE, laptop.cookies.get(DEVICE_COOKIE) ?? '');
      expect(ok(await moved.post(P.login, account)).status).toBe('ok');
      // Its wrong password is slowed down, not locked by the strangers.
      expectError(await wrong(moved, account.email), 400, 'AUTH_INVALID_CREDENTIALS');
    });

    it('answers an unknown address the same way', async () => {
      const email = uniqueEmail('nobody');
      await strangersFail(email);
      expectError(await h.browser().post(P.login, { email, password: 'not the password' }), 429, 'ERROR_RATE_LIMITED');
    });

    it('sets the device cookie at a complete sign-in: httpOnly, SameSite=Strict, for the sign-in paths, a year', async () => {
      const account = await signUp(h);
      const res = await h.browser().post(P.login, account);
      const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
      expect(cookie).toMatchObject({ path: P.login, httpOnly: true, sameSite: 'Strict', maxAge: 365 * 24 * 60 * 60 });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A browser that has one keeps it, and it becomes known to the next account signed in there too.
      const browser = h.browser();
      browser.cookies.set(DEVICE_COOKIE, cookie?.value ?? '');
      const second = await signUp(h);
      const again = await browser.post(P.login, second);
      expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).toBe(cookie?.value);
      // A refused or failed attempt sets none.
      expect((await wrong(h.browser(), account.email)).cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    });
  });

  describe('the owner is told of repeated failures', () => {
    it('by one mail a window, in the owner’s language, when strangers reach the limit', async () => {
      const account = await signUpConfirmed(h, { interfaceLanguage: 'ru' });
      const texts = mailTexts('ru').signInFailures;
      const since = h.smtp.mark();
      await strangersFail(account.email);
      const notice = await h.smtp.waitFor(account.email, texts.subject, since);
      expect(notice.text).toContain(texts.intro.split('{{ip}}')[0]);
      expect(notice.text).toMatch(/IP 10\.\d+\.\d+\.\d+/);
      expect(notice.text).toContain('http://crowdsolve.test/profile/authentication');

      // More attempts in the window: refused, and no second mail.
      for (let i = 0; i < 3; i++) expectError(await wrong(h.browser(), account.email), 429, 'ERROR_RATE_LIMITED');
      expectError(await h.browser().post(P.login, account), 429, 'ERROR_RATE_LIMITED');
      await laterMailTo(account.email, 'ru');
      expect(h.smtp.to(account.email).filter((m) => m.subject === texts.subject)).toHaveLength(1);
    });

    it('not for failures below the limit, nor for those of its own devices', async () => {
      const account = await signUp(h);
      const home = await signIn(h, account); // the first sign-in there: one attempt from a new place
      for (let i = 0; i < LIMITS.loginPerAccount - 2; i++) {
        expectError(await wrong(h.browser(), account.email), 400, 'AUTH_INVALID_CREDENTIALS');
      }
      for (let i = 0; i < LOGIN_BACKOFF.free; i++) {
        expectError(await wrong(h.browser({ ip: home.ip }), account.email), 400, 'AUTH_INVALID_CREDENTIALS');
      }
      await laterMailTo(account.email);
      expect(h.smtp.to(account.email).filter((m) => m.subject === MAIL.signInFailures.subject)).toEqual([]);
    });
  });
});
