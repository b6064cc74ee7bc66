// @vitest-environment node
import type { CurrentUser, SiteKind, UserType } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageState } from './app/page-state.ts';
import { type RenderInput, type RenderResult, render } from './entry-server.tsx';
import type { Transport } from './lib/request.ts';

const INTL = 'https://crowdsolve.test';
const REGION = 'https://crowdsolve.cn.test';

function makeUser(userType: UserType | null, permissions: Record<string, boolean> = {}): CurrentUser {
  return {
    id: 7,
    interfaceLanguage: 'en',
    profile: { userType, systemMessage: null },
    balance: { amount: 3.5 },
    permissions,
    analyticsData: {
      daysSinceRegistration: 3,
      daysSinceLastPayment: null,
      daysSinceLastUse: 0,
      earnedOnCaptcha: 0,
      spentOnCaptcha: 1.25,
    },
  };
}

interface Call {
  url: string;
  init: RequestInit;
}

/** A transport answering `/api/v2/user` as the API does: the user, or 400 ERROR_EMPTY_USER. */
function userTransport(user: CurrentUser | null, calls: Call[] = []): Transport {
  return async (url, init) => {
    calls.push({ url, init });
    if (!url.startsWith('/api/v2/user')) return new Response('{}', { status: 404 });
    if (!user) {
      return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
    }
    return new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

function input(url: string, overrides: Partial<RenderInput> & { user?: CurrentUser | null } = {}): RenderInput {
  const { user = null, ...rest } = overrides;
  const site: SiteKind = url.startsWith(REGION) ? 'region' : 'international';
  return {
    url,
    site,
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf-token-1',
    internationalUrl: site === 'region' ? `${INTL}/` : null,
    transport: userTransport(user),
    ...rest,
  };
}

const windows: Window[] = [];

type Page = Extract<RenderResult, { kind: 'page' }>;
type Redirect = Extract<RenderResult, { kind: 'redirect' }>;

async function page(url: string, overrides: Parameters<typeof input>[1] = {}): Promise<Page & { doc: Document }> {
  const result = await render(input(url, overrides));
  if (result.kind !== 'page') throw new Error(`expected a page for ${url}, got a redirect to ${result.location}`);
  const win = new Window({ url });
  windows.push(win);
  win.document.write(`<!doctype html><html><head>${result.head}</head><body>${result.html}</body></html>`);
  return { ...result, doc: win.document as unknown as Document };
}

async function redirect(url: string, overrides: Parameters<typeof input>[1] = {}): Promise<Redirect> {
  const result = await render(input(url, overrides));
  if (result.kind !== 'redirect') throw new Error(`expected a redirect for ${url}, got a ${result.status} page`);
  return result;
}

const links = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href') ?? '');
const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
const h1 = (doc: Document) => doc.querySelector('h1')?.textContent ?? null;

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
});

