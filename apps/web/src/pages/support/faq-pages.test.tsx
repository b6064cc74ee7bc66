// @vitest-environment node
import type { FaqEntry, FaqListReply, SupportSearchReply } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../type-landings/testing.ts';

const ORIGIN = 'http://crowdsolve.test';

const entry = (id: number, over: Partial<FaqEntry> = {}): FaqEntry => ({
  id,
  audience: 'worker',
  question: `Question ${id}?`,
  answerHtml: `<p>Answer <strong>${id}</strong>.</p>`,
  language: 'en',
  languages: ['en', 'ru', 'zh'],
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

/** The support API as a visitor gets it. */
const API = {
  '/api/v1/support/faq': (u: URL): FaqListReply => {
    const ru = u.searchParams.get('language') === 'ru';
    const audience = (u.searchParams.get('audience') ?? 'worker') as FaqListReply['audience'];
    return {
      audience,
      language: ru ? 'ru' : 'en',
      entries: [
        entry(1, { audience, language: ru ? 'ru' : 'en', question: ru ? 'Как начать работать?' : 'How do I start?' }),
        entry(2, { audience }),
      ],
    };
  },
  '/api/v1/support/faq/1': (u: URL) => ({
    entry: entry(1, u.searchParams.get('language') === 'zh' ? { language: 'en', languages: ['en'] } : {}),
    related: [{ id: 2, audience: 'worker', question: 'Question 2?' }],
  }),
  '/api/v1/support/faq/404': null,
  '/api/v1/support/search': (u: URL): SupportSearchReply => ({
    text: u.searchParams.get('text') ?? '',
    language: 'en',
    ignored: false,
    results: [
      {
        source: 'faq',
        title: 'How do I withdraw my earnings?',
        summary: 'In the Partner area…',
        path: '/support/faq/6',
      },
      { source: 'tutorial', title: 'Getting paid', summary: 'Payouts', path: '/h/worker-payouts' },
      { source: 'api-docs', title: 'getbalance', summary: 'Your balance', path: '/api-docs/getbalance' },
    ],
  }),
};

describe('the support pages, rendered on the server', () => {
  it('/support: the search, the four topics, a sign-in way to a ticket and the bot', async () => {
    const { result, doc, calls } = await renderPage(`${ORIGIN}/support`, API);
    expect(result.status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Support');
    expect(doc.querySelector('input[type="search"]')).not.toBeNull();
    expect([...doc.querySelectorAll('.support-topic')].map((a) => a.getAttribute('href'))).toEqual([
      '/support/faq/worker',
      '/support/faq/customer',
      '/support/faq/developer',
      '/support/faq/worker-terms',
    ]);
    expect(doc.querySelector('[data-testid="support-ticket-link"]')?.getAttribute('href')).toBe(
      '/auth/login?return_to=%2Fsupport%2Ftickets%2Fnew',
    );
    expect(doc.querySelector('a[href="/support/bot"]')).not.toBeNull();
    expect(calls.some((c) => c.includes('/support/search'))).toBe(false);
  });

  it('/support?text=…: the results of each source, rendered; under 3 characters nothing is asked', async () => {
    const { doc, calls } = await renderPage(`${ORIGIN}/support?text=payout`, API);
    expect(calls).toContain('/api/v1/support/search?text=payout&language=en&hostname=crowdsolve.test');
    const results = [...doc.querySelectorAll('[data-testid="support-results"] a')];
    expect(results.map((a) => [a.getAttribute('data-source'), a.getAttribute('href')])).toEqual([
      ['faq', '/support/faq/6'],
      ['tutorial', '/h/worker-payouts'],
      ['api-docs', '/api-docs/getbalance'],
    ]);
    expect(doc.body.textContent).toContain('3 results for “payout”');
    const short = await renderPage(`${ORIGIN}/support?text=pa`, API);
    expect(short.calls.some((c) => c.includes('/support/search'))).toBe(false);
  });

  it('/support/faq/worker: the questions with anchors and answers, in Russian with plurals', async () => {
    const { result, doc, calls } = await renderPage(`${ORIGIN}/support/faq/worker?lang=ru`, API);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/support/faq?audience=worker&language=ru');
    expect(doc.querySelector('h1')?.textContent).toBe(doc.querySelector('[aria-current="page"]')?.textContent);
    expect(doc.body.textContent).toContain('2 вопроса');
    const first = doc.querySelector('details#q-1');
    expect(first?.querySelector('summary')?.textContent).toBe('Как начать работать?');
    expect(first?.querySelector('strong')?.textContent).toBe('1');
    expect(first?.querySelector('a[href="/support/faq/1"]')).not.toBeNull();
  });

  it('/support/faq/{id}: titled by its question, related entries, a fallback language said', async () => {
    const { result, doc } = await renderPage(`${ORIGIN}/support/faq/1`, API);
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Question 1? — Crowdsolve</title>');
    expect(result.head).toContain('<meta name="description" content="Answer 1.">');
    expect(doc.querySelector('h1')?.textContent).toBe('Question 1?');
    expect(doc.querySelector('.faq-related a')?.getAttribute('href')).toBe('/support/faq/2');
    expect(doc.querySelector('a[href="/support/faq/worker#q-1"]')).not.toBeNull();
    const zh = await renderPage(`${ORIGIN}/support/faq/1`, API, 'region');
    expect(zh.doc.querySelector('.faq-item .notice')?.textContent).toContain('English');
  });

  it('an unknown or malformed id answers 404 with the not-found page', async () => {
    for (const path of ['/support/faq/404', '/support/faq/abc']) {
      const { result, doc } = await renderPage(`${ORIGIN}${path}`, API);
      expect(result.status, path).toBe(404);
      expect(doc.querySelector('[data-route="notFound"]'), path).not.toBeNull();
    }
  });
});
