import type { Language, Permission } from '@crowdsolve/contract';
import type { ScreenRouteHandle } from '../lib/route-handle.ts';

/**
 * Who may open a route (spec §4, §6):
 * - `public`: anyone;
 * - `guest`: only signed-out visitors (signed in → home with `#order-captchas`);
 * - `signedIn`: any signed-in user (else login with `return_to`);
 * - `noUserType`: signed in, user type not needed (the role choice screens);
 * - `userType`: signed in and a user type chosen (else `/select-role?return_to=…`);
 * - `role`: signed in and holding at least one of `allow` (else home).
 */
export type Guard =
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'signedIn' }
  | { kind: 'noUserType' }
  | { kind: 'userType' }
  | { kind: 'role'; allow: readonly Permission[] };

import type { PageKey } from './pages.ts';
import type { Screen } from './screens.ts';

export type { PageKey };

export interface RouteDef {
  /** Unique id; also the i18n key `routes:<id>.title` / `routes:<id>.description`. */
  id: string;
  /** React Router path without language prefix, e.g. `/blog/:slug`. */
  path: string;
  guard: Guard;
  /** Languages the page exists in (the language-per-route table, spec §3). */
  languages: readonly Language[];
  /** Screen component; `placeholder` renders the translated title and a "being built" note. */
  page: PageKey;
  /**
   * Public pages are server-rendered and indexed (robots, canonical, sitemap); cabinet pages render
   * on the client. A page still being built (`placeholder`) is never indexable.
   */
  indexable: boolean;
  /**
   * The values a dynamic segment takes, where they are known without a content source
   * (e.g. `lang` of `/lang/:lang`). A page being built answers 404 for every other value.
   */
  params?: Readonly<Record<string, readonly string[]>>;
}

/** What a matched route carries for the layout, the head and the server (screens read its id). */
export interface RouteHandle extends ScreenRouteHandle {
  def: RouteDef | null;
}

/** The id of the catch-all route (the not-found page). */
export const NOT_FOUND_ROUTE_ID = 'notFound';

/** Rows of the route table with the screens they name (the whole table, or one of its parts). */
export interface RouteSet {
  routes: readonly RouteDef[];
  /** Screens by key: those `routes` name, with `notFound` and `placeholder`. */
  screens: Readonly<Partial<Record<PageKey, Screen>>>;
}
