import type { CurrentUser, UserType } from '@crowdsolve/contract';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { apiError as envelope, renderApp, json as reply, makeUser as user } from '../profile/testing.tsx';

/**
 * Test helpers of the auth screens (imported by tests only): a page at its route pattern, with a
 * fake API keyed by `'METHOD /path'`, over the shared `renderApp`.
 */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type ApiHandler = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, data: unknown): Response => reply(data, status);

/** An error answer in the API's envelope. */
export const apiError = (code: string, status: number, fields?: { field: string; message: string }[]): Response =>
  envelope(code, status, fields);

export function makeUser(userType: UserType | null, id = 7): CurrentUser {
  return user({
    id,
    profile: { userType, systemMessage: null },
    analyticsData: { ...user().analyticsData, daysSinceRegistration: 0 },
  });
}

/** Shows where a navigation ended up. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

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
  const handlers = options.api ?? {};
  const view = renderApp({
    path: options.url,
    routes: [
      { path: options.path, Component: options.Component },
      { path: '*', Component: Landed },
    ],
    user: options.user ?? null,
    strict: options.strict,
    host: 'crowdsolve.test',
    handler: (call) => {
      const path = call.url.split('?')[0] ?? call.url;
      const handler = handlers[`${call.method} ${path}`];
      if (handler) return handler(call.body);
      if (call.method === 'GET' && path === '/api/v2/user') {
        return options.user ? json(200, options.user) : apiError('ERROR_EMPTY_USER', 400);
      }
      return undefined;
    },
  });
  const calls = (): ApiCall[] =>
    view.calls.map((c) => ({ method: c.method, path: c.url.split('?')[0] ?? c.url, body: c.body }));
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  const callsTo = (path: string) => calls().filter((c) => c.path === path);
  return {
    ...view,
    /** Every call so far, by path. */
    get calls(): ApiCall[] {
      return calls();
    },
    callsTo,
    location,
  };
}
