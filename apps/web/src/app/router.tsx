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
import { namespacesFor, PAGES, type PageKey } from './pages.ts';
import { routerPaths } from './route-paths.ts';
import { ROUTES } from './route-table.ts';
import type { RouteDef, RouteHandle } from './route-types.ts';

export const NOT_FOUND_ROUTE_ID = 'notFound';

function stripBasename(pathname: string, basename: string): string {
  if (!basename || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

/** The route objects of the app: the root (current user, layout) and one child per route of the table. */
export function createRoutes(deps: {
  queryClient: QueryClient;
  api: RequestContext;
  basename: string;
  language: Language;
  /** Fetches the catalogues a screen needs that the page does not hold yet (the browser); none on the server. */
  loadCatalogues?: (language: Language, namespaces: readonly Namespace[]) => Promise<void>;
}): RouteObject[] {
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

  // A screen's code and its catalogues (in the language it renders in) arrive together.
  const screen = (page: PageKey, def: RouteDef | null) => async () => {
    const language = languageForPage(deps.language, def);
    const [module] = await Promise.all([PAGES[page].load(), deps.loadCatalogues?.(language, namespacesFor(page))]);
    return module;
  };

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: ErrorScreen,
      loader: async () => {
        await deps.queryClient.ensureQueryData(userQuery);
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        ...ROUTES.flatMap((def) =>
          routerPaths(def).map(
            (path): RouteObject => ({
              // A route with known segment values has one router entry per value.
              id: path === def.path ? def.id : `${def.id}:${path}`,
              path,
              handle: { def } satisfies RouteHandle,
              loader: guardLoader(def),
              lazy: screen(def.page, def),
            }),
          ),
        ),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          handle: { def: null } satisfies RouteHandle,
          lazy: screen('notFound', null),
        },
      ],
    },
  ];
}
