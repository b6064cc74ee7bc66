import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { knownRoute, loadCabinetSet, needsSignedInPart, PUBLIC_SET } from './route-parts.ts';
import { createRoutes } from './router.tsx';

const deps = {
  queryClient: new QueryClient(),
  api: { transport: (url: string, init: RequestInit) => fetch(url, init), headers: () => ({}) },
  basename: '',
  language: 'en' as const,
};
const publicRoutes = createRoutes(deps, PUBLIC_SET);
const at = (path: string, serverRouteIds: string[] | null = null, signedIn = false) =>
  needsSignedInPart({ signedIn, matches: matchRoutes(publicRoutes, path) ?? [], serverRouteIds });

describe('the browser’s parts of the route table', () => {
  it('starts a signed-out visitor of a public page with the public part only', () => {
    expect(at('/', ['root', 'home'])).toBe(false);
    expect(at('/pricing', ['root', 'pricing'])).toBe(false);
    expect(at('/software/some-item', ['root', 'softwareItem'])).toBe(false);
  });

  it('loads the signed-in part first for a signed-in user or an address no public route answers', () => {
    expect(at('/', ['root', 'home'], true)).toBe(true);
    expect(at('/enterpage')).toBe(true);
    expect(at('/admin/users')).toBe(true);
  });

  it('loads it when the server rendered a route the public part lacks, though a public one matches', () => {
    expect(at('/software/softlist', ['root', 'softwareSoftlist'])).toBe(true);
    // Rendered by the browser alone at a dynamic public route: the signed-in part may hold it.
    expect(at('/software/softlist')).toBe(true);
  });

  it('holds no signed-in page in the public part, and the signed-in part holds every other', async () => {
    expect(PUBLIC_SET.routes.every((r) => r.guard.kind === 'public' || r.guard.kind === 'guest')).toBe(true);
    expect(knownRoute('adminUsers')).toBeUndefined();
    const cabinet = await loadCabinetSet();
    expect(cabinet.routes.some((r) => r.guard.kind === 'public' || r.guard.kind === 'guest')).toBe(false);
    for (const def of cabinet.routes) expect(cabinet.screens[def.page], def.id).toBeDefined();
    expect(knownRoute('adminUsers')?.path).toBe('/admin/users');
  });
});
