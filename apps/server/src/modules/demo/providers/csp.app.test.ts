import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import type { DatabaseHandle } from '../../../platform/db.ts';

const target = DATABASE_TARGETS[0];

describe.runIf(target)('the whole app: policy per route', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await (target as NonNullable<typeof target>).open();
    app = await testApp(database, { env: { INTERNATIONAL_HOSTS: 'localhost', REGION_HOSTS: 'zh.localhost' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const csp = async (url: string, host = 'localhost') =>
    String((await app.inject({ url, headers: { host } })).headers['content-security-policy'] ?? '');

  it('names hCaptcha hosts on /demo/hcaptcha, recaptcha.net on the region reCAPTCHA page, nothing else elsewhere', async () => {
    expect(await csp('/demo/hcaptcha')).toContain('https://*.hcaptcha.com');
    expect(await csp('/ru/demo/hcaptcha', 'zh.localhost')).toContain('https://*.hcaptcha.com');
    const region = await csp('/demo/recaptcha-v2', 'zh.localhost');
    expect(region).toContain('https://www.recaptcha.net/recaptcha/');
    expect(region).not.toContain('google.com');
    expect(await csp('/demo/recaptcha-v2')).toContain('https://www.google.com/recaptcha/');
    const strict = await csp('/');
    expect(strict).toContain("script-src 'self';");
    for (const url of ['/demo/normal', '/pricing', '/healthz']) expect(await csp(url), url).toBe(strict);
  });
});
