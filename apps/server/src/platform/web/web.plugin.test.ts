import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as web from '../../../../web/src/entry-server.tsx';
import { precompress } from '../../../../web/vite.config.ts';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../db.ts';
import { type PageRenderer, productionRenderer } from './renderer.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../../web');
/** A hashed script big enough for twins, and one too small for them. */
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const SMALL_JS = 'export const x = 1;\n';

/**
 * A production build in a temporary folder (the client files with the twins the build plugin
 * writes, and an SSR entry), served by the production renderer; pages are rendered by the real
 * web entry from source.
 */
async function buildFixture(dir: string): Promise<PageRenderer> {
  const client = path.join(dir, 'client');
  await fs.mkdir(path.join(client, 'assets'), { recursive: true });
  await fs.mkdir(path.join(dir, 'server'), { recursive: true });
  const template = await fs.readFile(path.join(WEB_ROOT, 'index.html'), 'utf8');
  await fs.writeFile(path.join(client, 'index.html'), template);
  await fs.writeFile(path.join(client, 'assets', 'app-Ab12Cd34.js'), BIG_JS);
  await fs.writeFile(path.join(client, 'assets', 'tiny-Ef56Gh78.js'), SMALL_JS);
  await fs.writeFile(path.join(dir, 'server', 'entry-server.js'), 'export const render = null;\n');
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string; ssr: boolean } }): void;
    closeBundle(): void;
  };
  plugin.configResolved({ root: dir, build: { outDir: 'client', ssr: false } });
  plugin.closeBundle();
  const built = await productionRenderer(dir);
  return {
    ...built,
    render: (input) => web.render(input),
    sitemap: async (site, origin, pages) => web.sitemapXml(site, origin, pages),
    robots: async (site, origin) => web.robotsTxt(site, origin),
  };
}

const decoded = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
};
const vary = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase();

