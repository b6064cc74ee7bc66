import { COOKIES, CSRF_HEADER, IDENTITY_PATHS, type Language } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import {
  type IdentityHarness,
  identityHarness,
  mailTexts,
  ok,
  PASSWORD,
  type ReceivedMail,
  uniqueEmail,
  uniqueIp,
} from '../../../test/smtp.ts';

const ENV = { INTERNATIONAL_HOSTS: 'crowdsolve.test', REGION_HOSTS: 'zh.crowdsolve.test', PORT: '8080' };
const CSRF = 'test-csrf-token-0123456789abcdef';

/** The absolute URLs of a mail's text part. */
const urls = (mail: ReceivedMail) => mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

describe.each(DATABASE_TARGETS)('mail links of a site’s users on $name', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityHarness(target, ENV);
  }, 180_000);
  afterAll(async () => h?.close());

  /** Registers through the API on a host; returns the account's id and its confirmation mail. */
  async function register(host: string, language: Language) {
    const email = uniqueEmail('site');
    const since = h.smtp.mark();
    const res = await h.app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.register,
      headers: { host, cookie: `${COOKIES.csrf}=${CSRF}`, [CSRF_HEADER]: CSRF },
      remoteAddress: uniqueIp(),
      payload: { email, password: PASSWORD, acceptTerms: true, interfaceLanguage: language },
    });
    ok(res);
    const mail = await h.smtp.waitFor(email, mailTexts(language).confirmEmail.subject, since);
    const user = await h.database.db
      .selectFrom('userAccount')
      .select(['id', 'site'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { email, user, mail };
  }

  async function remind(email: string, language: Language) {
    const since = h.smtp.mark();
    ok(await h.browser().post(IDENTITY_PATHS.remind, { email }));
    return h.smtp.waitFor(email, mailTexts(language).resetPassword.subject, since);
  }

  it('records the site an account registered on and links its mails to that site’s host', async () => {
    const region = await register('zh.crowdsolve.test', 'zh');
    expect(region.user.site).toBe('region');
    expect(urls(region.mail).length).toBeGreaterThan(0);
    for (const url of urls(region.mail)) expect(url).toMatch(/^http:\/\/zh\.crowdsolve\.test:8080\/auth\//);

    const international = await register('crowdsolve.test', 'en');
    expect(international.user.site).toBe('international');
    for (const url of urls(international.mail)) expect(url).toMatch(/^http:\/\/crowdsolve\.test\/auth\//);

    // An added primary host of the region: the region user's next mail links there, the other's not.
    await h.database.db
      .insertInto('siteDomain')
      .values({ host: 'cn.example', site: 'region', isPrimary: true, note: '', createdBy: null })
      .execute();
    const regionMail = await (async () => {
      for (let i = 0; i < 100; i++) {
        const mail = await remind(region.email, 'zh');
        if (urls(mail).some((u) => u.startsWith('http://cn.example:8080/'))) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the region user’s mail never linked to the new primary host');
    })();
    expect(urls(regionMail).find((u) => u.includes('/auth/check_remind/'))).toMatch(
      new RegExp(`^http://cn\\.example:8080/auth/check_remind/[^/]+/${region.user.id}$`),
    );
    const internationalMail = await remind(international.email, 'en');
    expect(urls(internationalMail).find((u) => u.includes('/auth/check_remind/'))).toMatch(
      /^http:\/\/crowdsolve\.test\/auth\/check_remind\//,
    );
  });
});
