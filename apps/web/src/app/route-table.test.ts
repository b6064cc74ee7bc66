import { LANGUAGES } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table.ts';
import type { Guard } from './route-types.ts';

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dupes: string[] = [];
  for (const v of values) {
    if (seen.has(v)) dupes.push(v);
    seen.add(v);
  }
  return dupes;
}

describe('ROUTES', () => {
  it('has many routes', () => {
    expect(ROUTES.length).toBeGreaterThan(100);
  });

  it('has unique ids', () => {
    expect(duplicates(ROUTES.map((r) => r.id))).toEqual([]);
  });

  it('has unique paths', () => {
    expect(duplicates(ROUTES.map((r) => r.path))).toEqual([]);
  });

  it('has router paths without language prefix or trailing slash', () => {
    for (const r of ROUTES) {
      expect(r.path, r.id).toMatch(/^\//);
      if (r.path !== '/') expect(r.path.endsWith('/'), r.id).toBe(false);
      expect(r.path, r.id).not.toMatch(/^\/(en|ru|zh)(\/|$)/);
    }
  });

  it('gives every route at least one language', () => {
    for (const r of ROUTES) expect(r.languages.length, r.id).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES) {
    it(`has a title and a description for every id in ${lang}/routes.json`, () => {
      const routes = resources[lang].routes as Record<string, { title?: unknown; description?: unknown } | undefined>;
      const missing = ROUTES.filter((r) => {
        const entry = routes[r.id];
        return (
          typeof entry?.title !== 'string' ||
          entry.title.trim() === '' ||
          typeof entry.description !== 'string' ||
          entry.description.trim() === ''
        );
      }).map((r) => r.id);
      expect(missing).toEqual([]);
    });
  }

  it('has no routes.json entry without a route', () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    for (const lang of LANGUAGES) {
      expect(
        Object.keys(resources[lang].routes).filter((id) => !ids.has(id)),
        lang,
      ).toEqual([]);
    }
  });

  it.each([
    '/',
    '/pricing',
    '/auth/login',
    '/auth/register',
    '/auth/check_remind/:hash/:userId',
    '/select-role',
    '/cabinet/edittype',
    '/profile',
    '/enterpage',
    '/setting/pingback',
    '/pay',
    '/partner',
    '/cabinet',
    '/support/tickets/:id',
    '/proxy',
    '/data',
    '/editor/blog',
    '/public_statistics',
    '/h/:slug',
    '/lang/:lang',
    '/blog',
    '/blog/:slug',
    '/api-docs',
    '/software',
    '/auth/logout',
  ])('has the spec path %s', (path) => {
    expect(byPath.has(path)).toBe(true);
  });

  it.each<[string, Guard]>([
    ['/', { kind: 'public' }],
    ['/pricing', { kind: 'public' }],
    ['/auth/login', { kind: 'guest' }],
    ['/auth/register', { kind: 'guest' }],
    // A reset link works whether or not the browser is signed in.
    ['/auth/check_remind/:hash/:userId', { kind: 'public' }],
    ['/auth/logout', { kind: 'public' }],
    ['/profile', { kind: 'signedIn' }],
    ['/select-role', { kind: 'noUserType' }],
    ['/cabinet/edittype', { kind: 'noUserType' }],
    ['/enterpage', { kind: 'userType' }],
    ['/pay', { kind: 'userType' }],
    ['/cabinet', { kind: 'userType' }],
    ['/support/tickets/:id', { kind: 'userType' }],
    ['/editor/blog', { kind: 'role', allow: ['admin', 'moderator'] }],
    ['/p/admin', { kind: 'role', allow: ['admin'] }],
    ['/p/moderator', { kind: 'role', allow: ['admin', 'moderator'] }],
    ['/admin/prices', { kind: 'role', allow: ['admin'] }],
  ])('guards %s with %o', (path, guard) => {
    expect(byPath.get(path)?.guard).toEqual(guard);
  });

  it('renders home with the home page and sign-out with the logout page', () => {
    expect(byPath.get('/')?.page).toBe('home');
    expect(byPath.get('/auth/logout')?.page).toBe('logout');
  });

  it('indexes public marketing pages and not guarded ones', () => {
    expect(byPath.get('/')?.indexable).toBe(true);
    expect(byPath.get('/pricing')?.indexable).toBe(true);
    for (const r of ROUTES) {
      if (r.guard.kind !== 'public') expect(r.indexable, r.id).toBe(false);
    }
  });

  it('indexes no page still being built', () => {
    for (const r of ROUTES) if (r.page === 'placeholder') expect(r.indexable, r.id).toBe(false);
  });

  it('knows the code-sample languages of /lang/:lang', () => {
    expect(byPath.get('/lang/:lang')?.params).toEqual({
      lang: ['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript'],
    });
  });

  it('has Russian-market pages in ru first, without zh', () => {
    expect(byPath.get('/api-rucaptcha')?.languages).toEqual(['ru', 'en']);
  });

  it('has staff pages without zh, except the content and FAQ editors, whose editors write the Chinese versions', () => {
    const editor = (id: string) => /^editor(Blog|Tutorial|SoftwareBlog|ManualDomains|Faq)/.test(id);
    for (const r of ROUTES.filter((x) => x.guard.kind === 'role')) {
      if (editor(r.id)) expect(r.languages, r.id).toEqual(['en', 'ru', 'zh']);
      else expect(r.languages, r.id).not.toContain('zh');
    }
  });
});
