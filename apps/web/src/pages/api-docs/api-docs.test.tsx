// @vitest-environment node
import { type ApiDocArticle, ApiDocArticleSchema, type ApiDocIndex, ApiDocIndexSchema } from '@crowdsolve/contract';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type RenderInput, render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

/** Answers shaped as the server's (checked against the contract), for the asked version and host. */
function index(version: 'v1' | 'v2', host: string): ApiDocIndex {
  return ApiDocIndexSchema.parse({
    version,
    baseUrl: `http://${host}`,
    entries: [
      {
        slug: 'submit',
        title: version === 'v1' ? 'in.php' : 'createTask',
        summary: 'Send a task.',
        category: 'method',
        per1000Micros: null,
      },
      {
        slug: 'turnstile',
        title: 'Cloudflare Turnstile',
        summary: 'A token.',
        category: 'token',
        per1000Micros: 1_450_000,
      },
      { slug: 'image-text', title: 'Image captcha', summary: 'Text.', category: 'image', per1000Micros: 1_000_000 },
      { slug: 'errors', title: 'Error codes', summary: 'Errors.', category: 'errors', per1000Micros: null },
    ],
  });
}

function article(slug: string, version: 'v1' | 'v2', host: string): ApiDocArticle {
  const base = `http://${host}`;
  return ApiDocArticleSchema.parse({
    slug,
    version,
    baseUrl: base,
    page: 'type',
    title: slug === 'recaptcha-v2' ? 'reCAPTCHA v2' : 'Cloudflare Turnstile',
    summary: 'A token for the page.',
    endpoint: { httpMethod: 'POST', path: version === 'v1' ? '/in.php' : '/createTask' },
    params: [
      {
        names: [version === 'v1' ? 'pageurl' : 'websiteURL'],
        type: 'url',
        required: true,
        maxLength: 4096,
        description: 'The page.',
      },
      { names: ['action'], type: 'string', required: false, maxLength: 256, description: 'The action.' },
    ],
    examples: [{ label: 'submit', code: `curl ${base}${version === 'v1' ? '/in.php' : '/createTask'}` }],
    type: {
      kind: 'turnstile',
      category: 'token',
      selectors: version === 'v1' ? ['method=turnstile'] : ['TurnstileTaskProxyless', 'TurnstileTask'],
      proxyTypes: ['TurnstileTask'],
      answer: 'token',
      answerDescription: 'The token.',
      per1000Micros: 1_450_000,
      deadlineSeconds: 120,
      unsolvableAfterSeconds: 300,
    },
    errors: [],
  });
}

