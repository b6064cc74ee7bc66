import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProviders } from './index.ts';
import { providerStandIn, standInConfig } from './test-support.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const ctx = { site: 'international', language: 'en', ip: '203.0.113.5' } as const;
let standIn: Awaited<ReturnType<typeof providerStandIn>>;
beforeAll(async () => {
  standIn = await providerStandIn();
});
afterAll(() => standIn?.close());

describe('providers without test keys and without keys', () => {
  it('are reported unconfigured and never called', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base));
    standIn.answer(() => ({ body: { success: true } }));
    for (const slug of ['geetest', 'geetest-v4', 'keycaptcha', 'lemin', 'mtcaptcha']) {
      expect(await providers.describe(slug, ctx), slug).toMatchObject({
        configured: false,
        testKeys: false,
        siteKey: null,
      });
      expect(await providers.verify(slug, 'tok'), slug).toMatchObject({ success: false, reason: 'unconfigured' });
    }
    expect(standIn.received).toHaveLength(0);
    expect(await providers.describe('normal', ctx)).toBeNull();
    expect(await providers.verify('solvemedia', 'tok')).toBeNull();
  });
});

describe('GeeTest v3', () => {
  const env = { DEMO_GEETEST_ID: 'gt-id', DEMO_GEETEST_KEY: 'gt-key' };
  const raw = 'a'.repeat(32);

  it('registers a challenge on the server and hands the page its signed form', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    standIn.answer(() => ({ body: { challenge: raw } }));
    const widget = await providers.describe('geetest', ctx);
    expect(standIn.last()).toMatchObject({
      path: '/register.php',
      query: { gt: 'gt-id', json_format: '1', ip_address: '203.0.113.5' },
    });
    expect(widget).toMatchObject({
      configured: true,
      siteKey: 'gt-id',
      params: { gt: 'gt-id', challenge: md5(`${raw}gt-key`), newCaptcha: 'true' },
      unavailable: null,
    });
    standIn.answer(() => 'hang');
    expect(await providers.describe('geetest', ctx)).toMatchObject({
      configured: true,
      unavailable: 'provider-timeout',
    });
    standIn.answer(() => ({ body: { challenge: '0' } }));
    expect(await providers.describe('geetest', ctx)).toMatchObject({ unavailable: 'provider-error' });
  });

  it('validates the three values', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    const answer = { geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 's|jordan' };
    standIn.answer(() => ({ body: { seccode: md5('s|jordan') } }));
    expect(await providers.verify('geetest', answer)).toMatchObject({ success: true });
    expect(standIn.last()).toMatchObject({
      path: '/validate.php',
      form: { seccode: 's|jordan', challenge: 'c', captchaid: 'gt-id' },
    });
    standIn.answer(() => ({ body: { seccode: 'false' } }));
    expect(await providers.verify('geetest', JSON.stringify(answer))).toMatchObject({
      success: false,
      reason: 'rejected',
    });
    expect(await providers.verify('geetest', { geetest_challenge: 'c' })).toMatchObject({ reason: 'missing-token' });
  });
});

describe('GeeTest v4', () => {
  const env = { DEMO_GEETEST_V4_ID: 'c4-id', DEMO_GEETEST_V4_KEY: 'c4-key' };
  const answer = { lot_number: 'lot-1', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

  it('signs lot_number with HMAC-SHA256 under the key and reads result', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    expect(await providers.describe('geetest-v4', { site: 'region', language: 'zh' })).toMatchObject({
      scriptUrl: 'https://static.geetest.com/v4/gt4.js',
      params: { captchaId: 'c4-id', language: 'zho' },
    });
    standIn.answer(() => ({ body: { result: 'success', reason: '' } }));
    expect(await providers.verify('geetest-v4', answer)).toMatchObject({ success: true });
    expect(standIn.last()).toMatchObject({
      path: '/validate',
      query: { captcha_id: 'c4-id' },
      form: { ...answer, sign_token: createHmac('sha256', 'c4-key').update('lot-1').digest('hex') },
    });
    standIn.answer(() => ({ body: { result: 'fail', reason: 'pass_token expire' } }));
    expect(await providers.verify('geetest-v4', answer)).toMatchObject({
      success: false,
      reason: 'rejected',
      providerCodes: ['pass_token expire'],
    });
    standIn.answer(() => 'hang');
    expect(await providers.verify('geetest-v4', answer)).toMatchObject({ reason: 'provider-timeout' });
  });
});

