// @vitest-environment node
import { resources } from '@crowdsolve/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageState } from './app/page-state.ts';
import type { Transport } from './lib/request.ts';
import { alternates, type Call, closeWindows, h1, INTL, links, page, userTransport } from './testing.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await closeWindows();
});

describe('render: international site', () => {
  it('renders home with status 200, title, heading and language links', async () => {
    const result = await page(`${INTL}/`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('en');
    const title = result.doc.querySelector('title')?.textContent ?? '';
    expect(title).toContain('Crowdsolve');
    expect(title).toContain(resources.en.routes.home.title);
    expect(h1(result.doc)).toBe(resources.en.home.hero.title);
    expect(result.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${INTL}/`);
    expect(alternates(result.doc)).toEqual({
      en: `${INTL}/`,
      ru: `${INTL}/?lang=ru`,
      'x-default': `${INTL}/`,
    });
    expect(result.doc.querySelector('link[hreflang="zh"]')).toBeNull();
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  it('asks the API for the user with the app headers', async () => {
    const calls: Call[] = [];
    await page(`${INTL}/about?lang=ru`, { transport: userTransport(null, calls), csrfToken: 'tok-9' });
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]?.url).toBe('/api/v2/user');
    expect(calls[0]?.init.headers).toMatchObject({
      accept: 'application/json',
      'x-csrf-token': 'tok-9',
      'x-interface-language': 'ru',
    });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('renders a placeholder page with its translated title and unprefixed header links', async () => {
    const result = await page(`${INTL}/blog`);
    expect(result.status).toBe(200);
    expect(h1(result.doc)).toBe(resources.en.routes.blog.title);
    expect(result.doc.querySelector('title')?.textContent).toBe(`${resources.en.routes.blog.title} — Crowdsolve`);
    const nav = links(result.doc, '.header a');
    expect(nav).toContain('/pricing');
    expect(nav.every((href) => !href.startsWith('/en/') && !href.startsWith('/ru/'))).toBe(true);
  });

  it('renders ru for ?lang=ru', async () => {
    const result = await page(`${INTL}/?lang=ru`);
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.home.hero.title);
    expect(result.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${INTL}/?lang=ru`);
  });

  it('renders ru for the lang=ru cookie', async () => {
    const result = await page(`${INTL}/blog`, { cookies: { lang: 'ru' } });
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.routes.blog.title);
  });

  it('sets the theme chosen in the theme cookie on the page; none (the system theme) without it', async () => {
    expect((await page(`${INTL}/`, { cookies: { theme: 'dark' } })).theme).toBe('dark');
    expect((await page(`${INTL}/`, { cookies: { theme: 'light' } })).theme).toBe('light');
    expect((await page(`${INTL}/`)).theme).toBeNull();
    expect((await page(`${INTL}/`, { cookies: { theme: '"><script>' } })).theme).toBeNull();
  });

  it('lets ?lang win over the cookie', async () => {
    const result = await page(`${INTL}/about?lang=en`, { cookies: { lang: 'ru' } });
    expect(result.lang).toBe('en');
  });

  it('renders ru for a Russian Accept-Language', async () => {
    const result = await page(`${INTL}/`, { acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(result.lang).toBe('ru');
  });

  it('falls back to en for Accept-Language zh-CN', async () => {
    const result = await page(`${INTL}/`, { acceptLanguage: 'zh-CN' });
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.home.hero.title);
  });

  it('falls back to en for ?lang=zh', async () => {
    const result = await page(`${INTL}/?lang=zh`);
    expect(result.lang).toBe('en');
  });

  it('answers an unknown path with 404 and the not-found text, not indexed', async () => {
    const result = await page(`${INTL}/no/such/page`);
    expect(result.status).toBe(404);
    expect(h1(result.doc)).toBe(resources.en.common.notFound.title);
    expect(result.doc.body.textContent).toContain(resources.en.common.notFound.text);
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(result.doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('marks a page being built noindex, without canonical or alternate links', async () => {
    const result = await page(`${INTL}/affiliate`);
    expect(result.status).toBe(200);
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(result.doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(result.doc.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it.each(['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript'])('renders /lang/%s', async (lang) => {
    const result = await page(`${INTL}/lang/${lang}`);
    expect(result.status).toBe(200);
    // The language's own page (here without its files: the test's API has none).
    expect(h1(result.doc)).toMatch(/code sample$/);
  });

  it.each([
    '/lang/perl',
    '/blog/no-such-article',
    '/h/no-such-tutorial',
    '/software/no-such-item',
    '/software/blog/no-such-article',
    '/demo/no-such-demo',
    '/p/no-such-landing',
    '/proxy/no-such-proxy',
    '/api-docs/no-such-doc',
    '/support/faq/12345',
  ])('answers %s with 404 and the not-found page', async (path) => {
    const result = await page(`${INTL}${path}`);
    expect(result.status).toBe(404);
    expect(h1(result.doc)).toBe(resources.en.common.notFound.title);
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('keeps the fixed pages beside a dynamic route that has no content yet', async () => {
    expect((await page(`${INTL}/demo/recaptcha-v2`)).status).toBe(200);
    expect((await page(`${INTL}/proxy/residential`)).status).toBe(200);
    expect((await page(`${INTL}/support/faq/worker`)).status).toBe(200);
  });

  it('shows the error screen with status 500 when the user cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: Transport = async () =>
      new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }), { status: 500 });
    const result = await page(`${INTL}/about`, { transport: failing });
    expect(result.status).toBe(500);
    expect(h1(result.doc)).toBe(resources.en.common.errorScreen.title);
    expect((JSON.parse(result.state) as PageState).router).toBeNull();
  });

  describe('page languages', () => {
    it('renders a ru-first page in en when the site language is en', async () => {
      const result = await page(`${INTL}/api-rucaptcha`);
      expect(result.lang).toBe('en');
      expect(h1(result.doc)).toBe(resources.en.routes.apiRucaptcha.title);
    });

    it('renders a ru-first page in ru for ?lang=ru', async () => {
      const result = await page(`${INTL}/api-rucaptcha?lang=ru`);
      expect(result.lang).toBe('ru');
      expect(h1(result.doc)).toBe(resources.ru.routes.apiRucaptcha.title);
    });
  });
});