function transport(calls: string[]): Transport {
  return async (url) => {
    calls.push(url);
    const u = new URL(url, 'http://x');
    const version = u.searchParams.get('version') === 'v2' ? 'v2' : 'v1';
    const host = u.searchParams.get('hostname') ?? 'missing';
    if (u.pathname === '/api/v1/api-docs') return Response.json(index(version, host));
    if (u.pathname === '/api/v2/customer/prices') {
      // Roubles have a rate, yuan none (the reply falls back to US dollars, as the server's does).
      const rub = u.searchParams.get('currency') === 'RUB';
      const rate = rub ? 92.5 : 1;
      return Response.json({
        currency: rub ? 'RUB' : 'USD',
        rate,
        rateDate: rub ? '2026-11-24' : null,
        rateSource: rub ? 'fetched' : null,
        prices: [{ type: 'turnstile', per1000: 1.45 * rate, per1000Micros: 1_450_000 }],
      });
    }
    const slug = u.pathname.replace('/api/v1/api-docs/', '');
    if (u.pathname.startsWith('/api/v1/api-docs/') && slug) return Response.json(article(slug, version, host));
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

async function page(url: string, calls: string[] = [], site: RenderInput['site'] = 'international') {
  const input: RenderInput = {
    url,
    site,
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: site === 'region' ? 'http://docs.test/' : null,
    transport: transport(calls),
  };
  const result = await render(input);
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc, calls };
}

describe('the API documentation pages', () => {
  it('/api-docs is rendered on the server with the index of this host, in v1 unless v2 is asked', async () => {
    const v1 = await page('http://docs.test:8080/api-docs');
    expect(v1.result.status).toBe(200);
    expect(v1.calls).toContain('/api/v1/api-docs?language=en&version=v1&hostname=docs.test%3A8080');
    expect(v1.doc.querySelector('[data-testid="doc-base"]')?.textContent).toBe('http://docs.test:8080');
    expect(v1.doc.querySelector('[data-slug="submit"]')?.textContent).toContain('in.php');
    expect(v1.doc.querySelector('[data-slug="turnstile"]')?.textContent).toContain('$1.45');
    expect(v1.doc.querySelector('[data-version="v1"]')?.getAttribute('aria-current')).toBe('page');

    const v2 = await page('http://docs.test:8080/api-docs?version=v2');
    expect(v2.doc.querySelector('[data-slug="submit"]')?.textContent).toContain('createTask');
    expect(v2.doc.querySelector('[data-slug="turnstile"] a')?.getAttribute('href')).toBe(
      '/api-docs/turnstile?version=v2',
    );
  });

  it('/api-docs/{slug} shows the parameters and copyable examples of that version', async () => {
    const { result, doc, calls } = await page('http://docs.test/api-docs/turnstile?version=v2&lang=ru');
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/api-docs/turnstile?language=ru&version=v2&hostname=docs.test');
    expect(doc.querySelector('h1')?.textContent).toBe('Cloudflare Turnstile');
    expect(doc.querySelector('[data-param="websiteURL"]')?.textContent).toContain('да');
    expect(doc.querySelector('[data-testid="doc-endpoint"]')?.textContent).toBe('POST http://docs.test/createTask');
    expect(doc.querySelector('.code-figure pre')?.textContent).toBe('curl http://docs.test/createTask');
    expect(doc.querySelector('.code-figure button')?.textContent).toBe('Копировать');
    // Each page is titled by what it documents, in the head too.
    expect(result.head).toContain('<title>Cloudflare Turnstile API — ');
    expect(result.head).toContain('content="A token for the page."');
  });

  it("shows prices in the visitor's currency as /pricing does, with its notice when the currency has no rate", async () => {
    const price = (doc: Document) => doc.querySelector('[data-testid="doc-price"]')?.textContent?.replace(/\s/g, ' ');
    const ru = await page('http://docs.test/api-docs/turnstile?lang=ru');
    expect(ru.calls).toContain('/api/v2/customer/prices?currency=RUB');
    expect(price(ru.doc as unknown as Document)).toContain('134,13 ₽');
    expect(ru.doc.querySelector('[data-testid="no-rate"]')).toBeNull();
    const ruIndex = await page('http://docs.test/api-docs?lang=ru');
    expect(ruIndex.doc.querySelector('[data-slug="turnstile"]')?.textContent?.replace(/\s/g, ' ')).toContain(
      '134,13 ₽',
    );
    const product = await page('http://docs.test/turnstile-api?lang=ru');
    expect(price(product.doc as unknown as Document)).toContain('134,13 ₽');

    const zh = await page('http://docs.cn.test/api-docs/turnstile', [], 'region');
    expect(zh.calls).toContain('/api/v2/customer/prices?currency=CNY');
    expect(price(zh.doc as unknown as Document)).toContain('1.45');
    expect(zh.doc.querySelector('[data-testid="no-rate"]')?.textContent).toContain('CNY');
    const en = await page('http://docs.test/api-docs/turnstile');
    expect(price(en.doc as unknown as Document)).toContain('$1.45');
    expect(en.doc.querySelector('[data-testid="no-rate"]')).toBeNull();
  });

  it('answers 404 for a slug the engine does not document', async () => {
    const { result, calls } = await page('http://docs.test/api-docs/no-such-doc');
    expect(result.status).toBe(404);
    expect(calls.some((c) => c.startsWith('/api/v1/api-docs'))).toBe(false);
  });

  it('/{product}-api lands on the captcha type with an intro, /api-rucaptcha is Russian first', async () => {
    const recaptcha = await page('http://docs.test/recaptcha-api');
    expect(recaptcha.result.status).toBe(200);
    expect(recaptcha.calls).toContain('/api/v1/api-docs/recaptcha-v2?language=en&version=v1&hostname=docs.test');
    expect(recaptcha.doc.querySelector('[data-testid="doc-article"]')).not.toBeNull();
    expect(recaptcha.doc.querySelector('.lead')?.textContent).toContain('reCAPTCHA');

    const ru = await page('http://docs.test/api-rucaptcha?lang=ru');
    expect(ru.result.status).toBe(200);
    expect(ru.doc.body.textContent).toContain('http://docs.test/in.php');
    expect(ru.doc.querySelector('.lead')?.textContent).toContain('rucaptcha');
  });
});
