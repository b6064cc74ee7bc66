import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProviders } from './index.ts';
import { providerStandIn, standInConfig } from './test-support.ts';

const ctx = { site: 'international', language: 'en' } as const;
let standIn: Awaited<ReturnType<typeof providerStandIn>>;
beforeAll(async () => {
  standIn = await providerStandIn();
});
afterAll(() => standIn?.close());

describe('reCAPTCHA v2, hCaptcha and Turnstile without keys', () => {
  it('use the published test keys and say so', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base));
    const v2 = await providers.describe('recaptcha-v2', ctx);
    expect(v2).toMatchObject({ configured: true, testKeys: true, siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' });
    expect(v2?.scriptUrl).toBe('https://www.google.com/recaptcha/api.js?hl=en&render=explicit');
    expect(await providers.describe('hcaptcha', { site: 'international', language: 'ru' })).toMatchObject({
      testKeys: true,
      siteKey: '10000000-ffff-ffff-ffff-000000000001',
      scriptUrl: 'https://js.hcaptcha.com/1/api.js?hl=ru&render=explicit',
    });
    expect(await providers.describe('cloudflare-turnstile', ctx)).toMatchObject({
      testKeys: true,
      siteKey: '1x00000000000000000000AA',
    });

    standIn.answer(() => ({ body: { success: true } }));
    expect(await providers.verify('recaptcha-v2', 'tok', { ip: '203.0.113.5' })).toEqual({
      success: true,
      reason: null,
      providerCodes: [],
      testKeys: true,
    });
    expect(standIn.last()).toMatchObject({
      method: 'POST',
      path: '/recaptcha/api/siteverify',
      form: { secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe', response: 'tok', remoteip: '203.0.113.5' },
    });
    await providers.verify('hcaptcha', 'tok');
    expect(standIn.last()).toMatchObject({
      path: '/siteverify',
      form: { secret: '0x0000000000000000000000000000000000000000', sitekey: '10000000-ffff-ffff-ffff-000000000001' },
    });
    await providers.verify('cloudflare-turnstile', 'tok');
    expect(standIn.last()).toMatchObject({
      path: '/turnstile/v0/siteverify',
      form: { secret: '1x0000000000000000000000000000000AA', response: 'tok' },
    });
  });

  it('use configured keys instead, and refuse one key without the other', () => {
    const config = standInConfig(standIn.base, { DEMO_HCAPTCHA_SITE_KEY: 'site-h', DEMO_HCAPTCHA_SECRET: 'secret-h' });
    expect(config.hcaptcha).toEqual({ siteKey: 'site-h', secret: 'secret-h', testKeys: false });
    expect(() => standInConfig(standIn.base, { DEMO_TURNSTILE_SITE_KEY: 'x' })).toThrow(
      /DEMO_TURNSTILE_SECRET is required when DEMO_TURNSTILE_SITE_KEY is set/,
    );
  });

  it('the region site loads reCAPTCHA from recaptcha.net in the page language', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base));
    const widget = await providers.describe('recaptcha-invisible', { site: 'region', language: 'zh' });
    expect(widget?.scriptUrl).toBe('https://www.recaptcha.net/recaptcha/api.js?hl=zh-CN&render=explicit');
    expect(widget?.variant).toBe('invisible');
  });
});

