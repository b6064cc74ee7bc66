// @vitest-environment node
import type { CurrentUser } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageState } from './app/page-state.ts';
import type { Transport } from './lib/request.ts';
import { type Call, closeWindows, h1, INTL, links, makeUser, page, redirect, userTransport } from './testing.ts';

afterEach(async () => {
  await closeWindows();
});

describe('render: international site', () => {
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

  describe('serialized state', () => {
    it('is JSON with the boot state and the user query', async () => {
      const result = await page(`${INTL}/?lang=ru`, { csrfToken: 'abc-123' });
      const state = JSON.parse(result.state) as PageState;
      expect(state.boot).toEqual({
        site: 'international',
        host: 'crowdsolve.test',
        origin: 'https://crowdsolve.test',
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
