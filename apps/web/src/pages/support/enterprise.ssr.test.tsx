// @vitest-environment node
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

const USD = 1_000_000;

/** The enterprise plan's API for a visitor (no RUB rate on the server here: RUB falls back to USD). */
function transport(calls: string[], rub: boolean): Transport {
  return async (url) => {
    calls.push(url);
    if (url.startsWith('/api/v2/user/enterprise_support/pricing')) {
      const inRub = rub && url.includes('currency=RUB');
      const rate = inRub ? 90 : 1;
      const body = {
        currency: inRub ? 'RUB' : 'USD',
        rate,
        rateDate: inRub ? '2026-11-24' : null,
        rateSource: inRub ? 'fetched' : null,
        periods: [
          { period: 'month', months: 1, priceMicros: 200 * USD, price: 200 * rate },
          { period: 'quarter', months: 3, priceMicros: 600 * USD, price: 600 * rate },
          { period: 'year', months: 12, priceMicros: 2400 * USD, price: 2400 * rate },
        ],
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    if (url === '/api/v2/user/enterprise_support/conditions') {
      const body = {
        queuePriority: true,
        limitFactor: 3,
        submitsPerBurst: 180,
        concurrentCalls: 60,
        plan: null,
        canBuy: false,
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

async function renderPage(url: string, rub = true) {
  const calls: string[] = [];
  const result = await render({
    url,
    site: 'international',
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: null,
    transport: transport(calls, rub),
  });
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc, calls };
}

describe('/support/enterprise on the server', () => {
  it('is rendered for a visitor with its prices and conditions preloaded', async () => {
    const { result, doc, calls } = await renderPage('http://crowdsolve.test/support/enterprise');
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v2/user/enterprise_support/pricing?currency=USD');
    expect(calls).toContain('/api/v2/user/enterprise_support/conditions');
    expect(doc.querySelector('h1')?.textContent).toBe('Enterprise support');
    const rows = [...doc.querySelectorAll('[data-testid="enterprise-prices"] tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['Month (1 month)$200.00', 'Quarter (3 months)$600.00', 'Year (12 months)$2,400.00']);
    expect(doc.body.textContent).toContain('up to 180 submits in 3 seconds and 60 calls at once');
    expect(doc.querySelector('a[href="/auth/login?return_to=%2Fsupport%2Fenterprise"]')).not.toBeNull();
  });

  it('is in Russian with prices in roubles, or in dollars with a notice when there is no rate', async () => {
    const ru = await renderPage('http://crowdsolve.test/support/enterprise?lang=ru');
    expect(ru.calls).toContain('/api/v2/user/enterprise_support/pricing?currency=RUB');
    expect(ru.doc.querySelector('h1')?.textContent).toBe('Поддержка для бизнеса');
    expect(ru.doc.querySelector('[data-period="quarter"]')?.textContent).toContain('3 месяца');
    expect(ru.doc.querySelector('[data-period="year"]')?.textContent).toContain('12 месяцев');
    expect(ru.doc.querySelector('[data-period="month"]')?.textContent).toMatch(/18\s000/);
    const noRate = await renderPage('http://crowdsolve.test/support/enterprise?lang=ru', false);
    expect(noRate.doc.querySelector('[role="status"]')?.textContent).toContain('RUB');
    expect(noRate.doc.querySelector('[data-period="month"]')?.textContent).toContain('200');
  });
});
