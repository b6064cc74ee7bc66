import { IDENTITY_PATHS as P } from '@crowdsolve/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  type Browser,
  expectError,
  type IdentityHarness,
  identityHarness,
  ok,
  signIn,
  signUpConfirmed,
  type TestAccount,
} from '../../../test/smtp.ts';
import { LIMITS } from './limits.ts';

describe.each(DATABASE_TARGETS)('two-factor authentication on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const epoch = (offsetSeconds = 0) => Math.floor(h.clock.now().getTime() / 1000) + offsetSeconds;
  /** The authenticator app's code at the app's "now". */
  const totp = (secret: string) => generate({ secret, epoch: epoch() });
  /** Moves to the next 30-second step, where a new code is valid. */
  const nextStep = () => h.clock.advance(30_000);
  /** A six-digit code valid for none of the accepted steps. */
  async function wrongCode(secret: string): Promise<string> {
    const valid = new Set(await Promise.all([-30, 0, 30].map((d) => generate({ secret, epoch: epoch(d) }))));
    for (let n = 314159; ; n++) {
      const code = String(n % 1_000_000).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }

  interface TwoFactorAccount extends TestAccount {
    browser: Browser;
    secret: string;
    recoveryCodes: string[];
  }

  async function withTwoFactor(): Promise<TwoFactorAccount> {
    const account = await signUpConfirmed(h);
    const browser = await signIn(h, account);
    const { secret } = ok(await browser.post(P.twoFactorSetup));
    const { recoveryCodes } = ok(await browser.post(P.twoFactorEnable, { code: await totp(secret) }));
    return { ...account, browser, secret, recoveryCodes };
  }

  /** A browser whose sign-in waits for the second factor. */
  async function pendingSignIn(account: TestAccount): Promise<Browser> {
    const browser = h.browser();
    expect(ok(await browser.post(P.login, { email: account.email, password: account.password }))).toEqual({
      status: '2fa_required',
    });
    expect(browser.session).toBeDefined();
    return browser;
  }

  it('sets up with a secret, an otpauth URL and an SVG QR code; enables with a valid code only', async () => {
    const account = await signUpConfirmed(h);
    const browser = await signIn(h, account);
    const setup = ok(await browser.post(P.twoFactorSetup));
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const url = new URL(setup.otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('Crowdsolve');
    expect(decodeURIComponent(url.pathname)).toContain(account.email);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    expectError(
      await browser.post(P.twoFactorEnable, { code: await wrongCode(setup.secret) }),
      400,
      'AUTH_2FA_INVALID',
    );
    expectError(await browser.post(P.twoFactorEnable, { code: '12345' }), 400, 'ERROR_VALIDATION');
    expect(ok(await browser.get(P.profile)).twoFactorEnabled).toBe(false);

    const { recoveryCodes } = ok(await browser.post(P.twoFactorEnable, { code: await totp(setup.secret) }));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{2}$/);
    expect(ok(await browser.get(P.profile)).twoFactorEnabled).toBe(true);

    expectError(await browser.post(P.twoFactorSetup), 409, 'AUTH_2FA_ALREADY_ENABLED');
    nextStep();
    expectError(
      await browser.post(P.twoFactorEnable, { code: await totp(setup.secret) }),
      409,
      'AUTH_2FA_ALREADY_ENABLED',
    );
  });

  it('makes sign-in wait for a code; each code completes one sign-in only', async () => {
    const account = await withTwoFactor();
    const enableCode = await totp(account.secret);

    const pending = await pendingSignIn(account);
    const pendingCookie = pending.clone();
    expectError(await pending.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    expectError(await pending.get(P.profile), 400, 'ERROR_EMPTY_USER');
    // A waiting sign-in is not among the account's sessions.
    expect(ok(await account.browser.get(P.sessions)).sessions).toHaveLength(1);
    // The code that turned two-factor on was used already.
    expectError(await pending.post(P.loginSecondFactor, { code: enableCode }), 400, 'AUTH_2FA_INVALID');

    nextStep();
    const code = await totp(account.secret);
    const { user } = ok(await pending.post(P.loginSecondFactor, { code }));
    expect(user.id).toBe(account.userId);
    expect(pending.session).not.toBe(pendingCookie.session);
    expect(ok(await pending.get('/api/v2/user')).id).toBe(account.userId);
    // The half-signed-in cookie was replaced, not promoted.
    expectError(await pendingCookie.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    expectError(await pendingCookie.post(P.loginSecondFactor, { code }), 400, 'AUTH_2FA_NOT_PENDING');

    const replay = await pendingSignIn(account);
    expectError(await replay.post(P.loginSecondFactor, { code }), 400, 'AUTH_2FA_INVALID');
    expectError(await replay.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');

    expectError(await pending.post(P.loginSecondFactor, { code }), 400, 'AUTH_2FA_NOT_PENDING');
    expectError(await h.browser().post(P.loginSecondFactor, { code }), 400, 'AUTH_2FA_NOT_PENDING');
  });

  it('accepts each recovery code once, with or without dashes and in any case', async () => {
    const account = await withTwoFactor();
    const [first, second] = account.recoveryCodes as [string, string];

    const a = await pendingSignIn(account);
    expect(ok(await a.post(P.loginSecondFactor, { code: first })).user.id).toBe(account.userId);

    const b = await pendingSignIn(account);
    expectError(await b.post(P.loginSecondFactor, { code: first }), 400, 'AUTH_2FA_INVALID');
    ok(await b.post(P.loginSecondFactor, { code: second.replace(/-/g, '').toUpperCase() }));
    expect(ok(await b.get('/api/v2/user')).id).toBe(account.userId);
  });

  it(`ends a pending sign-in after ${LIMITS.codesPerSession} wrong codes`, async () => {
    const account = await withTwoFactor();
    nextStep();
    const pending = await pendingSignIn(account);
    for (let i = 1; i < LIMITS.codesPerSession; i++) {
      expectError(
        await pending.post(P.loginSecondFactor, { code: await wrongCode(account.secret) }),
        400,
        'AUTH_2FA_INVALID',
      );
    }
    expectError(
      await pending.post(P.loginSecondFactor, { code: await wrongCode(account.secret) }),
      403,
      'AUTH_2FA_FAILED',
    );
    const valid = await totp(account.secret);
    expectError(await pending.post(P.loginSecondFactor, { code: valid }), 400, 'AUTH_2FA_NOT_PENDING');
    expectError(await pending.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');

    // The refused code was not spent: a new sign-in can use it.
    const again = await pendingSignIn(account);
    ok(await again.post(P.loginSecondFactor, { code: valid }));
  });

  it('counts wrong codes sent in parallel: the pending sign-in still ends', async () => {
    const account = await withTwoFactor();
    nextStep();
    const pending = await pendingSignIn(account);
    const wrong = await wrongCode(account.secret);
    const burst = LIMITS.codesPerSession * 2 + 2;
    const replies = await Promise.all(
      Array.from({ length: burst }, () => pending.post(P.loginSecondFactor, { code: wrong })),
    );
    const codes = replies.map((r) => r.json().error?.code);
    expect(codes).toContain('AUTH_2FA_FAILED');
    expect(codes.filter((c) => c === 'AUTH_2FA_INVALID').length).toBeLessThan(LIMITS.codesPerSession);
    expectError(
      await pending.post(P.loginSecondFactor, { code: await totp(account.secret) }),
      400,
      'AUTH_2FA_NOT_PENDING',
    );
  });

  it('turns off only with a valid current code', async () => {
    const account = await withTwoFactor();
    const { browser, secret } = account;
    expectError(await browser.post(P.twoFactorDisable, { code: await wrongCode(secret) }), 400, 'AUTH_2FA_INVALID');
    expectError(await browser.post(P.twoFactorDisable, { code: await totp(secret) }), 400, 'AUTH_2FA_INVALID'); // used
    expect(ok(await browser.get(P.profile)).twoFactorEnabled).toBe(true);

    nextStep();
    expect(ok(await browser.post(P.twoFactorDisable, { code: await totp(secret) }))).toEqual({ ok: true });
    expect(ok(await browser.get(P.profile)).twoFactorEnabled).toBe(false);
    expect(ok(await h.browser().post(P.login, account)).status).toBe('ok');

    nextStep();
    expectError(await browser.post(P.twoFactorDisable, { code: await totp(secret) }), 409, 'AUTH_2FA_NOT_ENABLED');
    // The old recovery codes went with it.
    const { secret: fresh } = ok(await browser.post(P.twoFactorSetup));
    ok(await browser.post(P.twoFactorEnable, { code: await totp(fresh) }));
    const pending = await pendingSignIn(account);
    expectError(await pending.post(P.loginSecondFactor, { code: account.recoveryCodes[0] }), 400, 'AUTH_2FA_INVALID');
  });
});
