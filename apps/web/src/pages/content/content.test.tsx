// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeArticle, makeListItem } from '../../features/content/testing.ts';
import { renderPage as renderWith } from '../type-landings/testing.ts';

/** The articles' API as a visitor (signed out) gets it: one tutorial in en and ru, no blog posts. */
const API = {
  '/api/v1/tutorials': (u: URL) => ({
    articles: [makeListItem(1, { kind: 'tutorial', language: u.searchParams.get('language') === 'ru' ? 'ru' : 'en' })],
    totalCount: 1,
    page: 0,
    pageSize: 12,
  }),
  '/api/v1/articles': { articles: [], totalCount: 0, page: 0, pageSize: 12 },
  '/api/v1/tutorials/by-slug/first-call': (u: URL) => {
    const ru = u.searchParams.get('language') === 'ru';
    return makeArticle({
      kind: 'tutorial',
      language: ru ? 'ru' : 'en',
      title: ru ? 'Первый запрос' : 'Your first call',
    });
  },
  '/api/v1/articles/by-slug/english-only': makeArticle({ slug: 'english-only', languages: ['en'], headings: [] }),
  '/api/v1/catalog/articles/by-slug/no-such-thing': null,
};

async function renderPage(url: string, calls: string[] = []) {
  const page = await renderWith(url, API);
  calls.push(...page.calls);
  return page;
}

const ORIGIN = 'http://crowdsolve.test';

describe('the article pages, rendered on the server', () => {
  it('/h: the list with its data; search under 3 characters is not sent; the feed is linked', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage(`${ORIGIN}/h?text=ab&lang=ru`, calls);
    expect(result.status).toBe(200);
    expect(calls.filter((c) => c.includes('/tutorials'))).toEqual([
      '/api/v1/tutorials?page=0&language=ru&hostname=crowdsolve.test&currency=RUB&sorting=new',
    ]);
    expect([...doc.querySelectorAll('.article-card__title a')].map((a) => a.getAttribute('href'))).toEqual([
      '/h/post-1',
    ]);
    expect(doc.querySelector('[data-testid="article-count"]')?.textContent).toBe('1 руководство');
    expect(doc.querySelector('.article-rss')?.getAttribute('href')).toBe('/h/rss.xml?lang=ru');
    expect(result.head).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Руководства — Crowdsolve" href="${ORIGIN}/h/rss.xml?lang=ru">`,
    );
  });

  it('/support/h lists tutorials too; a search from 3 characters is rendered', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage(`${ORIGIN}/support/h?text=pingback`, calls);
    expect(result.status).toBe(200);
    expect(calls).toContain(
      '/api/v1/tutorials?page=0&language=en&hostname=crowdsolve.test&currency=USD&text=pingback&sorting=new',
    );
    expect(doc.querySelector('h1')?.textContent).toBe('Help tutorials');
    expect((doc.querySelector('input[type="search"]') as unknown as HTMLInputElement).value).toBe('pingback');
  });

  it('/blog with no posts says so', async () => {
    const { doc } = await renderPage(`${ORIGIN}/blog`);
    expect(doc.querySelector('[data-testid="article-empty"]')?.textContent).toContain('No posts yet.');
  });

  it('/h/{slug}: titled by the article, its html, contents and languages; alternates name only those', async () => {
    const { result, doc } = await renderPage(`${ORIGIN}/h/first-call?lang=ru`);
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Первый запрос — Crowdsolve</title>');
    expect(doc.querySelector('h1')?.textContent).toBe('Первый запрос');
    expect(doc.querySelector('[data-testid="article-body"] pre code .hljs-built_in')?.textContent).toBe('curl');
    expect([...doc.querySelectorAll('[data-testid="article-toc"] a')].map((a) => a.getAttribute('href'))).toEqual([
      '#key',
      '#call',
      '#answer',
    ]);
    // Each heading links to itself.
    expect(doc.querySelector('h3#answer .article-anchor')?.getAttribute('href')).toBe('#answer');
    const languages = doc.querySelector('[data-testid="article-languages"]');
    expect(languages?.querySelector('a')?.getAttribute('href')).toBe('/h/first-call');
    expect(languages?.querySelector('[aria-current]')?.textContent).toBe('Русский');
    expect(result.head).toContain(`<link rel="canonical" href="${ORIGIN}/h/first-call?lang=ru">`);
    expect(result.head).toContain(`hreflang="en" href="${ORIGIN}/h/first-call"`);
    expect(result.head).toContain(`hreflang="ru" href="${ORIGIN}/h/first-call?lang=ru"`);
  });

  it('an article in English only, asked for in Russian: shown in English, canonical to it, no other alternates', async () => {
    const { result, doc } = await renderPage(`${ORIGIN}/blog/english-only?lang=ru`);
    expect(result.status).toBe(200);
    expect(doc.querySelector('.article-fallback')?.textContent).toContain('«English»');
    expect(doc.querySelector('[data-testid="article-toc"]')).toBeNull();
    expect(doc.querySelector('[data-testid="article-languages"]')).toBeNull();
    expect(result.head).toContain(`<link rel="canonical" href="${ORIGIN}/blog/english-only">`);
    expect(result.head).not.toContain('hreflang="ru"');
  });

  it('an unknown slug answers 404 with the not-found page', async () => {
    const { result, doc } = await renderPage(`${ORIGIN}/software/blog/no-such-thing`);
    expect(result.status).toBe(404);
    expect(doc.querySelector('[data-route="notFound"] h1')?.textContent).toBe('Page not found');
    expect(result.head).toContain('noindex');
  });
});
