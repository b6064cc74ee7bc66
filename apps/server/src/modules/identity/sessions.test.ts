import { IDENTITY_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, type IdentityHarness, identityHarness, ok, signIn, signUp } from '../../../test/smtp.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Session {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe.each(DATABASE_TARGETS)('sessions on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the signed-in devices, marking the current one, and ends another one', async () => {
    const account = await signUp(h);
    const chrome = await signIn(h, account, { userAgent: CHROME_WINDOWS });
    const firefox = await signIn(h, account, { userAgent: FIREFOX_LINUX });

    const { sessions } = ok<{ sessions: Session[] }>(await chrome.get(P.sessions));
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(s.lastSeenAt))).toBe(false);
    }
    const mine = sessions.find((s) => s.current);
    const other = sessions.find((s) => !s.current);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(mine).toMatchObject({ device: 'Chrome on Windows', ip: chrome.ip });
    expect(other).toMatchObject({ device: 'Firefox on Linux', ip: firefox.ip });

    const seenByFirefox = ok<{ sessions: Session[] }>(await firefox.get(P.sessions)).sessions;
    expect(seenByFirefox.find((s) => s.current)?.id).toBe(other?.id);

    expect(ok(await chrome.delete(`${P.sessions}/${other?.id}`))).toEqual({ ok: true });
    expectError(await firefox.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    expect(ok(await chrome.get('/api/v2/user')).id).toBe(account.userId);
    expect(ok<{ sessions: Session[] }>(await chrome.get(P.sessions)).sessions.map((s) => s.id)).toEqual([mine?.id]);

    expectError(await chrome.delete(`${P.sessions}/${other?.id}`), 404, 'ERROR_NOT_FOUND');
    expectError(await chrome.delete(`${P.sessions}/not-an-id`), 400, 'ERROR_VALIDATION');
  });

  it("cannot end another account's session", async () => {
    const alice = await signIn(h, await signUp(h));
    const bob = await signIn(h, await signUp(h), { userAgent: SAFARI_IPHONE });
    const bobs = ok<{ sessions: Session[] }>(await bob.get(P.sessions)).sessions;
    expect(bobs).toEqual([expect.objectContaining({ device: 'Safari on iOS', current: true })]);
    expectError(await alice.delete(`${P.sessions}/${bobs[0]?.id}`), 404, 'ERROR_NOT_FOUND');
    ok(await bob.get('/api/v2/user'));
  });

  it("answers a signed-in user's API calls with Cache-Control: no-store", async () => {
    const user = await signIn(h, await signUp(h));
    for (const path of ['/api/v2/user', P.profile, P.sessions, P.apiKey]) {
      const res = await user.get(path);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    const anonymous = await h.browser().get('/api/v2/user');
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('signing out ends only that session', async () => {
    const account = await signUp(h);
    const a = await signIn(h, account, { userAgent: CHROME_WINDOWS });
    const b = await signIn(h, account, { userAgent: FIREFOX_LINUX });
    ok(await b.post(P.logout));
    ok(await a.get('/api/v2/user'));
    expect(ok<{ sessions: Session[] }>(await a.get(P.sessions)).sessions).toHaveLength(1);
  });

  it('a new password ends the other sessions and keeps the current one', async () => {
    const account = await signUp(h);
    const a = await signIn(h, account, { userAgent: CHROME_WINDOWS });
    const b = await signIn(h, account, { userAgent: FIREFOX_LINUX });
    const c = await signIn(h, account, { userAgent: SAFARI_IPHONE });

    expectError(
      await a.post(P.password, { currentPassword: 'not my password', newPassword: 'a new password 42' }),
      400,
      'AUTH_WRONG_PASSWORD',
    );
    expectError(
      await a.post(P.password, { currentPassword: account.password, newPassword: 'short' }),
      400,
      'ERROR_VALIDATION',
    );
    ok(await b.get('/api/v2/user'));

    const newPassword = 'a new password 42';
    expect(ok(await a.post(P.password, { currentPassword: account.password, newPassword }))).toEqual({ ok: true });
    expect(ok(await a.get('/api/v2/user')).id).toBe(account.userId);
    expectError(await b.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    expectError(await c.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    expect(ok<{ sessions: Session[] }>(await a.get(P.sessions)).sessions).toEqual([
      expect.objectContaining({ current: true, device: 'Chrome on Windows' }),
    ]);

    expectError(await h.browser().post(P.login, account), 400, 'AUTH_INVALID_CREDENTIALS');
    await signIn(h, { email: account.email, password: newPassword });
  });

  it('expires a session after SESSION_TTL_DAYS (30 days)', async () => {
    const account = await signUp(h);
    const browser = await signIn(h, account);
    const saved = h.clock.now();
    try {
      h.clock.advance(30 * 24 * 60 * 60 * 1000 - 60_000);
      ok(await browser.get('/api/v2/user'));
      h.clock.advance(60_001);
      expectError(await browser.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    } finally {
      h.clock.set(saved);
    }
  });
});
