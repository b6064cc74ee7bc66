import { IDENTITY_PATHS as P } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  Browser,
  expectError,
  type IdentityHarness,
  identityHarness,
  LINKS,
  MAIL,
  ok,
  PASSWORD,
  signIn,
  uniqueEmail,
} from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { createConfirmedAccount } from './accounts.ts';

/** `npm start` without SMTP_URL: production, no mail transport. */
const PRODUCTION = {
  NODE_ENV: 'production',
  RATES_URL: 'off',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://crowdsolve.test',
};

const auditRows = (database: DatabaseHandle, userId: number) =>
  database.db
    .selectFrom('adminAction')
    .select(['actorId', 'action', 'details'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

describe.each(DATABASE_TARGETS)('mail without SMTP on a public production install, on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: Browser;
  let adminId: number;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { env: { ...PRODUCTION, HOST: '0.0.0.0' } });
    await app.ready();
    const email = uniqueEmail('outbox-admin');
    adminId = await createConfirmedAccount(database.db, manualClock(new Date()), {
      email,
      password: PASSWORD,
      userType: null,
      isAdmin: true,
    });
    admin = new Browser(app);
    expect(ok(await admin.post(P.login, { email, password: PASSWORD })).status).toBe('ok');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function register(userType: 'customer' | 'worker' = 'customer') {
    const email = uniqueEmail('outbox');
    const browser = new Browser(app);
    const reply = ok(await browser.post(P.register, { email, password: PASSWORD, acceptTerms: true, userType }));
    return { email, browser, reply };
  }

  it('keeps the confirmation in the outbox, says so, and signs the new user in', async () => {
    const { email, browser, reply } = await register();
    expect(reply).toMatchObject({ ok: true, email, mail: { status: 'outbox', devMail: false } });
    expect(reply.user.profile.userType).toBe('customer');
    // The session cookie works as after a sign-in.
    expect(ok(await browser.get('/api/v2/user')).id).toBe(reply.user.id);
    const profile = ok(await browser.get(P.profile));
    expect([profile.emailConfirmed, profile.apiKey]).toEqual([false, null]);
    expect(ok(await browser.get(P.sendConfirmation))).toEqual({
      ok: true,
      emailConfirmed: false,
      mail: { status: 'outbox', devMail: false },
    });
    // Nobody else reads the outbox on a public install.
    expect((await new Browser(app).get(P.devMail)).statusCode).toBe(404);
  });

  it('shows admins the outbox, newest first, with working links while the process holds them', async () => {
    const { email, reply } = await register();
    const list = ok(await admin.get(`${P.adminMail}?to=${encodeURIComponent(email.toUpperCase())}`));
    expect(list.smtp).toBe(false);
    expect(list.totalCount).toBe(1);
    const [mail] = list.records;
    expect(mail).toMatchObject({ status: 'outbox', template: 'confirm_email', to: email, live: true, error: null });
    expect(mail.subject).toBe(MAIL.confirmEmail.subject);
    const path = mail.text.match(/http:\/\/crowdsolve\.test(\/auth\/check_key\/\S+)/)?.[1] ?? '';
    const [, hash, userId] = LINKS.confirm.exec(path) ?? [];
    expect(Number(userId)).toBe(reply.user.id);
    expect(ok(await new Browser(app).post(P.checkKey, { hash, userId: Number(userId) }))).toEqual({ ok: true });

    const all = ok(await admin.get(P.adminMail));
    expect(all.records[0].id).toBeGreaterThan(all.records.at(-1).id);
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('is for admins only', async () => {
    const { browser } = await register();
    expectError(await browser.get(P.adminMail), 403, 'ERROR_FORBIDDEN');
    expectError(await browser.post(`${P.adminUsers}/1/confirm_email`), 403, 'ERROR_FORBIDDEN');
    expectError(await browser.post(`${P.adminUsers}/1/resend_confirmation`), 403, 'ERROR_FORBIDDEN');
    expectError(await new Browser(app).get(P.adminMail), 400, 'ERROR_EMPTY_USER');
  });

  it('lets an admin resend the confirmation and mark the address confirmed; the key is there after', async () => {
    const { email, browser, reply } = await register();
    const id = reply.user.id as number;

    const resent = ok(await admin.post(`${P.adminUsers}/${id}/resend_confirmation`));
    expect(resent.mail).toEqual({ status: 'outbox', devMail: false });
    expect(resent.user).toMatchObject({ id, email, emailConfirmed: false });
    const confirmations = ok(await admin.get(`${P.adminMail}?to=${encodeURIComponent(email)}`));
    expect(confirmations.records.map((m: { template: string }) => m.template)).toEqual([
      'confirm_email',
      'confirm_email',
    ]);

    const confirmed = ok(await admin.post(`${P.adminUsers}/${id}/confirm_email`));
    expect(confirmed).toEqual({ user: expect.objectContaining({ id, emailConfirmed: true }), mail: null });
    const profile = ok(await browser.get(P.profile));
    expect(profile.emailConfirmed).toBe(true);
    expect(profile.apiKey).toMatch(/^[0-9a-f]{32}$/);
    expect(ok(await browser.get(P.sendConfirmation))).toEqual({ ok: true, emailConfirmed: true, mail: null });
    // Nothing more to send.
    expect(ok(await admin.post(`${P.adminUsers}/${id}/resend_confirmation`)).mail).toBeNull();

    const rows = await auditRows(database, id);
    expect(rows.map((r) => [r.actorId, r.action])).toEqual([
      [adminId, 'resend_confirmation'],
      [adminId, 'confirm_email'],
      [adminId, 'resend_confirmation'],
    ]);
    expect(rows[0]?.details).toEqual({ email, mail: 'outbox' });
    expect(rows[1]?.details).toEqual({ email });
  });

  it('marks a worker confirmed without giving them an API key', async () => {
    const { browser, reply } = await register('worker');
    ok(await admin.post(`${P.adminUsers}/${reply.user.id}/confirm_email`));
    const profile = ok(await browser.get(P.profile));
    expect([profile.emailConfirmed, profile.apiKey]).toEqual([true, null]);
    expectError(await admin.post(`${P.adminUsers}/999999999/confirm_email`), 404, 'ERROR_NOT_FOUND');
  });
});

describe.each(DATABASE_TARGETS)('mail without SMTP on a loopback production install, on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { env: PRODUCTION });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('says the letter is in the outbox that /dev/mail shows', async () => {
    const email = uniqueEmail('loopback');
    const reply = ok(await new Browser(app).post(P.register, { email, password: PASSWORD, acceptTerms: true }));
    expect(reply.mail).toEqual({ status: 'outbox', devMail: true });
    const { mails } = ok(await new Browser(app).get(P.devMail));
    expect(mails.some((m: { to: string }) => m.to === email)).toBe(true);
  });
});

