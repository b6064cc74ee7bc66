import type { CurrentUser, SiteKind, UserType } from '@crowdsolve/contract';
import { Window } from 'happy-dom';
import { type RenderInput, type RenderResult, render } from './entry-server.tsx';
import type { Transport } from './lib/request.ts';

/*
 * Helpers of the server-render tests (entry-server*.test.tsx): a request to render, the page it
 * gives parsed into a document, or the redirect it answers.
 */

export const INTL = 'https://crowdsolve.test';
export const REGION = 'https://crowdsolve.cn.test';

export function makeUser(userType: UserType | null, permissions: Record<string, boolean> = {}): CurrentUser {
  return {
    id: 7,
    interfaceLanguage: 'en',
    profile: { userType, systemMessage: null },
    balance: { amount: 3.5 },
    permissions,
    analyticsData: {
      daysSinceRegistration: 3,
      daysSinceLastPayment: null,
      daysSinceLastUse: 0,
      earnedOnCaptcha: 0,
      spentOnCaptcha: 1.25,
    },
  };
}

export interface Call {
  url: string;
  init: RequestInit;
}

/** A transport answering `/api/v2/user` as the API does: the user, or 400 ERROR_EMPTY_USER. */
export function userTransport(user: CurrentUser | null, calls: Call[] = []): Transport {
  return async (url, init) => {
    calls.push({ url, init });
    if (!url.startsWith('/api/v2/user')) return new Response('{}', { status: 404 });
    if (!user) {
      return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
    }
    return new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export function input(url: string, overrides: Partial<RenderInput> & { user?: CurrentUser | null } = {}): RenderInput {
  const { user = null, ...rest } = overrides;
  const site: SiteKind = url.startsWith(REGION) ? 'region' : 'international';
  return {
    url,
    site,
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf-token-1',
    internationalUrl: site === 'region' ? `${INTL}/` : null,
    transport: userTransport(user),
    ...rest,
  };
}

const windows: Window[] = [];

type Page = Extract<RenderResult, { kind: 'page' }>;
type Redirect = Extract<RenderResult, { kind: 'redirect' }>;

export async function page(
  url: string,
  overrides: Parameters<typeof input>[1] = {},
): Promise<Page & { doc: Document }> {
  const result = await render(input(url, overrides));
  if (result.kind !== 'page') throw new Error(`expected a page for ${url}, got a redirect to ${result.location}`);
  const win = new Window({ url });
  windows.push(win);
  win.document.write(`<!doctype html><html><head>${result.head}</head><body>${result.html}</body></html>`);
  return { ...result, doc: win.document as unknown as Document };
}

export async function redirect(url: string, overrides: Parameters<typeof input>[1] = {}): Promise<Redirect> {
  const result = await render(input(url, overrides));
  if (result.kind !== 'redirect') throw new Error(`expected a redirect for ${url}, got a ${result.status} page`);
  return result;
}

export const links = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href') ?? '');
export const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
export const h1 = (doc: Document) => doc.querySelector('h1')?.textContent ?? null;

/** Closes the documents the tests parsed (call after each test). */
export async function closeWindows(): Promise<void> {
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
}
