// @vitest-environment node
import { DEFUNCT_DEMO_SLUGS, FIRST_PARTY_DEMO_SLUGS, THIRD_PARTY_DEMO_SLUGS } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server.tsx';
import { renderPage, transport } from '../type-landings/testing.ts';

const ORIGIN = 'http://crowdsolve.test';

describe('the demo pages, rendered on the server', () => {
  it('/demo: every demo in its group, each linked to its page, with its type picture', async () => {
    const { result, doc, calls } = await renderPage(`${ORIGIN}/demo`, {});
    expect(result.status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Captcha demos');
    const group = (id: string) =>
      [...doc.querySelectorAll(`[data-group="${id}"] .demo-card a`)].map((a) => a.getAttribute('href'));
    expect(group('firstParty')).toEqual(FIRST_PARTY_DEMO_SLUGS.map((s) => `/demo/${s}`));
    expect(group('thirdParty')).toEqual(THIRD_PARTY_DEMO_SLUGS.map((s) => `/demo/${s}`));
    expect(group('discontinued')).toEqual(DEFUNCT_DEMO_SLUGS.map((s) => `/demo/${s}`));
    expect(doc.querySelector('[data-slug="solvemedia"] .badge')?.textContent).toBe('Discontinued');
    expect(doc.querySelector('[data-slug="clickcaptcha"] .type-art, [data-slug="clickcaptcha"] svg')).not.toBeNull();
    expect(calls.filter((c) => c.includes('captcha-demo'))).toEqual([]);
  });

  it('/demo/normal: the page with a skeleton; the single-use challenge is never fetched on the server', async () => {
    const { result, doc, calls } = await renderPage(`${ORIGIN}/demo/normal`, {});
    expect(result.status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Image captcha demo');
    const skeleton = doc.querySelector('[data-testid="demo-skeleton"] .demo-skeleton') as HTMLElement | null;
    expect(skeleton?.getAttribute('style')).toContain('width:240px');
    expect(calls.filter((c) => c.includes('captcha-demo'))).toEqual([]);
  });

  it('/demo/{task type}: its generic demo; /demo/grid the grid', async () => {
    const canvas = await renderPage(`${ORIGIN}/demo/canvas`, {});
    expect(canvas.result.status).toBe(200);
    expect(canvas.doc.querySelector('[data-testid="demo-generic"]')?.textContent).toContain('Click captcha');
    const grid = await renderPage(`${ORIGIN}/demo/grid`, {});
    expect(grid.result.status).toBe(200);
    expect(grid.doc.querySelector('h1')?.textContent).toBe('Grid captcha demo');
  });

  it('an unknown slug answers 404 with the not-found page', async () => {
    const { result, doc } = await renderPage(`${ORIGIN}/demo/no-such-captcha`, {});
    expect(result.status).toBe(404);
    expect(doc.querySelector('[data-route="notFound"]')).not.toBeNull();
  });

  it('a task type with a demo page of its own moves there for good', async () => {
    const at = (url: string) =>
      render({
        url: `${ORIGIN}${url}`,
        site: 'international',
        cookies: {},
        acceptLanguage: undefined,
        csrfToken: 'csrf',
        internationalUrl: null,
        transport: transport([], {}),
      });
    expect(await at('/demo/turnstile')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/demo/cloudflare-turnstile',
    });
    expect(await at('/demo/image-text')).toEqual({ kind: 'redirect', status: 301, location: '/demo/normal' });
    expect(await at('/demo/coordinates')).toEqual({ kind: 'redirect', status: 301, location: '/demo/clickcaptcha' });
  });
});
