import { Window } from 'happy-dom';
import { type RenderInput, render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

/** Answers API calls from `routes` (path without query → JSON body, or a function of the URL); 404 otherwise. */
export function transport(calls: string[], routes: Record<string, unknown | ((url: URL) => unknown)>): Transport {
  return async (raw) => {
    calls.push(raw);
    const url = new URL(raw, 'http://x');
    const route = routes[url.pathname];
    if (route !== undefined) {
      const body = typeof route === 'function' ? (route as (u: URL) => unknown)(url) : route;
      if (body === null) {
        return new Response(JSON.stringify({ error: { code: 'ERROR_NOT_FOUND', message: 'x' } }), { status: 404 });
      }
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

/** Renders a URL on the server and parses its HTML. */
export async function renderPage(
  url: string,
  routes: Parameters<typeof transport>[1],
  site: RenderInput['site'] = 'international',
) {
  const calls: string[] = [];
  const input: RenderInput = {
    url,
    site,
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: site === 'region' ? 'http://crowdsolve.test/' : null,
    transport: transport(calls, routes),
  };
  const result = await render(input);
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc, calls };
}