describe.each(DATABASE_TARGETS)('mail with SMTP, on $name', (target) => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await identityHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('says the letter was sent, signs the new user in, and tells of a new letter on request', async () => {
    const email = uniqueEmail('smtp');
    const browser = h.browser();
    const since = h.smtp.mark();
    const reply = ok(await browser.post(P.register, { email, password: PASSWORD, acceptTerms: true }));
    expect(reply).toMatchObject({ ok: true, email, mail: { status: 'sent', devMail: false } });
    await h.smtp.waitFor(email, MAIL.confirmEmail.subject, since);
    expect(ok(await browser.get('/api/v2/user')).id).toBe(reply.user.id);
    // Without a role the first page is the role choice: the user is signed in all the same.
    expect(reply.user.profile.userType).toBeNull();
    expect(ok(await browser.get(P.sendConfirmation)).mail).toEqual({ status: 'sent', devMail: false });
    expect(ok(await browser.post(P.sendConfirmation)).mail).toEqual({ status: 'sent', devMail: false });
  });

  it('signs nobody in for an address already taken; its owner gets a notice', async () => {
    const email = uniqueEmail('taken');
    ok(await h.browser().post(P.register, { email, password: PASSWORD, acceptTerms: true }));
    const since = h.smtp.mark();
    const stranger = h.browser();
    const reply = ok(await stranger.post(P.register, { email, password: 'a different password', acceptTerms: true }));
    expect(reply).toEqual({ ok: true, email, mail: { status: 'sent', devMail: false }, user: null });
    expect(stranger.session).toBeUndefined();
    await h.smtp.waitFor(email, MAIL.signUpAttempt.subject, since);
    // The owner's password still signs in.
    await signIn(h, { email, password: PASSWORD });
  });
});