describe('render: international site', () => {
  it('renders home with status 200, title, heading and language links', async () => {
    const result = await page(`${INTL}/`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('en');
    const title = result.doc.querySelector('title')?.textContent ?? '';
    expect(title).toContain('Crowdsolve');
    expect(title).toContain(resources.en.routes.home.title);
    expect(h1(result.doc)).toBe(resources.en.home.hero.title);
    expect(result.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${INTL}/`);
    expect(alternates(result.doc)).toEqual({
      en: `${INTL}/`,
      ru: `${INTL}/?lang=ru`,
      'x-default': `${INTL}/`,
    });
    expect(result.doc.querySelector('link[hreflang="zh"]')).toBeNull();
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  it('asks the API for the user with the app headers', async () => {
    const calls: Call[] = [];
    await page(`${INTL}/about?lang=ru`, { transport: userTransport(null, calls), csrfToken: 'tok-9' });
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]?.url).toBe('/api/v2/user');
    expect(calls[0]?.init.headers).toMatchObject({
      accept: 'application/json',
      'x-csrf-token': 'tok-9',
      'x-interface-language': 'ru',
    });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('renders a placeholder page with its translated title and unprefixed header links', async () => {
    const result = await page(`${INTL}/blog`);
    expect(result.status).toBe(200);
    expect(h1(result.doc)).toBe(resources.en.routes.blog.title);
    expect(result.doc.querySelector('title')?.textContent).toBe(`${resources.en.routes.blog.title} — Crowdsolve`);
    const nav = links(result.doc, '.header a');
    expect(nav).toContain('/pricing');
    expect(nav.every((href) => !href.startsWith('/en/') && !href.startsWith('/ru/'))).toBe(true);
  });

  it('renders ru for ?lang=ru', async () => {
    const result = await page(`${INTL}/?lang=ru`);
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.home.hero.title);
    expect(result.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${INTL}/?lang=ru`);
  });

  it('renders ru for the lang=ru cookie', async () => {
    const result = await page(`${INTL}/blog`, { cookies: { lang: 'ru' } });
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.routes.blog.title);
  });

  it('sets the theme chosen in the theme cookie on the page; none (the system theme) without it', async () => {
    expect((await page(`${INTL}/`, { cookies: { theme: 'dark' } })).theme).toBe('dark');
    expect((await page(`${INTL}/`, { cookies: { theme: 'light' } })).theme).toBe('light');
    expect((await page(`${INTL}/`)).theme).toBeNull();
    expect((await page(`${INTL}/`, { cookies: { theme: '"><script>' } })).theme).toBeNull();
  });

  it('lets ?lang win over the cookie', async () => {
    const result = await page(`${INTL}/about?lang=en`, { cookies: { lang: 'ru' } });
    expect(result.lang).toBe('en');
  });

  it('renders ru for a Russian Accept-Language', async () => {
    const result = await page(`${INTL}/`, { acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(result.lang).toBe('ru');
  });

  it('falls back to en for Accept-Language zh-CN', async () => {
    const result = await page(`${INTL}/`, { acceptLanguage: 'zh-CN' });
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.home.hero.title);
  });

  it('falls back to en for ?lang=zh', async () => {
    const result = await page(`${INTL}/?lang=zh`);
    expect(result.lang).toBe('en');
  });

  it('answers an unknown path with 404 and the not-found text, not indexed', async () => {
    const result = await page(`${INTL}/no/such/page`);
    expect(result.status).toBe(404);
    expect(h1(result.doc)).toBe(resources.en.common.notFound.title);
    expect(result.doc.body.textContent).toContain(resources.en.common.notFound.text);
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(result.doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('marks a page being built noindex, without canonical or alternate links', async () => {
    const result = await page(`${INTL}/blog`);
    expect(result.status).toBe(200);
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(result.doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(result.doc.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it.each(['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript'])('renders /lang/%s', async (lang) => {
    const result = await page(`${INTL}/lang/${lang}`);
    expect(result.status).toBe(200);
    // The language's own page (here without its files: the test's API has none).
    expect(h1(result.doc)).toMatch(/code sample$/);
  });

  it.each([
    '/lang/perl',
    '/blog/no-such-article',
    '/h/no-such-tutorial',
    '/software/no-such-item',
    '/software/blog/no-such-article',
    '/demo/no-such-demo',
    '/p/no-such-landing',
    '/proxy/no-such-proxy',
    '/api-docs/no-such-doc',
    '/support/faq/12345',
  ])('answers %s with 404 and the not-found page', async (path) => {
    const result = await page(`${INTL}${path}`);
    expect(result.status).toBe(404);
    expect(h1(result.doc)).toBe(resources.en.common.notFound.title);
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('keeps the fixed pages beside a dynamic route that has no content yet', async () => {
    expect((await page(`${INTL}/demo/recaptcha-v2`)).status).toBe(200);
    expect((await page(`${INTL}/proxy/residential`)).status).toBe(200);
    expect((await page(`${INTL}/support/faq/worker`)).status).toBe(200);
  });

  it('shows the error screen with status 500 when the user cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: Transport = async () =>
      new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }), { status: 500 });
    const result = await page(`${INTL}/about`, { transport: failing });
    expect(result.status).toBe(500);
    expect(h1(result.doc)).toBe(resources.en.common.errorScreen.title);
    expect((JSON.parse(result.state) as PageState).router).toBeNull();
  });

  describe('guards', () => {
    it('sends a signed-out visitor from a cabinet page to login with return_to', async () => {
      expect(await redirect(`${INTL}/enterpage`)).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/auth/login?return_to=%2Fenterpage',
      });
    });

    it('keeps the query in return_to', async () => {
      const result = await redirect(`${INTL}/pay?amount=10&lang=ru`);
      expect(result.location).toBe(`/auth/login?return_to=${encodeURIComponent('/pay?amount=10&lang=ru')}`);
    });

    it('sends a signed-in user without a user type to the role choice', async () => {
      const result = await redirect(`${INTL}/enterpage`, { user: makeUser(null) });
      expect(result.status).toBe(302);
      expect(result.location).toBe('/select-role?return_to=%2Fenterpage');
    });

    it('lets a signed-in user without a type open the role choice', async () => {
      const result = await page(`${INTL}/select-role`, { user: makeUser(null) });
      expect(result.status).toBe(200);
      expect(h1(result.doc)).toBe(resources.en.routes.selectRole.title);
    });

    it('renders a cabinet page for a customer', async () => {
      const result = await page(`${INTL}/enterpage`, { user: makeUser('customer') });
      expect(result.status).toBe(200);
      expect(h1(result.doc)).toBe(resources.en.routes.enterpage.title);
      expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(links(result.doc, '.header a')).toContain('/auth/logout');
    });

    it('renders the dashboard with its data for a customer, and asks for it only once the guard let them in', async () => {
      const calls: Call[] = [];
      const users = userTransport(makeUser('customer'), calls);
      const transport: Transport = async (url, init) => {
        if (!url.startsWith('/api/v2/dashboard')) return users(url, init);
        calls.push({ url, init });
        const dashboard = {
          balanceMicros: 12_500_000,
          heldMicros: 0,
          apiKey: null,
          unresolved: 0,
          days: [],
          latest: [],
        };
        return new Response(JSON.stringify(dashboard), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      };
      const result = await page(`${INTL}/enterpage`, { user: makeUser('customer'), transport });
      expect(result.doc.querySelector('[data-testid="dashboard-balance"]')?.textContent).toContain('$12.50');
      expect(calls.filter((c) => c.url.startsWith('/api/v2/dashboard'))).toHaveLength(1);

      const guestCalls: Call[] = [];
      await redirect(`${INTL}/enterpage`, { transport: userTransport(null, guestCalls) });
      expect(guestCalls.map((c) => c.url).filter((u) => u.startsWith('/api/v2/dashboard'))).toEqual([]);
      const workerCalls: Call[] = [];
      await page(`${INTL}/enterpage`, {
        user: makeUser('worker'),
        transport: userTransport(makeUser('worker'), workerCalls),
      });
      expect(workerCalls.map((c) => c.url).filter((u) => u.startsWith('/api/v2/dashboard'))).toEqual([]);
    });

    it('sends a customer without staff permissions from an editor page home', async () => {
      const result = await redirect(`${INTL}/editor/blog`, { user: makeUser('customer') });
      expect(result).toEqual({ kind: 'redirect', status: 302, location: '/' });
    });

    it('lets a moderator open an editor page', async () => {
      const result = await page(`${INTL}/editor/blog`, { user: makeUser('customer', { moderator: true }) });
      expect(result.status).toBe(200);
      expect(h1(result.doc)).toBe(resources.en.routes.editorBlog.title);
    });

    it('sends a signed-in user from login to the home order section', async () => {
      const result = await redirect(`${INTL}/auth/login`, { user: makeUser('worker') });
      expect(result).toEqual({ kind: 'redirect', status: 302, location: '/#order-captchas' });
    });

    it('renders login for a signed-out visitor', async () => {
      const result = await page(`${INTL}/auth/login`);
      expect(result.status).toBe(200);
      expect(h1(result.doc)).toBe(resources.en.routes.authLogin.title);
    });
  });

  describe('page languages', () => {
    it('renders a ru-first page in en when the site language is en', async () => {
      const result = await page(`${INTL}/api-rucaptcha`);
      expect(result.lang).toBe('en');
      expect(h1(result.doc)).toBe(resources.en.routes.apiRucaptcha.title);
    });

    it('renders a ru-first page in ru for ?lang=ru', async () => {
      const result = await page(`${INTL}/api-rucaptcha?lang=ru`);
      expect(result.lang).toBe('ru');
      expect(h1(result.doc)).toBe(resources.ru.routes.apiRucaptcha.title);
    });
  });

  describe('serialized state', () => {
    it('is JSON with the boot state and the user query', async () => {
      const result = await page(`${INTL}/?lang=ru`, { csrfToken: 'abc-123' });
      const state = JSON.parse(result.state) as PageState;
      expect(state.boot).toEqual({
        site: 'international',
        host: 'crowdsolve.test',
        language: 'ru',
        languageExplicit: true,
        csrfToken: 'abc-123',
        internationalUrl: null,
        regionUrl: null,
      });
      expect(state.siteLanguage).toBe('ru');
      expect(state.language).toBe('ru');
      expect(state.basename).toBe('');
      const userQuery = state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["user","current"]');
      expect(userQuery?.state.data).toBeNull();
      expect(state.router).not.toBeNull();
    });

    it('holds the signed-in user', async () => {
      const user = makeUser('customer');
      const state = JSON.parse((await page(`${INTL}/`, { user })).state) as PageState;
      const userQuery = state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["user","current"]');
      expect(userQuery?.state.data).toEqual(user);
    });

    it('has no raw < even when values carry markup', async () => {
      const user = makeUser('customer');
      user.profile.systemMessage = { id: 1, message: { en: '<b>hi</b></script><script>alert(1)</script>' } };
      const result = await page(`${INTL}/?x=%3C/script%3E`, {
        user,
        csrfToken: '</script><script>alert(1)</script>',
      });
      expect(result.state).not.toContain('<');
      expect(result.state).not.toMatch(/[\u2028\u2029]/);
      const state = JSON.parse(result.state) as PageState;
      expect(state.boot.csrfToken).toBe('</script><script>alert(1)</script>');
      const userQuery = state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["user","current"]');
      const stored = userQuery?.state.data as CurrentUser | undefined;
      expect(stored?.profile.systemMessage?.message.en).toContain('</script>');
    });
  });
});

describe('render: region site', () => {
  it('renders home in zh without a prefix', async () => {
    const result = await page(`${REGION}/`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('zh');
    expect(h1(result.doc)).toBe(resources.zh.home.hero.title);
    expect(alternates(result.doc)).toEqual({
      en: `${REGION}/en`,
      ru: `${REGION}/ru`,
      zh: `${REGION}/`,
      'x-default': `${REGION}/`,
    });
    expect(links(result.doc, '.header .nav a')).toContain('/pricing');
  });

  it('ignores ?lang, cookie and Accept-Language', async () => {
    const result = await page(`${REGION}/?lang=ru`, { cookies: { lang: 'en' }, acceptLanguage: 'ru' });
    expect(result.lang).toBe('zh');
  });

  it('redirects a zh-prefixed path permanently to the unprefixed one, with the query', async () => {
    expect(await redirect(`${REGION}/zh/about`)).toEqual({ kind: 'redirect', status: 301, location: '/about' });
    expect((await redirect(`${REGION}/zh/about?a=1`)).location).toBe('/about?a=1');
  });

  it('redirects /main permanently home', async () => {
    expect(await redirect(`${REGION}/main`)).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(await redirect(`${REGION}/en/main`)).toEqual({ kind: 'redirect', status: 301, location: '/en' });
  });

  it('does not apply region redirects on the international site', async () => {
    const result = await page(`${INTL}/main`);
    expect(result.status).toBe(404);
  });

  it('renders /en/blog in en with /en/ header links; a page being built is not indexed', async () => {
    const result = await page(`${REGION}/en/blog`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.routes.blog.title);
    const nav = links(result.doc, '.header .nav a');
    expect(nav.length).toBeGreaterThan(0);
    for (const href of nav) expect(href).toMatch(/^\/en\//);
    expect(result.doc.querySelector('.header a.brand')?.getAttribute('href')).toBe('/en');
    expect(result.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(result.doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternates(result.doc)).toEqual({});
    const state = JSON.parse(result.state) as PageState;
    expect(state.basename).toBe('/en');
    expect(state.boot.language).toBe('en');
  });

  it('renders /en (home) with its canonical and prefixed alternates', async () => {
    const result = await page(`${REGION}/en`);
    expect(result.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${REGION}/en`);
    expect(alternates(result.doc)).toEqual({
      en: `${REGION}/en`,
      ru: `${REGION}/ru`,
      zh: `${REGION}/`,
      'x-default': `${REGION}/`,
    });
  });

  it('answers 404 for a code-sample language that does not exist, under a prefix too', async () => {
    expect((await page(`${REGION}/en/lang/python`)).status).toBe(200);
    const unknown = await page(`${REGION}/en/lang/perl`);
    expect(unknown.status).toBe(404);
    expect(h1(unknown.doc)).toBe(resources.en.common.notFound.title);
  });

  it('renders /ru in ru', async () => {
    const result = await page(`${REGION}/ru`);
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.home.hero.title);
  });

  it('answers an unknown prefixed path with 404', async () => {
    const result = await page(`${REGION}/en/no-such-page`);
    expect(result.status).toBe(404);
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.common.notFound.title);
  });

  it('sends a signed-out visitor of /ru/enterpage to the ru login with exactly one prefix', async () => {
    const result = await redirect(`${REGION}/ru/enterpage`);
    expect(result.status).toBe(302);
    expect(result.location).toBe('/ru/auth/login?return_to=%2Fenterpage');
  });

  it('sends a zh visitor of /enterpage to the unprefixed login', async () => {
    expect((await redirect(`${REGION}/enterpage`)).location).toBe('/auth/login?return_to=%2Fenterpage');
  });

  it('renders a page without zh in its first language on the zh site', async () => {
    const result = await page(`${REGION}/api-rucaptcha`);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('ru');
    expect(h1(result.doc)).toBe(resources.ru.routes.apiRucaptcha.title);
  });

  it('renders a staff page in en on the zh site', async () => {
    const result = await page(`${REGION}/editor/blog`, { user: makeUser('customer', { admin: true }) });
    expect(result.lang).toBe('en');
    expect(h1(result.doc)).toBe(resources.en.routes.editorBlog.title);
  });

  it('shows the region banner linking to the international site unless dismissed', async () => {
    const shown = await page(`${REGION}/`);
    expect(shown.doc.querySelector('[data-testid="region-banner"] a')?.getAttribute('href')).toBe(`${INTL}/`);
    const dismissed = await page(`${REGION}/`, { cookies: { foreign_banner_dismissed: '1' } });
    expect(dismissed.doc.querySelector('[data-testid="region-banner"]')).toBeNull();
    const international = await page(`${INTL}/`);
    expect(international.doc.querySelector('[data-testid="region-banner"]')).toBeNull();
  });
});
