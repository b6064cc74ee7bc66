/** Server renders of the home and statistics pages against canned API replies (tests only). */
import { Window } from 'happy-dom';
import { type RenderInput, render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

const prices = (currency: string, rate: number) => ({
  currency,
  rate,
  rateDate: currency === 'USD' ? null : '2026-11-24',
  rateSource: currency === 'USD' ? null : 'fetched',
  prices: [
    { type: 'image_text', per1000: 1 * rate, per1000Micros: 1_000_000 },
    { type: 'recaptcha_v2', per1000: 2.99 * rate, per1000Micros: 2_990_000 },
  ],
});

/** The server's replies: RUB has a rate, CNY has none (the reply falls back to USD). */
function transport(calls: string[]): Transport {
  return async (url) => {
    calls.push(url);
    const u = new URL(url, 'http://x');
    const asked = u.searchParams.get('currency') ?? 'USD';
    const reply = asked === 'RUB' ? prices('RUB', 92.5) : prices('USD', 1);
    if (u.pathname === '/api/v2/public_statistics') {
      const body = {
        workersOnline: 17,
        avgSolveSeconds: 12.4,
        avgWaitSeconds: 2.1,
        solvedToday: 1234,
        queueLength: 5,
        prices: reply,
        publicUrl: 'https://crowdsolve.test',
        at: '2026-11-24T12:00:00.000Z',
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    if (u.pathname.startsWith('/api/v2/public_statistics/graph/')) {
      const graph = u.pathname.split('/').at(-1);
      const at = ['2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z'];
      const body = {
        graph,
        period: u.searchParams.get('period'),
        resolution: 'hour',
        currency: reply.currency,
        rate: reply.rate,
        rateDate: reply.rateDate,
        rateSource: reply.rateSource,
        at,
        series: [
          { key: 'image', format: 'money', values: [null, 0.5 * reply.rate] },
          { key: 'token', format: 'money', values: [null, 2 * reply.rate] },
        ],
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

/** Renders a page on the server as the app does, against canned replies of the statistics API. */
export async function renderPage(url: string, calls: string[] = [], site: RenderInput['site'] = 'international') {
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
