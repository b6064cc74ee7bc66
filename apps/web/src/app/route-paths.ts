import type { RouteDef } from './route-types.ts';

/** Whether a page has its own screen, as opposed to the "being built" placeholder. */
export function isBuilt(def: RouteDef): boolean {
  return def.page !== 'placeholder';
}

/** Whether a router path still holds a dynamic segment (`:name`). */
export function isDynamic(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}

/**
 * The router paths of a route. A dynamic segment with known values (`params`) becomes one path
 * per value, so other values fall through to the not-found page. A page being built has no
 * content yet: with a dynamic segment left whose values are not known, it has no path at all and
 * every such URL answers 404. A built page keeps its dynamic segments (its screen decides).
 */
export function routerPaths(def: RouteDef): string[] {
  let paths = [def.path];
  for (const [name, values] of Object.entries(def.params ?? {})) {
    const segment = new RegExp(`/:${name}(?=/|$)`);
    paths = paths.flatMap((path) => values.map((value) => path.replace(segment, `/${value}`)));
  }
  if (!isBuilt(def) && paths.some(isDynamic)) return [];
  return paths;
}
