import { CABINET_ROUTES } from './route-table.cabinet.ts';
import { PUBLIC_ROUTES } from './route-table.public.ts';
import type { RouteDef } from './route-types.ts';

export { CODE_SAMPLE_LANGUAGES } from './route-defs.ts';

/**
 * Every page of the product (spec §2) with its guard (spec §4, §6) and the languages it exists in
 * (the language-per-route table, spec §3). Paths carry no language prefix. The catch-all route is
 * added by the router, not here. Titles and meta descriptions: `packages/i18n/locales/<lang>/routes.json`,
 * keyed by id.
 *
 * The table is kept in two parts so that a visitor's first load carries only the pages a
 * signed-out visitor can open:
 * - `route-table.public.ts`: guards `public` and `guest` (the browser starts with these);
 * - `route-table.cabinet.ts`: every page that needs a signed-in user, loaded by the browser before
 *   the first screen when a user is signed in, and otherwise on the first navigation no public
 *   route answers (React Router's `patchRoutesOnNavigation`).
 * The server, the sitemap and the tests use the whole table, `ROUTES`.
 */
export const ROUTES: readonly RouteDef[] = [...PUBLIC_ROUTES, ...CABINET_ROUTES];
