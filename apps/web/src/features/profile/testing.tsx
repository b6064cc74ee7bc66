import type { CurrentUser, Language, Profile, SiteKind } from '@crowdsolve/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createI18n } from '../../app/i18n.ts';
import type { AppEnv } from '../../lib/app-env.tsx';
import { Providers } from '../../lib/providers.tsx';
import type { Transport } from '../../lib/request.ts';
import { userKeys } from '../user/current-user.ts';

/** Test support for the web screens: a fake API that records every call, and the app's providers. */

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers a call, or `undefined` for a 404 `ERROR_NOT_FOUND`. */
export type ApiHandler = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(code: string, status = 400, fields?: { field: string; message: string }[]): Response {
  return json({ error: { code, message: `raw server text for ${code}`, ...(fields ? { fields } : {}) } }, status);
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    interfaceLanguage: 'en',
    profile: { userType: 'customer', systemMessage: null },
    balance: { amount: 0 },
    permissions: {},
    analyticsData: {
      daysSinceRegistration: 1,
      daysSinceLastPayment: null,
      daysSinceLastUse: null,
      earnedOnCaptcha: 0,
      spentOnCaptcha: 0,
    },
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: 'ann@example.com',
    emailConfirmed: true,
    pendingEmail: null,
    name: 'Ann',
    userType: 'customer',
    interfaceLanguage: 'en',
    createdAt: '2026-01-15T10:00:00.000Z',
    twoFactorEnabled: false,
    apiKey: '0123456789abcdef0123456789abcdef',
    notifications: { newSignIn: true, systemMessages: true, news: false },
    ...overrides,
  };
}

export interface RenderAppOptions {
  /** The screen at `path`; or give `routes`. */
  element?: ReactNode;
  routes?: RouteObject[];
  path?: string;
  /** Seeds the current-user query; `undefined` leaves it empty. */
  user?: CurrentUser | null;
  handler?: ApiHandler;
  language?: Language;
  site?: SiteKind;
  /** Renders in React's StrictMode (effects run twice). */
  strict?: boolean;
  host?: string;
  /** Overrides of the boot state (e.g. the other site's URL). */
  boot?: Partial<AppEnv['boot']>;
}

/** Renders inside a memory router with the app's providers; every API call is recorded. */
export function renderApp(options: RenderAppOptions) {
  const calls: ApiCall[] = [];
  const handler = options.handler ?? (() => undefined);
  const transport: Transport = async (url, init) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return (await handler(call)) ?? apiError('ERROR_NOT_FOUND', 404);
  };
  const language = options.language ?? 'en';
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  if (options.user !== undefined) queryClient.setQueryData(userKeys.current, options.user);
  const env: AppEnv = {
    boot: {
      site: options.site ?? 'international',
      host: options.host ?? 'localhost',
      language,
      languageExplicit: false,
      csrfToken: 'csrf',
      internationalUrl: null,
      ...options.boot,
    },
    siteLanguage: language,
    basename: '',
    api: { transport, headers: () => ({}) },
    regionBannerDismissed: false,
  };
  const path = options.path ?? '/';
  const routes = options.routes ?? [
    { path: new URL(path, 'http://x').pathname, element: options.element },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createI18n(language);
  const tree = (
    <Providers env={env} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, calls, queryClient, router, i18n };
}

/** The calls made to `method url` (query string ignored unless given). */
export function callsTo(calls: ApiCall[], method: string, url: string): ApiCall[] {
  return calls.filter((c) => c.method === method && (c.url === url || c.url.split('?')[0] === url));
}
