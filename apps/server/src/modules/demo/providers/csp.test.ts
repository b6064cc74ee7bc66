import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { registerCspRelaxation, registerSecurityHeaders, widenPolicy } from '../../../platform/security-headers.ts';
import { configuredSiteHosts } from '../../../platform/web/site.ts';
import { createDemoProviders } from './index.ts';

const config = loadConfig({ NODE_ENV: 'test', INTERNATIONAL_HOSTS: 'localhost', REGION_HOSTS: 'zh.localhost' });
const app = Fastify();
beforeAll(async () => {
  registerSecurityHeaders(app, config);
  const sites = configuredSiteHosts(config.sites);
  registerCspRelaxation(
    app,
    createDemoProviders(config.demoProviders).cspRelaxer,
    async (host) => (await sites.siteOfHost(host)) ?? config.sites.defaultSite,
  );
  app.get('/*', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

async function policy(url: string, host = 'localhost'): Promise<Map<string, string[]>> {
  const res = await app.inject({ url, headers: { host } });
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the content security policy per route', () => {
  it('widens /demo/hcaptcha, and its language-prefixed forms, to hCaptcha hosts only', async () => {
    for (const [url, host] of [
      ['/demo/hcaptcha', 'localhost'],
      ['/demo/hcaptcha?lang=ru', 'localhost'],
      ['/ru/demo/hcaptcha', 'zh.localhost'],
      ['/en/demo/hcaptcha', 'zh.localhost'],
    ] as const) {
      const p = await policy(url, host);
      for (const directive of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
        expect(p.get(directive), `${url} ${directive}`).toEqual(
          expect.arrayContaining(["'self'", 'https://*.hcaptcha.com']),
        );
      }
      expect(p.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect([...p.values()].flat().join(' ')).not.toMatch(/google|cloudflare|geetest/);
    }
  });

  it('loads reCAPTCHA from recaptcha.net on the region site and from google.com elsewhere', async () => {
    const region = await policy('/demo/recaptcha-v2', 'zh.localhost');
    expect(region.get('script-src')).toContain('https://www.recaptcha.net/recaptcha/');
    expect(region.get('frame-src')).toContain('https://www.recaptcha.net/recaptcha/');
    expect([...region.values()].flat().join(' ')).not.toContain('google.com');
    const international = await policy('/demo/recaptcha-v2');
    expect(international.get('script-src')).toContain('https://www.google.com/recaptcha/');
    expect([...international.values()].flat().join(' ')).not.toContain('recaptcha.net');
  });

  it('keeps every other page strict', async () => {
    const strict = await policy('/');
    expect(strict.get('script-src')).toEqual(["'self'"]);
    expect(strict.has('frame-src')).toBe(false);
    for (const url of ['/demo/normal', '/pricing', '/demo/hcaptcha/extra', '/xx/demo/hcaptcha', '/demo/solvemedia']) {
      expect(await policy(url), url).toEqual(strict);
    }
  });

  it('widening keeps the strict sources and drops none', () => {
    expect(
      widenPolicy("default-src 'self';script-src 'self';object-src 'none'", {
        scriptSrc: ['https://a.example'],
        frameSrc: ['https://b.example'],
      }),
    ).toBe(
      "default-src 'self';script-src 'self' https://a.example;object-src 'none';frame-src 'self' https://b.example",
    );
  });
});
