import { PUBLIC_ROUTES } from './route-table.public.ts';
import type { RouteDef } from './route-types.ts';

// The rows of the route table this process holds: the public part, and the signed-in part once it
// is loaded (the browser, see route-parts.ts) or from the start (the server). The header's menus
// look rows up here.

const known = new Map<string, RouteDef>(PUBLIC_ROUTES.map((def) => [def.id, def]));

/** Adds rows to those `knownRoute` finds (the server adds the whole table at start). */
export function knowRoutes(defs: readonly RouteDef[]): void {
  for (const def of defs) known.set(def.id, def);
}

/** A row of the table by id, once its part is loaded. */
export function knownRoute(id: string): RouteDef | undefined {
  return known.get(id);
}
