// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../features/public-stats/testing.ts';

const figure = (doc: { querySelector(s: string): { textContent: string | null } | null }, key: string) =>
  doc.querySelector(`[data-figure="${key}"] .stat__value`)?.textContent?.replace(/\s/g, ' ');

describe('the public statistics', () => {
  it('overview: rendered on the server with the live figures and links to the six charts', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage('http://crowdsolve.test/public_statistics', calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v2/public_statistics?currency=USD');
    expect(figure(doc, 'workersOnline')).toBe('17');
    expect(figure(doc, 'avgSolve')).toBe('12.4 sec');
    expect(figure(doc, 'solvedToday')).toBe('1,234');
    expect(figure(doc, 'queue')).toBe('5');
    const links = [...doc.querySelectorAll('.public-stats__links a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/public_statistics/customer-rate',
      '/public_statistics/customer-solving-speed',
      '/public_statistics/service-load',
      '/public_statistics/workers-online',
      '/public_statistics/waiting-time',
      '/public_statistics/employee-rate',
    ]);
  });

  it('customer rates: the 7-day chart in roubles for Russian, its latest figures, the table collapsed, the rate', async () => {
    const calls: string[] = [];
    const { doc } = await renderPage('http://crowdsolve.test/public_statistics/customer-rate?lang=ru', calls);
    expect(calls).toContain('/api/v2/public_statistics/graph/devprice?currency=RUB&period=7d');
    expect(doc.querySelector('h1')?.textContent).toBe('Тарифы для клиентов');
    // The newest hour's figures are in the page as text; the table waits, collapsed, until opened.
    expect(doc.querySelector('.chart__summary')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Последние данные, 24 нояб., 11:00 (UTC): Капчи-картинки: 46,25 ₽ · Токен-капчи: 185,00 ₽.',
    );
    expect(doc.querySelector('details.chart__details')?.hasAttribute('open')).toBe(false);
    expect(doc.querySelector('details.chart__details summary')?.textContent).toBe('Показать данные таблицей');
    expect(doc.querySelector('.chart__table')).toBeNull();
    expect(doc.querySelector('[data-testid="rate-line"]')?.textContent).toContain('1 USD = 92,5 RUB');
    expect(doc.querySelector('[aria-pressed="true"]')?.textContent).toBe('7 дней');
    expect(doc.querySelector('[data-testid="no-rate"]')).toBeNull();
  });

  it('shows the no-rate notice when the currency has no rate (prices stay in US dollars)', async () => {
    const { doc } = await renderPage('http://crowdsolve.cn.test/public_statistics/employee-rate', [], 'region');
    expect(doc.querySelector('[data-testid="no-rate"]')?.textContent).toContain('CNY');
    const latest = doc.querySelector('.chart__summary')?.textContent ?? '';
    expect(latest).toContain('US$0.50');
    expect(latest).toContain('US$2.00');
  });

  it('service load: counts in one query whatever the language, no currency to choose, hours in the table', async () => {
    const calls: string[] = [];
    const { doc } = await renderPage('http://crowdsolve.test/public_statistics/service-load?lang=ru', calls);
    expect(calls).toContain('/api/v2/public_statistics/graph/devload?currency=USD&period=7d');
    expect(doc.querySelector('[data-testid="currency-select"]')).toBeNull();
    expect(doc.querySelector('.chart__table')).toBeNull();
    const periods = [...doc.querySelectorAll('.public-graph__controls button')].map((b) => b.textContent);
    expect(periods).toEqual(['24 часа', '7 дней', '30 дней', '1 год']);
  });
});
