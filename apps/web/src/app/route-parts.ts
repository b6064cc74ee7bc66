import { PUBLIC_PAGES } from './pages.public.ts';
import { PUBLIC_ROUTES } from './route-table.public.ts';
import type { RouteDef } from './route-types.ts';
import type { RouteSet } from './router.tsx';

/**
 * The parts of the route table as the browser gets them (see route-table.ts): it starts with the
 * public part and loads the signed-in part once, when it is first needed.
 */
export const PUBLIC_SET: RouteSet = { routes: PUBLIC_ROUTES, screens: PUBLIC_PAGES };

let cabinet: Promise<RouteSet> | null = null;

/** The signed-in part with its screens (and the public ones, for its rows still being built). */
export function loadCabinetSet(): Promise<RouteSet> {
  cabinet ??= Promise.all([import('./route-table.cabinet.ts'), import('./pages.cabinet.ts')]).then(([table, pages]) => {
    knowRoutes(table.CABINET_ROUTES);
    return { routes: table.CABINET_ROUTES, screens: { ...PUBLIC_PAGES, ...pages.CABINET_PAGES } };
  });
  return cabinet;
}

const known = new Map<string, RouteDef>(PUBLIC_ROUTES.map((def) => [def.id, def]));

/** Adds rows to those `knownRoute` finds (the server adds the whole table at start). */
export function knowRoutes(defs: readonly RouteDef[]): void {
  for (const def of defs) known.set(def.id, def);
}

/** A row of the table by id, once its part is loaded. */
export function knownRoute(id: string): RouteDef | undefined {
  return known.get(id);
}