describe('verification through siteverify', () => {
  const providers = () => createDemoProviders(standInConfig(standIn.base));

  it('passes on success and fails with the provider codes on failure', async () => {
    standIn.answer(() => ({ body: { success: false, 'error-codes': ['invalid-input-response'] } }));
    for (const slug of ['recaptcha-v2', 'recaptcha-callback', 'hcaptcha', 'cloudflare-turnstile']) {
      expect(await providers().verify(slug, 'bad'), slug).toMatchObject({
        success: false,
        reason: 'rejected',
        providerCodes: ['invalid-input-response'],
      });
    }
  });

  it('a silent provider is a timeout, a 500 or garbage is a provider error, a closed port unreachable', async () => {
    standIn.answer(() => 'hang');
    const started = Date.now();
    expect(await providers().verify('hcaptcha', 'tok')).toMatchObject({ success: false, reason: 'provider-timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    standIn.answer(() => ({ status: 500, body: 'oops' }));
    expect(await providers().verify('cloudflare-turnstile', 'tok')).toMatchObject({ reason: 'provider-error' });
    standIn.answer(() => ({ body: '<html>' }));
    expect(await providers().verify('recaptcha-v2', 'tok')).toMatchObject({ reason: 'provider-error' });
    const closed = createDemoProviders(standInConfig('http://127.0.0.1:1'));
    expect(await closed.verify('recaptcha-v2', 'tok')).toMatchObject({ reason: 'provider-unreachable' });
  });

  it('an empty token is not sent', async () => {
    standIn.answer(() => ({ body: { success: true } }));
    expect(await providers().verify('hcaptcha', '  ')).toMatchObject({ success: false, reason: 'missing-token' });
    expect(standIn.received).toHaveLength(0);
  });
});

describe('reCAPTCHA v3', () => {
  const env = {
    DEMO_RECAPTCHA_V3_SITE_KEY: 'v3-site',
    DEMO_RECAPTCHA_V3_SECRET: 'v3-secret',
    DEMO_RECAPTCHA_V3_MIN_SCORE: '0.7',
  };

  it('refuses a minimum score outside 0–1', () => {
    expect(() => standInConfig(standIn.base, { ...env, DEMO_RECAPTCHA_V3_MIN_SCORE: '2' })).toThrow(
      /DEMO_RECAPTCHA_V3_MIN_SCORE must be between 0 and 1/,
    );
  });

  it('is not configured without keys (it has no test keys)', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base));
    expect(await providers.describe('recaptcha-v3', ctx)).toMatchObject({
      configured: false,
      testKeys: false,
      scriptUrl: null,
    });
    expect(await providers.verify('recaptcha-v3', 'tok')).toMatchObject({ success: false, reason: 'unconfigured' });
  });

  it('passes at or above the minimum score for its action only', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    expect(await providers.describe('recaptcha-v3', ctx)).toMatchObject({
      configured: true,
      testKeys: false,
      action: 'demo_submit',
      minScore: 0.7,
      scriptUrl: 'https://www.google.com/recaptcha/api.js?hl=en&render=v3-site',
    });
    standIn.answer(() => ({ body: { success: true, score: 0.9, action: 'demo_submit' } }));
    expect(await providers.verify('recaptcha-v3', 'tok')).toMatchObject({ success: true, score: 0.9 });
    expect(standIn.last()?.form.secret).toBe('v3-secret');
    standIn.answer(() => ({ body: { success: true, score: 0.3, action: 'demo_submit' } }));
    expect(await providers.verify('recaptcha-v3', 'tok')).toMatchObject({
      success: false,
      reason: 'score-too-low',
      score: 0.3,
    });
    standIn.answer(() => ({ body: { success: true, score: 0.9, action: 'login' } }));
    expect(await providers.verify('recaptcha-v3', 'tok')).toMatchObject({ success: false, reason: 'action-mismatch' });
  });
});

describe('reCAPTCHA Enterprise', () => {
  const env = {
    DEMO_RECAPTCHA_ENTERPRISE_SITE_KEY: 'ent-site',
    DEMO_RECAPTCHA_ENTERPRISE_PROJECT_ID: 'proj-1',
    DEMO_RECAPTCHA_ENTERPRISE_API_KEY: 'api-key',
  };

  it('creates an assessment and reads its validity, action and score', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base, env));
    expect(await providers.describe('recaptcha-enterprise', { site: 'region', language: 'ru' })).toMatchObject({
      configured: true,
      scriptUrl: 'https://www.recaptcha.net/recaptcha/enterprise.js?hl=ru&render=ent-site',
    });
    standIn.answer(() => ({
      body: { tokenProperties: { valid: true, action: 'demo_submit' }, riskAnalysis: { score: 0.9 } },
    }));
    expect(await providers.verify('recaptcha-enterprise', 'tok')).toMatchObject({ success: true, score: 0.9 });
    expect(standIn.last()).toMatchObject({
      path: '/v1/projects/proj-1/assessments',
      query: { key: 'api-key' },
      json: { event: { token: 'tok', siteKey: 'ent-site', expectedAction: 'demo_submit' } },
    });
    standIn.answer(() => ({ body: { tokenProperties: { valid: false, invalidReason: 'EXPIRED' } } }));
    expect(await providers.verify('recaptcha-enterprise', 'tok')).toMatchObject({
      success: false,
      reason: 'rejected',
      providerCodes: ['EXPIRED'],
    });
    standIn.answer(() => ({ status: 403, body: { error: { code: 403 } } }));
    expect(await providers.verify('recaptcha-enterprise', 'tok')).toMatchObject({ reason: 'provider-error' });
  });

  it('is not configured without its three variables', async () => {
    const providers = createDemoProviders(standInConfig(standIn.base));
    expect(await providers.describe('recaptcha-enterprise', ctx)).toMatchObject({ configured: false });
  });
});
