import { describe, expect, it } from 'vitest';
import { isBuilt, routerPaths } from './route-paths.ts';
import { CODE_SAMPLE_LANGUAGES, ROUTES } from './route-table.ts';
import type { RouteDef } from './route-types.ts';

const byId = (id: string): RouteDef => {
  const def = ROUTES.find((r) => r.id === id);
  if (!def) throw new Error(id);
  return def;
};

describe('routerPaths', () => {
  it('gives /lang/:lang one path per code-sample language, and only those', () => {
    expect(routerPaths(byId('langSamples'))).toEqual(CODE_SAMPLE_LANGUAGES.map((l) => `/lang/${l}`));
    expect([...CODE_SAMPLE_LANGUAGES]).toEqual(['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript']);
  });

  it('routes no dynamic path of a page being built whose values come from content', () => {
    const dynamic = /:[A-Za-z]+/;
    for (const def of ROUTES.filter((r) => !isBuilt(r) && dynamic.test(r.path) && !r.params)) {
      expect(routerPaths(def), def.id).toEqual([]);
    }
  });

  it('gives the captcha type landings one path per type of the catalogue, and only those', () => {
    expect(routerPaths(byId('pLanding'))).toContain('/p/recaptcha-v2');
    expect(routerPaths(byId('pricingByType'))).toContain('/pricing/image-text');
    expect(routerPaths(byId('pLanding'))).not.toContain('/p/:slug');
  });

  it('keeps the dynamic paths of built pages and the fixed paths of every page', () => {
    expect(routerPaths(byId('payMethod'))).toEqual(['/pay/:shortname']);
    expect(routerPaths(byId('softwareItem'))).toEqual(['/software/:slug']);
    expect(routerPaths(byId('blogArticle'))).toEqual(['/blog/:slug']);
    expect(routerPaths(byId('tutorialArticle'))).toEqual(['/h/:slug']);
    expect(routerPaths(byId('demoBySlug'))).toEqual(['/demo/:slug']);
    expect(routerPaths(byId('supportTicket'))).toEqual(['/support/tickets/:id']);
    expect(routerPaths(byId('authCheckRemind'))).toEqual(['/auth/check_remind/:hash/:userId']);
    expect(routerPaths(byId('about'))).toEqual(['/about']);
    expect(routerPaths(byId('home'))).toEqual(['/']);
  });

  it('replaces only the named segment', () => {
    const def: RouteDef = {
      id: 'x',
      path: '/a/:kind/:kindName',
      guard: { kind: 'public' },
      languages: ['en'],
      page: 'home',
      indexable: true,
      params: { kind: ['one', 'two'] },
    };
    expect(routerPaths(def)).toEqual(['/a/one/:kindName', '/a/two/:kindName']);
    expect(routerPaths({ ...def, page: 'placeholder' })).toEqual([]);
  });
});
