// @vitest-environment node
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type RenderInput, render } from '../entry-server.tsx';
import type { Transport } from '../lib/request.ts';

const prices = (currency: string, rate: number) => ({
  currency,
  rate,
  rateDate: currency === 'USD' ? null : '2026-11-24',
  rateSource: currency === 'USD' ? null : currency === 'CNY' ? 'staff' : 'fetched',
  prices: [
    { type: 'image_text', per1000: 1 * rate, per1000Micros: 1_000_000 },
    { type: 'recaptcha_v2', per1000: 2.99 * rate, per1000Micros: 2_990_000 },
  ],
});

function transport(calls: string[]): Transport {
  return async (url) => {
    calls.push(url);
    if (url.startsWith('/api/v2/customer/prices')) {
      const currency = new URL(url, 'http://x').searchParams.get('currency') ?? 'USD';
      const body =
        currency === 'RUB' ? prices('RUB', 92.5) : currency === 'CNY' ? prices('CNY', 7.25) : prices('USD', 1);
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

async function renderPricing(url: string, calls: string[], site: RenderInput['site'] = 'international') {
  const input: RenderInput = {
    url,
    site,
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: site === 'region' ? 'http://crowdsolve.test/' : null,
    transport: transport(calls),
  };
  const result = await render(input);
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc };
}

describe('the pricing page', () => {
  it('is rendered on the server with the price table in the visitor’s currency', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPricing('http://crowdsolve.test/pricing', calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v2/customer/prices?currency=USD');
    const rows = [...doc.querySelectorAll('[data-testid="price-table"] tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['Normal image captcha$1.00', 'reCAPTCHA v2$2.99']);
    expect(doc.querySelector('[data-testid="rate-line"]')).toBeNull();
  });

  it('shows roubles for Russian', async () => {
    const calls: string[] = [];
    const { doc } = await renderPricing('http://crowdsolve.test/pricing?lang=ru', calls);
    expect(calls).toContain('/api/v2/customer/prices?currency=RUB');
    const cells = [...doc.querySelectorAll('[data-type="recaptcha_v2"] td')].map((td) => td.textContent);
    // Kopecks, not a third decimal (2.99 × 92.5 = 276.575).
    expect(cells[1]?.replace(/\s/g, ' ')).toBe('276,58 ₽');
    const line = doc.querySelector('[data-testid="rate-line"]')?.textContent ?? '';
    expect(line).toContain('1 USD = 92,5 RUB, курс на 24 нояб. 2026');
    expect(line).toContain('Ежедневный справочный курс.');
  });

  it('shows yuan on the Chinese site, with the day of a rate set by staff', async () => {
    const { doc } = await renderPricing('http://crowdsolve.cn.test/pricing', [], 'region');
    const line = doc.querySelector('[data-testid="rate-line"]')?.textContent ?? '';
    expect(line).toContain('1 USD = 7.25 CNY，2026年11月24日 汇率');
    expect(line).toContain('由工作人员设定的汇率。');
  });
});
