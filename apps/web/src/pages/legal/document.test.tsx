// @vitest-environment node
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type RenderInput, render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

function transport(calls: string[]): Transport {
  return async (url) => {
    calls.push(url);
    const u = new URL(url, 'http://x');
    const m = u.pathname.match(/^\/api\/v1\/legal\/(terms|payment|privacy)$/);
    if (m) {
      const language = u.searchParams.get('language');
      return new Response(
        JSON.stringify({
          document: m[1],
          version: '2026-11-25',
          publishedAt: '2026-11-25',
          language,
          title: `Title ${m[1]} ${language}`,
          html: `<h2>Who runs the service</h2><p>Operator: Example Ltd (${language})</p>`,
          history: [{ version: '2026-11-01', publishedAt: '2026-11-01' }],
        }),
        { status: 200 },
      );
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

async function renderPage(url: string, calls: string[]) {
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

describe('the legal pages', () => {
  it.each([
    ['/terms-of-service', 'terms'],
    ['/payment-policy', 'payment'],
    ['/privacy-policy', 'privacy'],
  ])('%s is rendered on the server with its current version and text', async (path, document) => {
    const calls: string[] = [];
    const { result, doc } = await renderPage(`http://crowdsolve.test${path}`, calls);
    expect(result.status).toBe(200);
    expect(calls).toContain(`/api/v1/legal/${document}?language=en`);
    expect(doc.querySelector('h1')?.textContent).toBe(`Title ${document} en`);
    expect(doc.querySelector('[data-testid="legal-version"]')?.textContent).toBe(
      'Version 2026-11-25, in effect since November 25, 2026',
    );
    expect(doc.querySelector('.legal__text')?.textContent).toContain('Operator: Example Ltd (en)');
    expect(doc.querySelectorAll('.legal__others a')).toHaveLength(2);
    expect(doc.querySelector('.legal__history li')?.textContent).toContain('2026-11-01');
  });

  it('asks for the Russian text on the Russian page', async () => {
    const calls: string[] = [];
    const { doc } = await renderPage('http://crowdsolve.test/privacy-policy?lang=ru', calls);
    expect(calls).toContain('/api/v1/legal/privacy?language=ru');
    expect(doc.querySelector('[data-testid="legal-version"]')?.textContent).toMatch(/^Версия 2026-11-25, действует с/);
  });
});
