import type { CurrentUser, UserType } from '@crowdsolve/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AppEnv } from '../../app/app-env.tsx';
import { createI18n } from '../../app/i18n.ts';
import { Providers } from '../../app/providers.tsx';
import type { Transport } from '../../lib/request.ts';
import { userKeys } from '../user/current-user.ts';

/**
 * Test helpers of the auth screens (imported by tests only): a page rendered in a memory router
 * with the app's providers, and a fake API that records every call.
 */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type ApiHandler = (body: unknown) => Response | Promise<Response>;

export function json(status: number, data: unknown): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

/** An error answer in the API's envelope. */
export function apiError(code: string, status: number, fields?: { field: string; message: string }[]): Response {
  return json(status, { error: { code, message: `raw server text for ${code}`, ...(fields ? { fields } : {}) } });
}

export function makeUser(userType: UserType | null, id = 7): CurrentUser {
  return {
    id,
    interfaceLanguage: 'en',
    profile: { userType, systemMessage: null },
    balance: { amount: 0 },
    permissions: {},
    analyticsData: {
      daysSinceRegistration: 0,
      daysSinceLastPayment: null,
      daysSinceLastUse: null,
      earnedOnCaptcha: 0,
      spentOnCaptcha: 0,
    },
  };
}

/** Shows where a navigation ended up. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

const i18n = createI18n('en');

export function renderPage(options: {
  /** The route pattern of the page, e.g. `/auth/check_key/:hash/:userId`. */
  path: string;
  url: string;
  Component: ComponentType;
  user?: CurrentUser | null;
  /** `'METHOD /path'` → answer. Unknown calls answer 404. */
  api?: Record<string, ApiHandler>;
  strict?: boolean;
}) {
  const calls: ApiCall[] = [];
  const handlers = options.api ?? {};
  const transport: Transport = async (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(body);
    if (method === 'GET' && path === '/api/v2/user') {
      return options.user ? json(200, options.user) : apiError('ERROR_EMPTY_USER', 400);
    }
    return apiError('ERROR_NOT_FOUND', 404);
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(userKeys.current, options.user ?? null);
  const env: AppEnv = {
    boot: {
      site: 'international',
      host: 'crowdsolve.test',
      language: 'en',
      languageExplicit: false,
      csrfToken: 'csrf',
      internationalUrl: null,
    },
    siteLanguage: 'en',
    basename: '',
    api: { transport, headers: () => ({}) },
    regionBannerDismissed: false,
  };
  const router = createMemoryRouter(
    [
      { path: options.path, Component: options.Component },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [options.url] },
  );
  const tree = (
    <Providers env={env} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { ...result, router, calls, callsTo, queryClient, location };
}
