import { COOKIES, IDENTITY_PATHS as P } from '@crowdsolve/contract';
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
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  uniqueIp,
} from '../../../test/smtp.ts';
import { currentLegalVersions } from '../legal/index.ts';
import { LIMITS, LOGIN_BACKOFF } from './limits.ts';

describe.each(DATABASE_TARGETS)('sign-up, sign-in and sign-out on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('registration', () => {
    it('answers {ok, email, mail, user}, signs in and mails a confirmation with check_key and delete_email links', async () => {
      const email = uniqueEmail('reg');
      const res = await h.browser().post(P.register, {
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
        acceptTerms: true,
        userType: 'customer',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, email, mail: { status: 'sent', devMail: false } });
      expect(res.json().user.profile.userType).toBe('customer');

      const mail = await h.smtp.waitFor(email, MAIL.confirmEmail.subject);
      expect(mail.to).toContain(email);
      expect(mail.text).toMatch(/http:\/\/crowdsolve\.test\/auth\/check_key\/[A-Za-z0-9_-]+\/\d+/);
      const confirm = mailLink(mail, LINKS.confirm);
      const remove = mailLink(mail, LINKS.deleteEmail);
      expect(confirm.hash).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
      expect(remove.hash).not.toBe(confirm.hash);
      expect(remove.userId).toBe(confirm.userId);
      expect(mail.html).toContain(`/auth/check_key/${confirm.hash}/${confirm.userId}`);
    });

    it('signs nobody in for a taken address and mails its owner a sign-up notice instead', async () => {
      const account = await signUp(h);
      const again = await h.browser().post(P.register, {
        email: account.email,
        password: 'another password 123',
        acceptTerms: true,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        ok: true,
        email: account.email,
        mail: { status: 'sent', devMail: false },
        user: null,
      });

      await h.smtp.waitFor(account.email, MAIL.signUpAttempt.subject);
      const confirmations = h.smtp.to(account.email).filter((m) => m.subject === MAIL.confirmEmail.subject);
      expect(confirmations).toHaveLength(1);
      // The attempt changed nothing: the original password still signs in, the other does not.
      await signIn(h, account);
      expectError(
        await h.browser().post(P.login, { email: account.email, password: 'another password 123' }),
        400,
        'AUTH_INVALID_CREDENTIALS',
      );
    });

    it('creates one account for concurrent registrations of one address, and signs one of them in', async () => {
      const email = uniqueEmail('race');
      const since = h.smtp.mark();
      const replies = await Promise.all(
        [1, 2, 3].map(() => h.browser().post(P.register, { email, password: PASSWORD, acceptTerms: true })),
      );
      expect(replies.map((r) => [r.statusCode, r.json().ok, r.json().mail.status])).toEqual(
        replies.map(() => [200, true, 'sent']),
      );
      expect(replies.filter((r) => r.json().user !== null)).toHaveLength(1);
      const live = await h.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', email)
        .where('deletedAt', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
      await h.smtp.waitFor(email, MAIL.confirmEmail.subject, since);
    });

    it('requires accepting the terms', async () => {
      for (const acceptTerms of [false, undefined]) {
        const email = uniqueEmail('terms');
        const res = await h.browser().post(P.register, { email, password: PASSWORD, acceptTerms });
        expectError(res, 400, 'ERROR_VALIDATION');
        expect(res.json().error.fields).toContainEqual(expect.objectContaining({ field: 'body.acceptTerms' }));
        expectError(await h.browser().post(P.login, { email, password: PASSWORD }), 400, 'AUTH_INVALID_CREDENTIALS');
        expect(h.smtp.to(email)).toEqual([]);
      }
      const res = await h
        .browser()
        .post(P.register, { email: uniqueEmail('terms'), password: PASSWORD, acceptTerms: false });
      expect(res.json().error.fields).toContainEqual({ field: 'body.acceptTerms', message: 'must_accept' });
    });

    it('refuses a short password, naming the field', async () => {
      const res = await h
        .browser()
        .post(P.register, { email: uniqueEmail('short'), password: 'short', acceptTerms: true });
      expectError(res, 400, 'ERROR_VALIDATION');
      expect(res.json().error.fields).toEqual([{ field: 'body.password', message: 'too_short' }]);
    });

    it('records the acceptance of the current version of every legal document', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      const { agreements } = ok(await browser.get(P.agreements));
      expect(agreements).toHaveLength(currentLegalVersions().length);
      expect(agreements).toEqual(
        expect.arrayContaining(currentLegalVersions().map((v) => ({ ...v, acceptedAt: expect.any(String) }))),
      );
      expect(Number.isNaN(Date.parse(agreements[0].acceptedAt))).toBe(false);
    });
  });

  describe('sign-in', () => {
    it('starts a session with an httpOnly, SameSite=Lax cookie and answers the current user', async () => {
      const account = await signUp(h, { userType: 'customer' });
      const browser = h.browser();
      const res = await browser.post(P.login, { email: account.email, password: account.password });
      const body = ok(res);
      expect(body.status).toBe('ok');

      const cookie = res.cookies.find((c) => c.name === COOKIES.session);
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);

      const user = ok(await browser.get('/api/v2/user'));
      expect([null, 0]).toContain(user.analyticsData.daysSinceLastUse);
      expect(user).toEqual({
        id: account.userId,
        interfaceLanguage: 'en',
        profile: { userType: 'customer', systemMessage: null },
        balance: { amount: 0 },
        permissions: { admin: false, moderator: false },
        analyticsData: {
          daysSinceRegistration: 0,
          daysSinceLastPayment: null,
          daysSinceLastUse: user.analyticsData.daysSinceLastUse,
          earnedOnCaptcha: 0,
          spentOnCaptcha: 0,
        },
      });
      expect(body.user).toEqual(user);
    });

    it('answers a wrong password and an unknown address alike', async () => {
      const account = await signUp(h);
      const wrong = await h.browser().post(P.login, { email: account.email, password: 'not the password' });
      const unknown = await h.browser().post(P.login, { email: uniqueEmail('nobody'), password: 'not the password' });
      expectError(wrong, 400, 'AUTH_INVALID_CREDENTIALS');
      expectError(unknown, 400, 'AUTH_INVALID_CREDENTIALS');
      expect(wrong.json().error.message).toBe(unknown.json().error.message);
      expect(wrong.cookies.find((c) => c.name === COOKIES.session)).toBeUndefined();
    });

    it('signs out: the old cookie no longer identifies the user', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      const oldCookie = browser.clone();
      ok(await browser.get('/api/v2/user'));

      expect(ok(await browser.post(P.logout))).toEqual({ ok: true });
      expect(browser.session).toBeUndefined();
      expectError(await browser.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
      expectError(await oldCookie.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    });

    it('refuses a write with the session cookie but without the CSRF header', async () => {
      const account = await signUp(h);
      const browser = await signIn(h, account);
      const res = await h.app.inject({
        method: 'POST',
        url: P.logout,
        cookies: { [COOKIES.session]: browser.session ?? '' },
        remoteAddress: browser.ip,
      });
      expectError(res, 403, 'ERROR_CSRF');
      ok(await browser.get('/api/v2/user'));
    });
  });

  describe('rate limits', () => {
    it(`holds back one account's attempts from an IP after ${LOGIN_BACKOFF.free} wrong passwords while others from the IP still try`, async () => {
      const victim = await signUp(h);
      const other = await signUp(h);
      const ip = uniqueIp();
      const attacker = h.browser({ ip });
      for (let i = 0; i < LOGIN_BACKOFF.free; i++) {
        expectError(
          await attacker.post(P.login, { email: victim.email, password: `wrong ${i}` }),
          400,
          'AUTH_INVALID_CREDENTIALS',
        );
      }
      const refused = await attacker.post(P.login, { email: victim.email, password: 'wrong again' });
      expectError(refused, 429, 'ERROR_RATE_LIMITED');
      expect(refused.headers['retry-after']).toBe('1');
      // From there, even the right password waits for its turn.
      expectError(await attacker.post(P.login, victim), 429, 'ERROR_RATE_LIMITED');

      const sameIp = h.browser({ ip });
      expectError(
        await sameIp.post(P.login, { email: other.email, password: 'wrong' }),
        400,
        'AUTH_INVALID_CREDENTIALS',
      );
      expect(ok(await sameIp.post(P.login, other)).status).toBe('ok');
      // Elsewhere, the owner signs in at once.
      expect(ok(await h.browser().post(P.login, victim)).status).toBe('ok');
    });

    it('forgets the failed attempts of a source after a successful sign-in', async () => {
      const account = await signUp(h);
      const browser = h.browser();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LOGIN_BACKOFF.free - 1; i++) {
          expectError(
            await browser.post(P.login, { email: account.email, password: 'wrong' }),
            400,
            'AUTH_INVALID_CREDENTIALS',
          );
        }
        expect(ok(await browser.post(P.login, account)).status).toBe('ok');
      }
    });

    it(`limits sign-in attempts per IP to ${LIMITS.loginPerIp}`, async () => {
      const ip = uniqueIp();
      for (let i = 0; i < LIMITS.loginPerIp; i++) {
        const res = await h.browser({ ip }).post(P.login, { email: uniqueEmail('spray'), password: 'wrong' });
        expectError(res, 400, 'AUTH_INVALID_CREDENTIALS');
      }
      const account = await signUp(h);
      const refused = await h.browser({ ip }).post(P.login, account);
      expectError(refused, 429, 'ERROR_RATE_LIMITED');
      // When to come back: within the 15-minute window.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMs / 1000);
      expect(ok(await h.browser().post(P.login, account)).status).toBe('ok');
    });

    it(`limits password reminders per IP to ${LIMITS.mailPerIp}`, async () => {
      const ip = uniqueIp();
      for (let i = 0; i < LIMITS.mailPerIp; i++) {
        expect(ok(await h.browser({ ip }).post(P.remind, { email: uniqueEmail('remind') }))).toEqual({ ok: true });
      }
      expectError(await h.browser({ ip }).post(P.remind, { email: uniqueEmail('remind') }), 429, 'ERROR_RATE_LIMITED');
      expect(ok(await h.browser().post(P.remind, { email: uniqueEmail('remind') }))).toEqual({ ok: true });
    });
  });
});
