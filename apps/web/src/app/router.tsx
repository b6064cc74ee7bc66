import type { CurrentUser, Language } from '@crowdsolve/contract';
import type { Namespace } from '@crowdsolve/i18n/namespaces';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { currentUserQuery } from '../features/user/current-user.ts';
import type { RequestContext } from '../lib/request.ts';
import { guardRedirect } from './guards.ts';
import { pageHeadOf } from './head.ts';
import { ErrorScreen } from './layout/error-screen.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { languageForPage } from './layout/use-page.ts';
import { loadPageData } from './page-data.ts';
import type { PageKey } from './pages.ts';
import { routerPaths } from './route-paths.ts';
import { NOT_FOUND_ROUTE_ID, type RouteDef, type RouteHandle, type RouteSet } from './route-types.ts';
import { namespacesOf } from './screens.ts';

export { NOT_FOUND_ROUTE_ID, type RouteSet };

/** What the routes reach: the query cache, the API, where the app lives and in what language. */
export interface RouterDeps {
  queryClient: QueryClient;
  api: RequestContext;
  basename: string;
  language: Language;
  /** Fetches the catalogues a screen needs that the page does not hold yet (the browser); none on the server. */
  loadCatalogues?: (language: Language, namespaces: readonly Namespace[]) => Promise<void>;
}

function stripBasename(pathname: string, basename: string): string {
  if (!basename || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

/** The route objects of the app: the root (current user, layout) and one child per route of the table. */
export function createRoutes(deps: RouterDeps, set: RouteSet): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: ErrorScreen,
      loader: async () => {
        await deps.queryClient.ensureQueryData(currentUserQuery(deps.api));
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        ...pageRoutes(deps, set),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          handle: { def: null } satisfies RouteHandle,
          lazy: screenLoader(deps, set, 'notFound', null),
        },
      ],
    },
  ];
}

/** A screen's code and its catalogues (in the language it renders in) arrive together. */
function screenLoader(deps: RouterDeps, set: RouteSet, page: PageKey, def: RouteDef | null) {
  return async () => {
    const screen = set.screens[page];
    if (!screen) throw new Error(`no screen ${page} in this part of the route table`);
    const language = languageForPage(deps.language, def);
    const [module] = await Promise.all([screen.load(), deps.loadCatalogues?.(language, namespacesOf(screen))]);
    return module;
  };
}

/** The root's children for the rows of `set` (added to a running router by `patch('root', …)`). */
export function pageRoutes(deps: RouterDeps, set: RouteSet): RouteObject[] {
  const userQuery = currentUserQuery(deps.api);
  const guardLoader =
    (def: RouteDef) =>
    async ({ request, params }: LoaderFunctionArgs) => {
      let user: CurrentUser | null = null;
      if (def.guard.kind !== 'public') {
        user = await deps.queryClient.ensureQueryData(userQuery);
        const url = new URL(request.url);
        const to = guardRedirect(def.guard, user, `${stripBasename(url.pathname, deps.basename)}${url.search}`);
        if (to) throw redirect(to);
      }
      // Data a page renders with is fetched before rendering, on the server too (once the guard let the user in).
      const ctx = {
        queryClient: deps.queryClient,
        api: deps.api,
        language: deps.language,
        user,
        params,
        url: new URL(request.url),
        def,
      };
      const data = await loadPageData(def.page, ctx);
      // A page titled by its data (one route, many pages) hands its title to the head.
      const pageHead = pageHeadOf(data);
      return pageHead ? { pageHead } : null;
    };

  return set.routes.flatMap((def) =>
    routerPaths(def).map(
      (path): RouteObject => ({
        // A route with known segment values has one router entry per value.
        id: path === def.path ? def.id : `${def.id}:${path}`,
        path,
        handle: { def } satisfies RouteHandle,
        loader: guardLoader(def),
        lazy: screenLoader(deps, set, def.page, def),
      }),
    ),
  );
}
