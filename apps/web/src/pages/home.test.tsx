// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../features/public-stats/testing.ts';

describe('the home page', () => {
  it('is rendered on the server with the live figures, the prices and an API call to this host', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage('http://crowdsolve.test/', calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v2/public_statistics?currency=USD');
    const figures = doc.querySelector('.hero [data-testid="live-figures"]');
    expect(figures?.querySelector('[data-figure="workersOnline"] .stat__value')?.textContent).toBe('17');
    expect(figures?.querySelector('[data-figure="solvedToday"] .stat__value')?.textContent).toBe('1,234');
    const rows = [...doc.querySelectorAll('[data-testid="home-price-table"] tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['Normal image captcha$1.00', 'reCAPTCHA v2$2.99']);
    const code = doc.querySelector('[data-testid="how-it-works"]')?.textContent ?? '';
    expect(code).toContain('curl https://crowdsolve.test/in.php');
    expect(code).toContain('https://crowdsolve.test/res.php?key=YOUR_API_KEY&action=get');
    expect(doc.querySelector('#order-captchas')).not.toBeNull();
    const ctas = [...doc.querySelectorAll('[data-audience] a')].map((a) => a.getAttribute('href'));
    expect(ctas).toEqual([
      '/auth/register?userType=customer',
      '/auth/register?userType=worker',
      '/auth/register?userType=developer',
    ]);
  });

  it('in Russian: roubles with the rate line', async () => {
    const { doc } = await renderPage('http://crowdsolve.test/?lang=ru');
    const cells = [...doc.querySelectorAll('[data-type="recaptcha_v2"] td')].map((td) => td.textContent);
    expect(cells[1]?.replace(/\s/g, ' ')).toBe('276,58 ₽');
    expect(doc.querySelector('[data-testid="rate-line"]')?.textContent).toContain('1 USD = 92,5 RUB');
    expect(doc.querySelector('h1')?.textContent).toContain('живыми людьми');
  });

  it('on the Chinese site without a yuan rate: the same notice as /pricing, prices in US dollars', async () => {
    const { doc } = await renderPage('http://crowdsolve.cn.test/', [], 'region');
    expect(doc.querySelector('[data-testid="no-rate"]')?.textContent).toContain('CNY');
    expect(doc.querySelector('[data-type="image_text"] td:last-child')?.textContent).toBe('US$1.00');
  });
});
