import { IDENTITY_PATHS as P } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  type Browser,
  expectError,
  type IdentityHarness,
  identityHarness,
  MAIL,
  ok,
  signIn,
  signUp,
  signUpConfirmed,
  sleep,
  type TestAccount,
  uniqueEmail,
} from '../../../test/smtp.ts';

const USERS = P.adminUsers;
const HOSTILE_HTML = '<script>alert(1)</script><p onclick="x">Hi <b>there</b></p>';

describe.each(DATABASE_TARGETS)('admin on $name', (target) => {
  let h: IdentityHarness;
  let admin: TestAccount;
  let adminBrowser: Browser;

  beforeAll(async () => {
    h = await identityHarness(target);
    admin = await signUpConfirmed(h);
    await h.database.db.updateTable('userAccount').set({ isAdmin: true }).where('id', '=', admin.userId).execute();
    adminBrowser = await signIn(h, admin);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is for admins only', async () => {
    const user = await signIn(h, await signUp(h));
    expectError(await user.get(USERS), 403, 'ERROR_FORBIDDEN');
    expectError(await user.post(`${USERS}/1/ban`, { reason: 'x' }), 403, 'ERROR_FORBIDDEN');
    expectError(await h.browser().get(USERS), 400, 'ERROR_EMPTY_USER');
    expect(ok(await adminBrowser.get('/api/v2/user')).permissions).toEqual({ admin: true, moderator: false });
    ok(await adminBrowser.get(USERS));
  });

  it('lists users and searches them by part of the address or by id', async () => {
    const tag = `findme${Math.random().toString(36).slice(2, 8)}`;
    const a = await signUpConfirmed(h, { email: uniqueEmail(`${tag}-a`), userType: 'customer' });
    const b = await signUp(h, { email: uniqueEmail(`${tag}-b`), userType: 'worker' });

    const all = ok(await adminBrowser.get(USERS));
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.records[0].id).toBeGreaterThan(all.records.at(-1).id);

    const found = ok(await adminBrowser.get(`${USERS}?q=${tag.toUpperCase()}`));
    expect(found.totalCount).toBe(2);
    expect(found.records.map((r: { id: number }) => r.id)).toEqual([b.userId, a.userId]);
    expect(found.records[1]).toEqual({
      id: a.userId,
      email: a.email,
      emailConfirmed: true,
      userType: 'customer',
      permissions: { admin: false, moderator: false },
      banned: false,
      banReason: null,
      createdAt: expect.any(String),
      lastSeenAt: null,
      isDemo: false,
    });
    expect(found.records[0]).toMatchObject({ id: b.userId, emailConfirmed: false, userType: 'worker' });

    const byId = ok(await adminBrowser.get(`${USERS}?q=${a.userId}`));
    expect(byId.records.map((r: { id: number }) => r.id)).toContain(a.userId);
    for (const r of byId.records) expect(r.id === a.userId || r.email.includes(String(a.userId))).toBe(true);

    // LIKE wildcards in the query are literal characters.
    expect(ok(await adminBrowser.get(`${USERS}?q=${encodeURIComponent('%')}`)).totalCount).toBe(0);
    expect(ok(await adminBrowser.get(`${USERS}?q=${encodeURIComponent('_')}`)).totalCount).toBe(0);

    expect(ok(await adminBrowser.get(`${USERS}/${a.userId}`))).toEqual(found.records[1]);
    expectError(await adminBrowser.get(`${USERS}/99999999`), 404, 'ERROR_NOT_FOUND');
  });

  it('bans: the session ends at once and sign-in is refused until unbanned', async () => {
    const account = await signUp(h);
    const browser = await signIn(h, account);
    expectError(await adminBrowser.post(`${USERS}/${account.userId}/ban`, { reason: '  ' }), 400, 'ERROR_VALIDATION');

    const banned = ok(await adminBrowser.post(`${USERS}/${account.userId}/ban`, { reason: 'spam' }));
    expect(banned).toMatchObject({ id: account.userId, banned: true, banReason: 'spam' });
    expectError(await browser.get('/api/v2/user'), 400, 'ERROR_EMPTY_USER');
    expectError(await h.browser().post(P.login, account), 403, 'AUTH_ACCOUNT_BANNED');
    // Without the password nobody learns of the ban.
    expectError(await h.browser().post(P.login, { ...account, password: 'wrong' }), 400, 'AUTH_INVALID_CREDENTIALS');

    const unbanned = ok(await adminBrowser.post(`${USERS}/${account.userId}/unban`));
    expect(unbanned).toMatchObject({ banned: false, banReason: null });
    await signIn(h, account);
    expectError(await adminBrowser.post(`${USERS}/99999999/ban`, { reason: 'x' }), 404, 'ERROR_NOT_FOUND');
  });

  it('grants permissions; an admin cannot drop their own admin flag', async () => {
    const account = await signUp(h);
    const browser = await signIn(h, account);
    const updated = ok(
      await adminBrowser.put(`${USERS}/${account.userId}/permissions`, { admin: false, moderator: true }),
    );
    expect(updated.permissions).toEqual({ admin: false, moderator: true });
    expect(ok(await browser.get('/api/v2/user')).permissions).toEqual({ admin: false, moderator: true });
    expectError(await browser.get(USERS), 403, 'ERROR_FORBIDDEN');

    ok(await adminBrowser.put(`${USERS}/${account.userId}/permissions`, { admin: true, moderator: false }));
    ok(await browser.get(USERS));
    ok(await adminBrowser.put(`${USERS}/${account.userId}/permissions`, { admin: false, moderator: false }));
    expectError(await browser.get(USERS), 403, 'ERROR_FORBIDDEN');

    expectError(
      await adminBrowser.put(`${USERS}/${admin.userId}/permissions`, { admin: false, moderator: false }),
      409,
      'AUTH_CANNOT_CHANGE_OWN_ADMIN',
    );
    const self = ok(await adminBrowser.put(`${USERS}/${admin.userId}/permissions`, { admin: true, moderator: true }));
    expect(self.permissions).toEqual({ admin: true, moderator: true });
    ok(await adminBrowser.put(`${USERS}/${admin.userId}/permissions`, { admin: true, moderator: false }));
  });

  it('sends a sanitized system message to one user, shown until read, with a copy by mail', async () => {
    const recipient = await signUp(h);
    const other = await signIn(h, await signUp(h));
    const browser = await signIn(h, recipient);
    const since = h.smtp.mark();

    const sent = ok(
      await adminBrowser.post(P.adminSystemMessages, {
        message: { en: HOSTILE_HTML },
        audience: { kind: 'user', userId: recipient.userId },
      }),
    );
    expect(sent).toEqual({ id: expect.any(Number), recipients: 1 });

    const { systemMessage } = ok(await browser.get('/api/v2/user')).profile;
    expect(systemMessage).toEqual({ id: sent.id, message: { en: expect.any(String) } });
    const html: string = systemMessage.message.en;
    expect(html).not.toMatch(/script|alert|onclick/);
    expect(html).toContain('<b>there</b>');
    expect(html).toBe('<p>Hi <b>there</b></p>');
    expect(ok(await other.get('/api/v2/user')).profile.systemMessage).toBeNull();

    const copy = await h.smtp.waitFor(recipient.email, MAIL.systemMessage.subject, since);
    expect(copy.html).toContain('<p>Hi <b>there</b></p>');
    expect(copy.html).not.toMatch(/<script|onclick/);
    expect(copy.text).toContain('Hi there');

    expect(ok(await browser.put('/api/v2/user/system_message_read', { id: sent.id }))).toEqual({ ok: true });
    expect(ok(await browser.get('/api/v2/user')).profile.systemMessage).toBeNull();
    expectError(await browser.put('/api/v2/user/system_message_read', { id: sent.id }), 404, 'ERROR_NOT_FOUND');
    expectError(await other.put('/api/v2/user/system_message_read', { id: sent.id }), 404, 'ERROR_NOT_FOUND');
  });

  it('refuses a message with nothing left after sanitizing, or for an unknown user', async () => {
    const empty = await adminBrowser.post(P.adminSystemMessages, {
      message: { en: '<script>alert(1)</script>' },
      audience: { kind: 'group', group: 'all' },
    });
    expectError(empty, 400, 'ERROR_VALIDATION');
    expect(empty.json().error.fields).toEqual([{ field: 'body.message.en', message: 'required' }]);
    const stored = async () =>
      Number(
        (
          await h.database.db
            .selectFrom('systemMessage')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stored();
    expectError(
      await adminBrowser.post(P.adminSystemMessages, {
        message: { en: '<p>Hello</p>' },
        audience: { kind: 'user', userId: 99999999 },
      }),
      404,
      'ERROR_NOT_FOUND',
    );
    // A refused message leaves nothing behind.
    expect(await stored()).toBe(before);
  });

  it('sends a group message to customers only; mails go to those who want copies', async () => {
    const wantsCopy = await signUp(h, { userType: 'customer' });
    const noCopy = await signUp(h, { userType: 'customer' });
    const worker = await signUp(h, { userType: 'worker' });
    const noCopyBrowser = await signIn(h, noCopy);
    ok(await noCopyBrowser.put(P.notifications, { newSignIn: true, systemMessages: false, news: false }));
    const customers = await h.database.db
      .selectFrom('userAccount')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userType', '=', 'customer')
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const since = h.smtp.mark();

    const sent = ok(
      await adminBrowser.post(P.adminSystemMessages, {
        message: { en: '<p>Price <i>update</i></p>', ru: '<p>Новые цены</p>' },
        audience: { kind: 'group', group: 'customer' },
      }),
    );
    expect(sent.recipients).toBe(Number(customers.n));

    const seen = async (account: TestAccount) =>
      ok(await (await signIn(h, account)).get('/api/v2/user')).profile.systemMessage;
    expect(await seen(wantsCopy)).toEqual({
      id: sent.id,
      message: { en: '<p>Price <i>update</i></p>', ru: '<p>Новые цены</p>' },
    });
    expect((await seen(noCopy))?.id).toBe(sent.id);
    expect(await seen(worker)).toBeNull();

    const copy = await h.smtp.waitFor(wantsCopy.email, MAIL.systemMessage.subject, since);
    expect(copy.html).toContain('<p>Price <i>update</i></p>');
    await sleep(500);
    const copies = (account: TestAccount) =>
      h.smtp.mails
        .slice(since)
        .filter((m) => m.envelopeTo.includes(account.email) && m.subject === MAIL.systemMessage.subject);
    expect(copies(noCopy)).toEqual([]);
    expect(copies(worker)).toEqual([]);
  });
});
