import { COOKIES, REGION_DEFAULT_LANGUAGE, type SiteKind } from '@crowdsolve/contract';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildHead, pageHeadOf, renderHead } from './app/head.ts';
import { createI18n, pageCatalogues } from './app/i18n.ts';
import { regionRedirect, resolveLanguageChoice } from './app/language.ts';
import { languageForPage } from './app/layout/use-page.ts';
import { type PageState, serializeState } from './app/page-state.ts';
import { namespacesFor, PAGES } from './app/pages.ts';
import { knowRoutes } from './app/route-parts.ts';
import { ROUTES } from './app/route-table.ts';
import type { RouteHandle } from './app/route-types.ts';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './app/router.tsx';
import { currentUserQuery } from './features/user/current-user.ts';
import type { AppEnv } from './lib/app-env.tsx';
import { basenameFor, regionSiteHref, splitLanguagePrefix } from './lib/language-paths.ts';
import { Providers } from './lib/providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { appHeaders, type Transport } from './lib/request.ts';
import { THEME_COOKIE, type Theme, themeFromCookie } from './ui/theme.ts';

/** The server renders from the whole route table; the header's menus look rows up in it too. */
const WHOLE_TABLE = { routes: ROUTES, screens: PAGES };
knowRoutes(ROUTES);

/** The site's `sitemap.xml` and `robots.txt`, made from the route table (the server serves them). */
export { robotsTxt, sitemapXml } from './app/seo.ts';

export interface RenderInput {
  /** Absolute URL of the request. */
  url: string;
  site: SiteKind;
  /** The origin of the site's main host, for canonical and alternate links (default: the request's). */
  canonicalOrigin?: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  csrfToken: string;
  internationalUrl: string | null;
  /** The region site's URL (the international site's switcher offers Chinese there). */
  regionUrl?: string | null;
  /** Calls the API in-process with the visitor's cookies. */
  transport: Transport;
}

export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      /** The theme the visitor chose (`data-theme` on <html>), or null to follow the system's. */
      theme: Theme | null;
      head: string;
      html: string;
      state: string;
      /** The shown screen's module (`src/…`), whose chunks the page preloads. */
      module: string;
    };

/** Renders one page of the app for the server: redirects, status, head, HTML and state. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  if (input.site === 'region') {
    const to = regionRedirect(url.pathname, url.search);
    if (to) return { kind: 'redirect', status: 301, location: to };
  }
  // Chinese lives on the region site: `?lang=zh` on the international site leads to the same page there.
  if (input.site === 'international' && input.regionUrl && url.searchParams.get('lang') === REGION_DEFAULT_LANGUAGE) {
    return { kind: 'redirect', status: 302, location: regionSiteHref(input.regionUrl, `${url.pathname}${url.search}`) };
  }
  const { prefix } = input.site === 'region' ? splitLanguagePrefix(url.pathname) : { prefix: null };
  const queryClient = createQueryClient();
  const chosen = {
    site: input.site,
    prefix,
    query: url.searchParams.get('lang'),
    cookie: input.cookies[COOKIES.language],
    acceptLanguage: input.acceptLanguage,
  };
  const guess = resolveLanguageChoice(chosen).language;
  const userApi = { transport: input.transport, headers: appHeaders({ csrfToken: input.csrfToken, language: guess }) };
  // The signed-in user's stored language takes part in choosing the page's language.
  const user = await queryClient.fetchQuery(currentUserQuery(userApi)).catch(() => null);
  const choice = resolveLanguageChoice({ ...chosen, profile: user?.interfaceLanguage ?? null });
  const siteLanguage = choice.language;
  const basename = basenameFor(input.site, siteLanguage);
  const boot = {
    site: input.site,
    host: url.host,
    origin: url.origin,
    language: siteLanguage,
    languageExplicit: choice.explicit,
    csrfToken: input.csrfToken,
    internationalUrl: input.internationalUrl,
    regionUrl: input.regionUrl ?? null,
  };
  const api = { transport: input.transport, headers: appHeaders(boot) };
  const handler = createStaticHandler(
    createRoutes({ queryClient, api, basename, language: siteLanguage }, WHOLE_TABLE),
    {
      basename: basename || '/',
    },
  );
  const context = await handler.query(new Request(url.href));

  if (context instanceof Response) {
    // Internal redirect locations already carry the basename (React Router adds it).
    return {
      kind: 'redirect',
      status: context.status === 301 ? 301 : 302,
      location: context.headers.get('location') ?? '/',
    };
  }

  const leaf = context.matches[context.matches.length - 1];
  const def = (leaf?.route.handle as RouteHandle | undefined)?.def ?? null;
  const notFound = leaf?.route.id === NOT_FOUND_ROUTE_ID;
  const language = languageForPage(siteLanguage, def);
  const screen = def?.page ?? 'notFound';
  const i18n = createI18n(language);
  const env: AppEnv = {
    boot,
    siteLanguage,
    basename,
    api,
    regionBannerDismissed: input.cookies[COOKIES.regionBannerDismissed] === '1',
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers env={env} queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const routerPath = basename ? url.pathname.slice(basename.length) || '/' : url.pathname;
  const head = buildHead({
    def,
    site: input.site,
    language,
    path: `${routerPath}${url.search}`,
    origin: input.canonicalOrigin ?? url.origin,
    t: i18n.t,
    page: leaf && !notFound ? pageHeadOf(context.loaderData?.[leaf.route.id]) : null,
  });
  // A page that failed to render is not one to index.
  if (context.errors) Object.assign(head, { robots: 'noindex', canonical: null, alternates: [] });
  const state: PageState = {
    boot,
    siteLanguage,
    language,
    catalogues: pageCatalogues(language, namespacesFor(screen)),
    basename,
    regionBannerDismissed: env.regionBannerDismissed,
    queries: dehydrate(queryClient),
    router: context.errors ? null : { loaderData: context.loaderData, actionData: context.actionData },
  };
  const status = notFound ? 404 : context.statusCode;
  return {
    kind: 'page',
    status,
    lang: language,
    theme: themeFromCookie(input.cookies[THEME_COOKIE]),
    head: renderHead(head),
    html,
    state: serializeState(state),
    module: `src/${PAGES[screen].module}`,
  };
}
