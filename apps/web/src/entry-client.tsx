import type { Language } from '@crowdsolve/contract';
import type { Namespace } from '@crowdsolve/i18n/namespaces';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { PAGE_STATE_ID, type PageState } from './app/page-state.ts';
import { loadCabinetSet, needsSignedInPart, PUBLIC_SET } from './app/route-parts.ts';
import { createRoutes, pageRoutes } from './app/router.tsx';
import { trackVisit } from './features/tracking/track-visit.ts';
import { userKeys } from './features/user/current-user.ts';
import type { AppEnv } from './lib/app-env.tsx';
import { ensureCatalogues } from './lib/i18n/catalogues.ts';
import { createI18nWith } from './lib/i18n/instance.ts';
import { Providers } from './lib/providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { appHeaders, request } from './lib/request.ts';
import './ui/styles.css';

/** Marks the page once React has taken it over (its effects run after the hydration commits). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

async function start(): Promise<void> {
  const node = document.getElementById(PAGE_STATE_ID);
  if (!node?.textContent) return;
  const state = JSON.parse(node.textContent) as PageState;
  // The app starts only on the host it was rendered for (spec §9): a copy of the page served
  // from another host stays inert.
  if (state.boot.host !== window.location.host) return;

  const api = { transport: (url: string, init: RequestInit) => fetch(url, init), headers: appHeaders(state.boot) };
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // The page brought its language's catalogues for what it shows; other screens fetch theirs.
  const i18n = createI18nWith(state.language, { [state.language]: state.catalogues });
  const deps = {
    queryClient,
    api,
    basename: state.basename,
    language: state.siteLanguage,
    loadCatalogues: (language: Language, namespaces: readonly Namespace[]) =>
      ensureCatalogues(i18n, language, namespaces),
  };
  const basename = state.basename || '/';

  // The browser starts with the public part of the route table. The signed-in part comes first
  // when a user is signed in, or when the public part cannot show this address as the server did.
  let routes = createRoutes(deps, PUBLIC_SET);
  let matches = matchRoutes(routes, window.location, basename) ?? [];
  let cabinetPatched = false;
  if (
    needsSignedInPart({
      signedIn: queryClient.getQueryData(userKeys.current) != null,
      matches,
      serverRouteIds: state.router ? Object.keys(state.router.loaderData ?? {}) : null,
    })
  ) {
    const cabinet = await loadCabinetSet();
    routes = createRoutes(deps, { routes: [...PUBLIC_SET.routes, ...cabinet.routes], screens: cabinet.screens });
    matches = matchRoutes(routes, window.location, basename) ?? [];
    cabinetPatched = true;
  }

  // Load the lazy modules of the matched routes first, so hydration finds the rendered screen.
  await Promise.all(
    matches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy === 'function') {
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }
    }),
  );

  const router = createBrowserRouter(routes, {
    basename,
    // React Router asks on a navigation that only the catch-all or a dynamic segment answers: the
    // signed-in part may hold a better match (e.g. /software/softlist over /software/:slug).
    async patchRoutesOnNavigation({ patch }) {
      if (cabinetPatched) return;
      const cabinet = await loadCabinetSet();
      if (cabinetPatched) return;
      cabinetPatched = true;
      patch('root', pageRoutes(deps, cabinet));
    },
    ...(state.router ? { hydrationData: state.router } : {}),
  });
  const env: AppEnv = {
    boot: state.boot,
    siteLanguage: state.siteLanguage,
    basename: state.basename,
    api,
    regionBannerDismissed: state.regionBannerDismissed,
  };
  const app = (
    <StrictMode>
      <Providers env={env} queryClient={queryClient} i18n={i18n}>
        <Hydrated>
          <RouterProvider router={router} />
        </Hydrated>
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root');
  if (!root) return;
  // Hydration as a transition: React yields to the browser while it works, so taking over the page
  // never blocks input (an early click makes React finish hydrating first, then handles it).
  if (state.router)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);

  trackVisit(new URL(window.location.href), document, (body) =>
    request(api, '/api/v1/event-tracker', { method: 'POST', body }),
  ).catch((err) => console.error('visit tracking failed', err));
}

void start();
