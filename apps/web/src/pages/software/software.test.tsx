// @vitest-environment node

import { resources } from '@crowdsolve/i18n';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type RenderInput, render } from '../../entry-server.tsx';
import { CATEGORIES, makeDetail, makeItem, makeReview } from '../../features/software/testing.ts';
import type { Transport } from '../../lib/request.ts';

const en = resources.en;

/** The catalogue's API as a visitor (signed out) gets it. */
function transport(calls: string[]): Transport {
  return async (url) => {
    calls.push(url);
    const u = new URL(url, 'http://x');
    const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (u.pathname === '/api/v1/catalog/categories') return reply(CATEGORIES);
    if (u.pathname === '/api/v1/catalog/software') {
      return reply({ records: [makeItem(1), makeItem(2, { name: 'Second' })], totalCount: 30 });
    }
    if (u.pathname === '/api/v1/catalog/software/captcha-helper') return reply(makeDetail());
    if (u.pathname === '/api/v1/catalog/software/my-helper') {
      return reply(makeDetail({ slug: 'my-helper', owned: true, changePending: true }));
    }
    if (u.pathname === '/api/v1/catalog/software/4587/reviews') {
      return reply({
        records: [makeReview(1, { answer: { text: 'Thanks!', at: '2026-11-21T10:00:00.000Z' } }), makeReview(2)],
        totalCount: 12,
        mine: null,
        canReview: false,
        owned: false,
      });
    }
    if (u.pathname.startsWith('/api/v1/catalog/software/')) {
      return reply({ error: { code: 'ERROR_NOT_FOUND', message: 'x' } }, 404);
    }
    return reply({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }, 400);
  };
}

async function renderPage(url: string, calls: string[] = []) {
  const input: RenderInput = {
    url,
    site: 'international',
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: null,
    transport: transport(calls),
  };
  const result = await render(input);
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc };
}

describe('the public catalogue pages, rendered on the server', () => {
  it('/software: the list as the address bar filters it, with its count and Show more', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage(
      'http://crowdsolve.test/software?categories=browser&sorting=popular&text=ab',
      calls,
    );
    expect(result.status).toBe(200);
    // Text under 3 characters is no search.
    expect(calls).toContain('/api/v1/catalog/software?page=0&sorting=popular&categories=browser');
    const names = [...doc.querySelectorAll('.software-card__name a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(names).toEqual([
      ['Tool 1', '/software/tool-1'],
      ['Second', '/software/tool-2'],
    ]);
    expect(doc.querySelector('[data-testid="catalogue-count"]')?.textContent).toBe('30 programs');
    expect(doc.querySelector('.software-more button')?.textContent).toBe('Show more');
    expect(doc.querySelector('[aria-pressed="true"]')?.textContent).toBe('Browser tools');
    expect(result.head).toContain('<link rel="canonical"');
  });

  it('/software/{slug}: the item titled by its name, its sanitised description, soft_id and first reviews', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/software/captcha-helper?lang=ru');
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Captcha Helper — Crowdsolve</title>');
    expect(doc.querySelector('h1')?.textContent).toBe('Captcha Helper');
    expect(doc.querySelector('[data-testid="software-description"]')?.innerHTML).toBe(
      '<p>It <strong>helps</strong>.</p>',
    );
    expect(doc.querySelector('[data-testid="soft-id"]')?.textContent).toBe('4587');
    expect(doc.querySelector('[data-testid="soft-id-v1"]')?.textContent).toContain('soft_id=4587');
    // The examples call this site as the visitor reached it (here plain http).
    expect(doc.querySelector('[data-testid="soft-id-v1"]')?.textContent).toContain(
      'curl http://crowdsolve.test/in.php',
    );
    expect(doc.querySelector('[data-testid="soft-id-v2"]')?.textContent).toContain(
      'POST http://crowdsolve.test/createTask',
    );
    expect(doc.querySelector('[data-testid="soft-id-v2"]')?.textContent).toContain('"softId": 4587');
    expect(doc.querySelector('[data-figure="tasks"] dd')?.textContent?.replace(/\s/g, ' ')).toBe('1 234');
    expect(doc.querySelector('#software-reviews')?.textContent).toBe('12 отзывов');
    expect([...doc.querySelectorAll('.software-review__text')].map((p) => p.textContent)).toEqual([
      'Works well, review 1',
      'Works well, review 2',
    ]);
    expect(doc.querySelector('[data-testid="review-answer"]')?.textContent).toContain('Thanks!');
    expect(doc.querySelector('.software-review-list + button')?.textContent).toBe('Показать ещё отзывы');
  });

  it('/software/{slug}: its owner is told that a change waits for moderation while this version stays live', async () => {
    const { doc } = await renderPage('http://crowdsolve.test/software/my-helper');
    expect([...doc.querySelectorAll('.notice')].map((n) => n.textContent)).toContain(en.software.form.changePending);
    const visitor = await renderPage('http://crowdsolve.test/software/captcha-helper');
    expect(visitor.doc.querySelector('.notice')).toBeNull();
  });

  it('an unknown slug answers 404 with the not-found page', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/software/no-such-thing');
    expect(result.status).toBe(404);
    expect(doc.querySelector('[data-route="notFound"] h1')?.textContent).toBe('Page not found');
    expect(result.head).toContain('noindex');
  });
});