describe('web serving: compression, sitemap, robots, not-found pages', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    const target = DATABASE_TARGETS[0];
    if (!target) throw new Error('no database target');
    database = await target.open();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crowdsolve-web-'));
    const renderer = await buildFixture(dir);
    app = await buildApp({
      config: testConfig({ INTERNATIONAL_HOSTS: 'localhost', REGION_HOSTS: '127.0.0.1' }),
      database,
      renderer,
      logger: false,
      sweepEveryMs: 0,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('hashed assets from the build twins', () => {
    const ASSET = '/assets/app-Ab12Cd34.js';

    it('has twins for the big script only', async () => {
      const files = await fs.readdir(path.join(dir, 'client', 'assets'));
      expect(files.sort()).toEqual(['app-Ab12Cd34.js', 'app-Ab12Cd34.js.br', 'app-Ab12Cd34.js.gz', 'tiny-Ef56Gh78.js']);
    });

    it('sends brotli when accepted, with the script type, Vary and the immutable cache', async () => {
      const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(vary(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(BIG_JS.length);
      expect(decoded(res)).toBe(BIG_JS);
    });

    it('sends gzip when brotli is not accepted', async () => {
      for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=0.5, deflate']) {
        const res = await get(ASSET, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe('gzip');
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(decoded(res)).toBe(BIG_JS);
      }
    });

    it('sends the file itself without Accept-Encoding or for identity, still with Vary', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const res = await get(ASSET, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(vary(res)).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body).toBe(BIG_JS);
      }
    });

    it('sends a small file as it is', async () => {
      const res = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SMALL_JS);
    });

    it('gives the twins no URL of their own', async () => {
      expect((await get(`${ASSET}.br`)).statusCode).toBe(404);
      expect((await get(`${ASSET}.gz`)).statusCode).toBe(404);
    });
  });

  describe('pages and web API compressed on the fly', () => {
    it('compresses a page with brotli or gzip, with Vary', async () => {
      const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(vary(br)).toContain('accept-encoding');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      const html = decoded(br);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<link rel="canonical" href="http://localhost/">');

      // Each page's state carries its own CSRF token and times, so pages are compared without it.
      const page = (text: string) => text.replace(/<script type="application\/json" id="cs-state">.*?<\/script>/s, '');
      const gz = await get('/', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(page(decoded(gz))).toBe(page(html));

      const plain = await get('/', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(vary(plain)).toContain('accept-encoding');
      expect(page(plain.body)).toBe(page(html));
    });

    it('revalidates a page by its ETag: the same page answers 304 without a body', async () => {
      // The page carries the visitor's CSRF token: the same visitor (cookie) gets the same page.
      const visit = await get('/pricing');
      const setCookie = [visit.headers['set-cookie']].flat().find((c) => String(c).startsWith('cs_csrf='));
      const cookie = String(setCookie).split(';')[0] as string;
      const first = await get('/pricing', { cookie });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const second = await get('/pricing', { cookie });
      expect(second.headers.etag, 'the data fetched again does not change the page').toBe(etag);

      const again = await get('/pricing', { cookie, 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await get('/pricing', { cookie, 'if-none-match': 'W/"another"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<html');
      const otherLanguage = await get('/pricing?lang=ru', { cookie, 'if-none-match': etag });
      expect(otherLanguage.statusCode).toBe(200);
    });

    it('compresses the not-found page too, keeping its 404', async () => {
      const res = await get('/no-such-page', { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toContain('<meta name="robots" content="noindex">');
    });

    it('compresses JSON of the web API above 1 kB', async () => {
      const res = await get('/api/worker/v1/openapi.json', { 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(vary(res)).toContain('accept-encoding');
      expect(JSON.parse(decoded(res))).toHaveProperty('openapi');
      const plain = await get('/api/worker/v1/openapi.json');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(decoded(res));
    });

    it('leaves small JSON answers as they are', async () => {
      const res = await get('/api/v2/user', { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ error: { code: 'ERROR_EMPTY_USER' } });
    });
  });

  describe('the solver API is answered byte for byte as before', () => {
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object | string; type?: string }[] = [
      { method: 'GET', url: '/res.php?key=0123456789abcdef0123456789abcdef&action=getbalance' },
      { method: 'GET', url: '/res.php?key=0123456789abcdef0123456789abcdef&action=getbalance&json=1' },
      { method: 'GET', url: '/in.php?key=0123456789abcdef0123456789abcdef&method=base64&body=aGVsbG8=' },
      {
        method: 'POST',
        url: '/in.php',
        payload: `key=bad&method=base64&json=1&body=${'A'.repeat(4000)}`,
        type: 'application/x-www-form-urlencoded',
      },
      {
        method: 'POST',
        url: '/createTask',
        payload: { clientKey: 'bad', task: { type: 'ImageToTextTask', body: 'x' } },
      },
      { method: 'POST', url: '/getTaskResult', payload: { clientKey: 'bad', taskId: 1 } },
      { method: 'POST', url: '/getBalance', payload: { clientKey: 'bad' } },
      { method: 'POST', url: '/getQueueStats', payload: { clientKey: 'bad', queueId: 1 } },
    ];

    const send = (call: (typeof calls)[number], acceptEncoding?: string) =>
      app.inject({
        method: call.method,
        url: call.url,
        ...(call.payload !== undefined ? { payload: call.payload } : {}),
        headers: {
          ...(call.type ? { 'content-type': call.type } : {}),
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    it.each(calls.map((c) => [`${c.method} ${c.url.slice(0, 60)}`, c] as const))('%s', async (_name, call) => {
      const plain = await send(call);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(vary(plain)).not.toContain('accept-encoding');
      // A client that accepts compression gets the very same bytes and headers.
      const accepting = await send(call, 'gzip, deflate, br');
      expect(accepting.headers['content-encoding']).toBeUndefined();
      expect(accepting.statusCode).toBe(plain.statusCode);
      expect(accepting.rawPayload.equals(plain.rawPayload)).toBe(true);
      const { 'x-request-id': _a, date: _b, ...plainHeaders } = plain.headers;
      const { 'x-request-id': _c, date: _d, ...acceptingHeaders } = accepting.headers;
      expect(acceptingHeaders).toEqual(plainHeaders);
    });
  });

  describe('sitemap.xml and robots.txt from the route table', () => {
    it('lists the indexable pages of the international host in every language', async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body).toContain('<loc>http://localhost/</loc>');
      expect(res.body).toContain('<loc>http://localhost/?lang=ru</loc>');
      expect(res.body).toContain('<loc>http://localhost/pricing</loc>');
      expect(res.body).toContain('<loc>http://localhost/pricing?lang=ru</loc>');
      // Built public pages are listed; pages being built and cabinets are not.
      expect(res.body).toContain('<loc>http://localhost/about</loc>');
      expect(res.body).not.toContain('/blog/');
      expect(res.body).not.toContain('/enterpage');
    });

    it('lists every published language version of every article the site shows', async () => {
      const db = database.db;
      const [{ id }] = (await db
        .insertInto('article')
        .values({ kind: 'blog', slug: 'in-the-sitemap', sites: ['international'] })
        .returning('id')
        .execute()) as [{ id: number }];
      const published = { isPublished: true, publishedTitle: 'T', publishedBody: 'B', publishedAt: new Date() };
      await db
        .insertInto('articleTranslation')
        .values([
          { articleId: id, language: 'en', ...published },
          { articleId: id, language: 'ru', ...published },
          { articleId: id, language: 'zh', isPublished: false },
        ])
        .execute();
      const intl = (await get('/sitemap.xml')).body;
      expect(intl).toContain('<loc>http://localhost/blog/in-the-sitemap</loc>');
      expect(intl).toContain('<loc>http://localhost/blog/in-the-sitemap?lang=ru</loc>');
      // Not shown on the region site.
      const region = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:3000' } });
      expect(region.body).not.toContain('in-the-sitemap');
      await db.deleteFrom('article').where('id', '=', id).execute();
    });

    it('lists the region host with its language prefixes', async () => {
      const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:3000' } });
      expect(res.body).toContain('<loc>http://127.0.0.1:3000/</loc>');
      expect(res.body).toContain('<loc>http://127.0.0.1:3000/en/pricing</loc>');
      expect(res.body).toContain('<loc>http://127.0.0.1:3000/ru/pricing</loc>');
      expect(res.body).toContain('<loc>http://127.0.0.1:3000/pricing</loc>');
    });

    it('names the sitemap and disallows the API, cabinets and staff pages', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const rule of ['/api/', '/profile', '/enterpage', '/cabinet', '/admin', '/editor', '/pay$', '/partner']) {
        expect(lines, rule).toContain(`Disallow: ${rule}`);
      }
      expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
      const region = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1' } });
      expect(region.body).toContain('Disallow: /en/profile\n');
      expect(region.body).toContain('Sitemap: http://127.0.0.1/sitemap.xml');
    });
  });

  describe('pages being built and unknown slugs', () => {
    it('marks a page being built noindex without canonical or alternates', async () => {
      const res = await get('/affiliate');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('rel="alternate"');
    });

    it('indexes a built page', async () => {
      const res = await get('/');
      expect(res.body).toContain('<meta name="robots" content="index, follow">');
      expect(res.body).toContain('<link rel="alternate" hreflang="ru" href="http://localhost/?lang=ru">');
    });

    it.each(['/lang/perl', '/blog/no-such-article', '/h/no-such-tutorial', '/software/no-such-item', '/p/nothing'])(
      'answers %s with 404 and the not-found page',
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('data-route="notFound"');
      },
    );

    it('answers the seven code-sample languages', async () => {
      for (const lang of ['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript']) {
        expect((await get(`/lang/${lang}`)).statusCode, lang).toBe(200);
      }
    });
  });
});
