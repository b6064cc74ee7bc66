import { PUBLIC_PAGES } from './pages.public.ts';
import { knowRoutes } from './route-registry.ts';
import { PUBLIC_ROUTES } from './route-table.public.ts';
import { NOT_FOUND_ROUTE_ID, type RouteSet } from './route-types.ts';

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

/**
 * Whether the browser needs the signed-in part before it shows the first screen: a user is signed
 * in (their pages are a click away, and the staff menu lists rows of that part), no public route
 * answers the address, or the server answered it with a route the public part lacks (e.g.
 * /software/softlist, which /software/:slug would otherwise take). A page the browser renders alone
 * (no server data) at a dynamic public route may be such a case too.
 */
export function needsSignedInPart(at: {
  signedIn: boolean;
  /** The public part's matches for the address, root first. */
  matches: readonly { route: { id?: string }; params: Readonly<Record<string, string | undefined>> }[];
  /** The routes the server rendered (its loader data), or null when the page came without it. */
  serverRouteIds: readonly string[] | null;
}): boolean {
  const leaf = at.matches.at(-1);
  if (at.signedIn || !leaf || leaf.route.id === NOT_FOUND_ROUTE_ID) return true;
  if (at.serverRouteIds) return at.serverRouteIds.some((id) => !at.matches.some((m) => m.route.id === id));
  return Object.keys(leaf.params).length > 0;
}

export { knownRoute, knowRoutes } from './route-registry.ts';
