import { describe, expect, it } from 'vitest';
import { isBuilt } from './route-paths.ts';
import { ROUTES } from './route-table.ts';
import { contentEntries, disallowedPaths, robotsTxt, sitemapEntries, sitemapXml } from './seo.ts';

const INTL = 'https://crowdsolve.test';
const REGION = 'https://crowdsolve.cn.test';

/** robots.txt matching: prefix, `*` any characters, `$` the end. */
function blocks(rule: string, url: string): boolean {
  const exact = rule.endsWith('$');
  const body = (exact ? rule.slice(0, -1) : rule).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${body}${exact ? '$' : ''}`).test(url);
}
const sample = (path: string) => path.replace(/:[^/]+/g, 'abc');

describe('sitemap', () => {
  it('lists the built public pages of the international site in en and ?lang=ru', () => {
    const locs = sitemapEntries('international', INTL).map((e) => e.loc);
    expect(locs).toContain(`${INTL}/`);
    expect(locs).toContain(`${INTL}/?lang=ru`);
    expect(locs).toContain(`${INTL}/pricing`);
    expect(locs).toContain(`${INTL}/pricing?lang=ru`);
    expect(locs.some((l) => l.includes('lang=zh'))).toBe(false);
  });

  it('lists the region site with its language prefixes, zh unprefixed', () => {
    const locs = sitemapEntries('region', REGION).map((e) => e.loc);
    expect(locs).toEqual(expect.arrayContaining([`${REGION}/`, `${REGION}/en`, `${REGION}/ru`, `${REGION}/pricing`]));
    expect(locs).toEqual(expect.arrayContaining([`${REGION}/en/pricing`, `${REGION}/ru/pricing`]));
    expect(locs.some((l) => l.startsWith(`${REGION}/zh`))).toBe(false);
  });

  it('leaves out pages being built, guarded pages and not-indexed pages', () => {
    const locs = new Set(sitemapEntries('international', INTL).map((e) => new URL(e.loc).pathname));
    for (const def of ROUTES) {
      const listed = locs.has(def.path);
      if (!isBuilt(def) || def.guard.kind !== 'public' || !def.indexable) expect(listed, def.id).toBe(false);
    }
    expect(locs.has('/about')).toBe(true);
    expect(locs.has('/terms-of-service')).toBe(true);
    expect(locs.has('/auth/login')).toBe(false);
    expect(locs.has('/enterpage')).toBe(false);
  });

  it('is sitemap XML with alternate-language links', () => {
    const xml = sitemapXml('international', INTL);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(`<loc>${INTL}/pricing</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${INTL}/pricing?lang=ru"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${INTL}/pricing"/>`);
  });
});

describe('sitemap: content pages', () => {
  const pages = [
    { path: '/blog/first-post', languages: ['en', 'ru'] as const },
    { path: '/h/pingback', languages: ['zh'] as const },
  ];

  it('lists each article in the languages it exists in, its alternates naming only those', () => {
    const intl = contentEntries('international', INTL, pages);
    expect(intl.map((e) => e.loc)).toEqual([`${INTL}/blog/first-post`, `${INTL}/blog/first-post?lang=ru`]);
    expect(intl[0]?.alternates.map((a) => a.hreflang)).toEqual(['en', 'ru', 'x-default']);
    const region = contentEntries('region', REGION, pages);
    expect(region.map((e) => e.loc)).toEqual([
      `${REGION}/en/blog/first-post`,
      `${REGION}/ru/blog/first-post`,
      `${REGION}/h/pingback`,
    ]);
  });

  it('adds them to sitemap.xml after the route table', () => {
    const xml = sitemapXml('international', INTL, pages);
    expect(xml).toContain(`<loc>${INTL}/blog/first-post?lang=ru</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${INTL}/blog/first-post?lang=ru"/>`);
    expect(sitemapXml('international', INTL)).not.toContain('first-post');
  });
});

describe('robots.txt', () => {
  const rules = disallowedPaths();
  const blocked = (url: string) => ['/api/', ...rules].some((r) => blocks(r, url));

  it('blocks every private route (cabinets, profile, payments, staff)', () => {
    for (const def of ROUTES) {
      if (def.guard.kind === 'public' || def.guard.kind === 'guest') continue;
      expect(blocked(sample(def.path)), def.path).toBe(true);
      expect(blocked(`${sample(def.path)}?lang=ru`), def.path).toBe(true);
    }
    expect(blocked('/api/v2/user')).toBe(true);
  });

  it('leaves every indexable page open', () => {
    for (const def of ROUTES.filter((r) => r.indexable)) expect(blocked(sample(def.path)), def.path).toBe(false);
    for (const path of ['/', '/pricing', '/payment-policy', '/public_statistics', '/software', '/proxy/residential']) {
      expect(blocked(path), path).toBe(false);
    }
  });

  it('names the sitemap on the requesting origin and repeats the rules under the region prefixes', () => {
    const intl = robotsTxt('international', INTL);
    expect(intl.startsWith('User-agent: *\n')).toBe(true);
    expect(intl).toContain('Disallow: /api/\n');
    expect(intl).toContain('Disallow: /profile\n');
    expect(intl).toContain(`Sitemap: ${INTL}/sitemap.xml`);
    expect(intl).not.toContain('Disallow: /en/');
    const region = robotsTxt('region', REGION);
    expect(region).toContain('Disallow: /profile\n');
    expect(region).toContain('Disallow: /en/profile\n');
    expect(region).toContain('Disallow: /ru/profile\n');
    expect(region).toContain(`Sitemap: ${REGION}/sitemap.xml`);
  });
});
