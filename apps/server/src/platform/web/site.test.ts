import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as web from '../../../../web/src/entry-server.tsx';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { bootOf, sourceRenderer } from '../../../test/web.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { secureCookies } from '../cookies.ts';
import type { DatabaseHandle } from '../db.ts';
import { siteForHost, siteLinkFor, siteLinks } from './site.ts';

describe('sites by host name', () => {
  it('serves the region site on zh.localhost and the international one on localhost out of the box', () => {
    const { sites } = loadConfig({});
    expect(siteForHost('zh.localhost:3000', sites)).toBe('region');
    expect(siteForHost('ZH.localhost', sites)).toBe('region');
    expect(siteForHost('localhost:3000', sites)).toBe('international');
    expect(siteForHost('crowdsolve.example', sites)).toBe('international');
    expect(siteForHost('zh.localhost', loadConfig({ REGION_HOSTS: 'off' }).sites)).toBe('international');
  });

  it('renders ?lang=zh in English where there is no region site to send it to', async () => {
    const result = await web.render({
      url: 'http://localhost:3000/?lang=zh',
      site: 'international',
      cookies: {},
      acceptLanguage: undefined,
      csrfToken: 'c'.repeat(32),
      internationalUrl: null,
      regionUrl: null,
      // A visitor: the API answers the user query as it does without a session.
      transport: async () =>
        new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    });
    expect(result).toMatchObject({ kind: 'page', lang: 'en' });
  });

  it('links a site on a local name with the request’s scheme and port, and only from a local name', () => {
    expect(siteLinkFor('https://zh.localhost/', 'http', 'localhost:3471')).toBe('http://zh.localhost:3471/');
    expect(siteLinkFor('http://localhost:3000/', 'http', 'zh.localhost:8080')).toBe('http://localhost:8080/');
    expect(siteLinkFor('https://localhost/', 'http', '127.0.0.1')).toBe('http://localhost/');
    // A public page never links to a name only the server's machine resolves.
    expect(siteLinkFor('https://zh.localhost/', 'https', 'crowdsolve.example')).toBeNull();
    // A public site is linked as configured.
    expect(siteLinkFor('https://crowdsolve.cn/', 'http', 'localhost:3000')).toBe('https://crowdsolve.cn/');
    expect(siteLinkFor(null, 'http', 'localhost:3000')).toBeNull();
    expect(siteLinks(loadConfig({ REGION_HOSTS: 'off' }).sites, 'http', 'localhost:3000')).toEqual({
      internationalUrl: 'http://localhost:3000/',
      regionUrl: null,
    });
  });
});

describe('the region site on a default install', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    const target = DATABASE_TARGETS[0];
    if (!target) throw new Error('no database target');
    database = await target.open();
    const renderer = await sourceRenderer();
    // No site settings: the defaults a fresh install runs with.
    app = await buildApp({ config: testConfig(), database, renderer, logger: false, sweepEveryMs: 0 });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = (url: string, host: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('answers Host: zh.localhost:PORT in Chinese, with the international site a link away', async () => {
    const res = await page('/', 'zh.localhost:3471', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="zh">');
    expect(bootOf(res.body)).toMatchObject({
      site: 'region',
      language: 'zh',
      internationalUrl: 'http://localhost:3471/',
    });
    // The switcher: the other languages under their prefixes, and the international site.
    expect(res.body).toContain('href="/en"');
    expect(res.body).toContain('href="/ru"');
    expect(res.body).toContain('href="http://localhost:3471/"');
    expect(res.body).toContain('<link rel="canonical" href="http://zh.localhost:3471/"');
  });

  it('serves English and Russian under their prefixes there, and sends /zh/… to the unprefixed path', async () => {
    const en = await page('/en/pricing', 'zh.localhost:3471');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    const zh = await page('/zh/pricing', 'zh.localhost:3471');
    expect(zh.statusCode).toBe(301);
    expect(zh.headers.location).toBe('/pricing');
  });

  it('offers 中文 on the international site as the same page on zh.localhost, on the request’s port', async () => {
    const res = await page('/pricing', 'localhost:3471');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(bootOf(res.body)).toMatchObject({ site: 'international', regionUrl: 'http://zh.localhost:3471/' });
    expect(res.body).toMatch(/<a href="http:\/\/zh\.localhost:3471\/pricing" hrefLang="zh" lang="zh"[^>]*>中文<\/a>/);
    // ?lang=zh asks for the region site's language: the same page there.
    const query = await page('/pricing?lang=zh&x=1', 'localhost:3471');
    expect(query.statusCode).toBe(302);
    expect(query.headers.location).toBe('http://zh.localhost:3471/pricing?x=1');
  });

  it('sets working cookies on zh.localhost: the CSRF cookie is host-only and a session-less visit renders', async () => {
    const res = await page('/', 'zh.localhost:3471');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const csrf = cookies.find((c) => c.startsWith('cs_csrf='));
    expect(csrf).toBeDefined();
    expect(csrf).not.toMatch(/domain=/i);
    expect(csrf).not.toMatch(/;\s*secure/i);
  });

  it('keeps cookies without the Secure flag on plain-http local names in production too, where browsers would drop them', () => {
    const request = (host: string) => ({ protocol: 'http', host }) as FastifyRequest;
    expect(secureCookies(request('zh.localhost:3000'), true)).toBe(false);
    expect(secureCookies(request('localhost:3000'), true)).toBe(false);
    expect(secureCookies(request('crowdsolve.example'), true)).toBe(true);
    expect(secureCookies(request('zh.localhost.example.com'), true)).toBe(true);
  });
});