describe('KeyCaptcha', () => {
  const env = { DEMO_KEYCAPTCHA_USER_ID: '1234', DEMO_KEYCAPTCHA_PRIVATE_KEY: 'kc-private' };

  it('signs the session for the page and checks the signed answer on its own host', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    const widget = await providers.describe('keycaptcha', ctx);
    const sessionId = widget?.params.sessionId ?? '';
    expect(widget?.params).toMatchObject({
      userId: '1234',
      webServerSign: md5(`${sessionId}203.0.113.5kc-private`),
      webServerSign2: md5(`${sessionId}kc-private`),
    });
    const url = `${standIn.base}/check/abc`;
    const token = `${md5(`acceptk1kc-private${url}`)}|k1|${url}|x`;
    standIn.answer(() => ({ body: '1' }));
    expect(await providers.verify('keycaptcha', token)).toMatchObject({ success: true });
    expect(standIn.last()?.path).toBe('/check/abc');
    standIn.answer(() => ({ body: '0' }));
    expect(await providers.verify('keycaptcha', token)).toMatchObject({ success: false, reason: 'rejected' });
  });

  it('refuses a forged answer, and one naming another host, without fetching anything', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    standIn.answer(() => ({ body: '1' }));
    const elsewhere = 'http://169.254.169.254/latest';
    expect(
      await providers.verify('keycaptcha', `${md5(`acceptk1wrong-key${elsewhere}`)}|k1|${elsewhere}|x`),
    ).toMatchObject({
      reason: 'rejected',
      providerCodes: ['bad-signature'],
    });
    expect(
      await providers.verify('keycaptcha', `${md5(`acceptk1kc-private${elsewhere}`)}|k1|${elsewhere}|x`),
    ).toMatchObject({
      reason: 'rejected',
      providerCodes: ['bad-check-url'],
    });
    expect(standIn.received).toHaveLength(0);
  });
});

describe('Lemin', () => {
  const env = { DEMO_LEMIN_CAPTCHA_ID: 'CROPPED_abc', DEMO_LEMIN_PRIVATE_KEY: 'lemin-private' };

  it('validates the challenge id and answer with the private key', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    expect(await providers.describe('lemin', ctx)).toMatchObject({
      scriptUrl: 'https://api.leminnow.com/captcha/v1/cropped/CROPPED_abc/js',
      params: { divId: 'lemin-cropped-captcha' },
    });
    standIn.answer(() => ({ body: { success: true } }));
    expect(await providers.verify('lemin', { challenge_id: 'ch-1', answer: 'ans' })).toMatchObject({ success: true });
    expect(standIn.last()).toMatchObject({
      path: '/captcha/v1/cropped/validate',
      json: { private_key: 'lemin-private', challenge_id: 'ch-1', answer: 'ans' },
    });
    standIn.answer(() => ({ body: { success: false, code: 'incorrect_answer', message: 'Incorrect Answer' } }));
    expect(await providers.verify('lemin', { challenge_id: 'ch-1', answer: 'ans' })).toMatchObject({
      reason: 'rejected',
      providerCodes: ['incorrect_answer'],
    });
    standIn.answer(() => 'hang');
    expect(await providers.verify('lemin', { challenge_id: 'ch-1', answer: 'ans' })).toMatchObject({
      reason: 'provider-timeout',
    });
  });
});

describe('MTCaptcha', () => {
  const env = { DEMO_MTCAPTCHA_SITE_KEY: 'MTPublic-x', DEMO_MTCAPTCHA_PRIVATE_KEY: 'MTPrivat-y' };

  it('checks the token with checktoken', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    expect(await providers.describe('mtcaptcha', ctx)).toMatchObject({ siteKey: 'MTPublic-x', configured: true });
    standIn.answer(() => ({ body: { success: true, tokeninfo: { code: 201 } } }));
    expect(await providers.verify('mtcaptcha', 'v1(tok)')).toMatchObject({ success: true });
    expect(standIn.last()).toMatchObject({
      method: 'GET',
      path: '/mtcv1/api/checktoken',
      query: { privatekey: 'MTPrivat-y', token: 'v1(tok)' },
    });
    standIn.answer(() => ({ body: { success: false, fail_codes: ['token-expired'] } }));
    expect(await providers.verify('mtcaptcha', 'v1(tok)')).toMatchObject({
      reason: 'rejected',
      providerCodes: ['token-expired'],
    });
    standIn.answer(() => ({ status: 502, body: 'bad gateway' }));
    expect(await providers.verify('mtcaptcha', 'v1(tok)')).toMatchObject({ reason: 'provider-error' });
  });
});
