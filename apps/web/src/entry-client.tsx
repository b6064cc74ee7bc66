import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { AppEnv } from './app/app-env.tsx';
import { createI18n } from './app/i18n.ts';
import { PAGE_STATE_ID, type PageState } from './app/page-state.ts';
import { Providers } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { trackVisit } from './features/tracking/track-visit.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appHeaders, request } from './lib/request.ts';
import './ui/styles.css';

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
  const routes = createRoutes({ queryClient, api, basename: state.basename, language: state.siteLanguage });

  // Load the lazy modules of the matched routes first, so hydration finds the rendered screen.
  const matches = matchRoutes(routes, window.location, state.basename || '/') ?? [];
  await Promise.all(
    matches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy === 'function') {
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }
    }),
  );

  const router = createBrowserRouter(routes, {
    basename: state.basename || '/',
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
      <Providers env={env} queryClient={queryClient} i18n={createI18n(state.language)}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root');
  if (!root) return;
  if (state.router) hydrateRoot(root, app);
  else createRoot(root).render(app);
  document.documentElement.dataset.hydrated = 'true';

  trackVisit(new URL(window.location.href), document, (body) =>
    request(api, '/api/v1/event-tracker', { method: 'POST', body }),
  ).catch((err) => console.error('visit tracking failed', err));
}

void start();
