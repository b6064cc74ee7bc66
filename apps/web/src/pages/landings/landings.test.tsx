// @vitest-environment node
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type RenderInput, render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

const OPERATOR_NONE = { name: null, address: null, email: null, registration: null, country: null, phone: null };

function worker(currency: string, rate: number) {
  return {
    currency,
    rate,
    pay: [
      { type: 'image_text', per1000: 0.6 * rate, per1000Micros: 600_000 },
      { type: 'recaptcha_v2', per1000: 1.5 * rate, per1000Micros: 1_500_000 },
    ],
    training: { passShare: 0.9, tasks: 10 },
    payouts: [
      { method: 'usdt_trc20', minimumMicros: 1_000_000, fee: { type: 'fixed', micros: 100_000 } },
      { method: 'paypal', minimumMicros: 1_000_000, fee: { type: 'percent', basisPoints: 300 } },
    ],
    complaintWindowMinutes: 10,
  };
}

function transport(calls: string[], operator: Record<string, string | null> = OPERATOR_NONE): Transport {
  return async (url) => {
    calls.push(url);
    const u = new URL(url, 'http://x');
    const currency = u.searchParams.get('currency') ?? 'USD';
    const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (u.pathname === '/api/v1/landings/operator') return ok({ operator, publicUrl: 'http://crowdsolve.test' });
    // No rate for CNY: the reply falls back to dollars.
    if (u.pathname === '/api/v1/landings/worker') return ok(currency === 'RUB' ? worker('RUB', 90) : worker('USD', 1));
    if (u.pathname === '/api/v2/customer/prices') {
      return ok({
        currency: 'USD',
        rate: 1,
        rateDate: null,
        rateSource: null,
        prices: [{ type: 'image_text', per1000: 1, per1000Micros: 1_000_000 }],
      });
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

async function renderPage(url: string, calls: string[], operator?: Record<string, string | null>) {
  const input: RenderInput = {
    url,
    site: 'international',
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: null,
    transport: transport(calls, operator),
  };
  const result = await render(input);
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc };
}

describe('/about', () => {
  it('says the operator has not filled in their details, inventing none', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/about', []);
    expect(result.status).toBe(200);
    expect(doc.body.textContent).toContain('The operator has not filled in their details yet.');
    const fields = [...doc.querySelectorAll('[data-testid="operator"] dd')].map((d) => d.textContent);
    expect(fields).toEqual(Array(6).fill('Not filled in by the operator yet'));
  });

  it('shows the configured details', async () => {
    const operator = { ...OPERATOR_NONE, name: 'Example Labs Ltd', email: 'hello@example.com' };
    const { doc } = await renderPage('http://crowdsolve.test/about', [], operator);
    expect(doc.querySelector('[data-field="name"]')?.textContent).toBe('Example Labs Ltd');
    expect(doc.querySelector('[data-field="email"] a')?.getAttribute('href')).toBe('mailto:hello@example.com');
    expect(doc.querySelector('[data-field="phone"]')?.textContent).toBe('Not filled in by the operator yet');
  });
});

describe('the worker landings', () => {
  it.each(['/job', '/jobs', '/make-money-online'])('%s shows live pay, the training and payouts', async (path) => {
    const calls: string[] = [];
    const { result, doc } = await renderPage(`http://crowdsolve.test${path}`, calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/landings/worker?currency=USD');
    const pay = [...doc.querySelectorAll('[data-testid="worker-pay"] tbody tr')].map((tr) => tr.textContent);
    expect(pay).toEqual(['Normal image captcha$0.60', 'reCAPTCHA v2$1.50']);
    const steps = [...doc.querySelectorAll('[data-testid="worker-path"] li')].map((li) => li.textContent);
    expect(steps[1]).toBe('Take the training: 10 control tasks with known answers.');
    expect(steps[2]).toContain('90 %');
    const payouts = [...doc.querySelectorAll('[data-testid="worker-payouts"] tbody tr')].map((tr) => tr.textContent);
    expect(payouts).toEqual(['USDT (TRC-20)$1.00$0.10', 'PayPal$1.003 %']);
    expect(doc.querySelector('a[href="/auth/register?userType=worker"]')).not.toBeNull();
  });

  it('shows pay in roubles on the Russian page', async () => {
    const calls: string[] = [];
    const { doc } = await renderPage('http://crowdsolve.test/job?lang=ru', calls);
    expect(calls).toContain('/api/v1/landings/worker?currency=RUB');
    const first = doc.querySelector('[data-testid="worker-pay"] tbody tr td:last-child')?.textContent ?? '';
    expect(first).toMatch(/54,00\s₽/);
  });
});

describe('/for-customer', () => {
  it('shows prices per 1000, what a customer gets and how to start', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage('http://crowdsolve.test/for-customer', calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v2/customer/prices?currency=USD');
    const rows = [...doc.querySelectorAll('[data-testid="customer-prices"] tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['Normal image captcha$1.00']);
    expect(doc.querySelector('[data-testid="customer-get"]')?.textContent).toContain('within 10 minutes');
    expect(doc.querySelector('a[href="/auth/register?userType=customer"]')).not.toBeNull();
  });
});
