// @vitest-environment node
import { resources } from '@crowdsolve/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageState } from './app/page-state.ts';
import { alternates, closeWindows, h1, INTL, links, makeUser, page, REGION, redirect } from './testing.ts';

afterEach(async () => {
  await closeWindows();
});

describe('render: region site', () => {
  it('renders home in zh without a prefix', async () => {
    const result = await page(`${REGION}/`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('zh');
    expect(h1(result.doc)).toBe(resources.zh.home.hero.title);
    expect(alternates(result.doc)).toEqual({
      en: `${REGION}/en`,
      ru: `${REGION}/ru`,
      zh: `${REGION}/`,
      'x-default': `${REGION}/`,
    });
    expect(links(result.doc, '.header .nav a')).toContain('/pricing');
  });

  it('ignores ?lang, cookie and Accept-Language', async () => {
    const result = await page(`${REGION}/?lang=ru`, { cookies: { lang: 'en' }, acceptLanguage: 'ru' });
    expect(result.lang).toBe('zh');
  });

  it('redirects a zh-prefixed path permanently to the unprefixed one, with the query', async () => {
    expect(await redirect(`${REGION}/zh/about`)).toEqual({ kind: 'redirect', status: 301, location: '/about' });
    expect((await redirect(`${REGION}/zh/about?a=1`)).location).toBe('/about?a=1');
  });

  it('redirects /main permanently home', async () => {
    expect(await redirect(`${REGION}/main`)).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(await redirect(`${REGION}/en/main`)).toEqual({ kind: 'redirect', status: 301, location: '/en' });
  });

  it('does not apply region redirects on the international site', async () => {
    const result = await page(`${INTL}/main`);
    expect(result.status).toBe(404);
  });

  it('renders /en/affiliate in en with /en/ header links; a page being built is not indexed', async () => {
    const result = await page(`${REGION}/en/affiliate`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.routes.affiliate.title);
    const nav = links(result.doc, '.header .nav a');
    expect(nav.length).toBeGreaterThan(0);
    for (const href of nav) expect(href).toMatch(/^\/en\//);
    expect(result.doc.querySelector('.header a.brand')?.getAttribute('href')).toBe('/en');
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(result.doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternates(result.doc)).toEqual({});
    const state = JSON.parse(result.state) as PageState;
    expect(state.basename).toBe('/en');
    expect(state.boot.language).toBe('en');
  });

  it('renders /en (home) with its canonical and prefixed alternates', async () => {
    const result = await page(`${REGION}/en`);
    expect(result.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${REGION}/en`);
    expect(alternates(result.doc)).toEqual({
      en: `${REGION}/en`,
      ru: `${REGION}/ru`,
      zh: `${REGION}/`,
      'x-default': `${REGION}/`,
    });
  });

  it('answers 404 for a code-sample language that does not exist, under a prefix too', async () => {
    expect((await page(`${REGION}/en/lang/python`)).status).toBe(200);
    const unknown = await page(`${REGION}/en/lang/perl`);
    expect(unknown.status).toBe(404);
    expect(h1(unknown.doc)).toBe(resources.en.common.notFound.title);
  });

  it('renders /ru in ru', async () => {
    const result = await page(`${REGION}/ru`);
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.home.hero.title);
  });

  it('answers an unknown prefixed path with 404', async () => {
    const result = await page(`${REGION}/en/no-such-page`);
    expect(result.status).toBe(404);
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.common.notFound.title);
  });

  it('sends a signed-out visitor of /ru/enterpage to the ru login with exactly one prefix', async () => {
    const result = await redirect(`${REGION}/ru/enterpage`);
    expect(result.status).toBe(302);
    expect(result.location).toBe('/ru/auth/login?return_to=%2Fenterpage');
  });

  it('sends a zh visitor of /enterpage to the unprefixed login', async () => {
    expect((await redirect(`${REGION}/enterpage`)).location).toBe('/auth/login?return_to=%2Fenterpage');
  });

  it('renders a page without zh in its first language on the zh site', async () => {
    const result = await page(`${REGION}/api-rucaptcha`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.routes.apiRucaptcha.title);
  });

  it('renders a staff page in en on the zh site', async () => {
    const result = await page(`${REGION}/admin/users`, { user: makeUser('customer', { admin: true }) });
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.routes.adminUsers.title);
  });

  it('renders the content editor in zh on the zh site', async () => {
    const result = await page(`${REGION}/editor/blog`, { user: makeUser('customer', { admin: true }) });
    expect(result.lang).toBe('zh');
    expect(h1(result.doc)).toBe(resources.zh.routes.editorBlog.title);
  });

  it('shows the region banner linking to the international site unless dismissed', async () => {
    const shown = await page(`${REGION}/`);
    expect(shown.doc.querySelector('[data-testid="region-banner"] a')?.getAttribute('href')).toBe(`${INTL}/`);
    const dismissed = await page(`${REGION}/`, { cookies: { foreign_banner_dismissed: '1' } });
    expect(dismissed.doc.querySelector('[data-testid="region-banner"]')).toBeNull();
    const international = await page(`${INTL}/`);
    expect(international.doc.querySelector('[data-testid="region-banner"]')).toBeNull();
  });
});
