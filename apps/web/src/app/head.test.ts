import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildHead, type PageHead, pageHeadOf, renderHead } from './head.ts';
import type { RouteDef } from './route-types.ts';

const ORIGIN = 'https://crowdsolve.test';
const t = ((key: string) => key) as unknown as TFunction;
const article: RouteDef = {
  id: 'blogArticle',
  path: '/blog/:slug',
  guard: { kind: 'public' },
  languages: ['en', 'ru', 'zh'],
  page: 'article',
  indexable: true,
};

const head = (
  page: PageHead | null,
  language: 'en' | 'ru' | 'zh' = 'en',
  site: 'international' | 'region' = 'international',
) =>
  buildHead({
    def: article,
    site,
    language,
    path: `/blog/hello${language === 'ru' ? '?lang=ru' : ''}`,
    origin: ORIGIN,
    t,
    page,
  });

describe('the head of a page whose content exists in fewer languages than its route', () => {
  it('names every language of the route when the page says nothing', () => {
    expect(head(null).alternates.map((a) => a.hreflang)).toEqual(['en', 'ru', 'x-default']);
  });

  it('names only the languages the article is published in', () => {
    const h = head({ title: 'Hello', languages: ['en'] }, 'en');
    expect(h.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/blog/hello` },
      { hreflang: 'x-default', href: `${ORIGIN}/blog/hello` },
    ]);
    expect(h.title).toBe('Hello — Crowdsolve');
    const region = head({ title: 'Hello', languages: ['ru', 'zh'] }, 'zh', 'region');
    expect(region.alternates.map((a) => [a.hreflang, a.href])).toEqual([
      ['ru', `${ORIGIN}/ru/blog/hello`],
      ['zh', `${ORIGIN}/blog/hello`],
      ['x-default', `${ORIGIN}/blog/hello`],
    ]);
  });

  it('points the canonical at the language shown when the requested one is not published', () => {
    const h = head({ title: 'Hello', languages: ['en'], language: 'en' }, 'ru');
    expect(h.canonical).toBe(`${ORIGIN}/blog/hello`);
    expect(head({ title: 'Привет', languages: ['en', 'ru'], language: 'ru' }, 'ru').canonical).toBe(
      `${ORIGIN}/blog/hello?lang=ru`,
    );
  });

  it('links the page feed as RSS, and a head without a title keeps the route title', () => {
    const page = pageHeadOf({ pageHead: { feed: '/blog/rss.xml?lang=en' } });
    expect(page).toEqual({ feed: '/blog/rss.xml?lang=en' });
    const h = buildHead({
      def: { ...article, id: 'blog', path: '/blog' },
      site: 'international',
      language: 'en',
      path: '/blog',
      origin: ORIGIN,
      t,
      page,
    });
    expect(h.title).toBe('routes:blog.title — Crowdsolve');
    expect(renderHead(h)).toContain(
      `<link rel="alternate" type="application/rss+xml" title="routes:blog.title — Crowdsolve" href="${ORIGIN}/blog/rss.xml?lang=en">`,
    );
    expect(pageHeadOf({ pageHead: { title: 5 } })).toBeNull();
  });
});
