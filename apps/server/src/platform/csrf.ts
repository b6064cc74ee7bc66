import { randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES, CSRF_HEADER } from '@crowdsolve/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The CSRF token of this browser: the cookie's value, or a new one set on the reply.
 * The page hands it to the web app in its boot state; the app sends it back in a header.
 */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[COOKIES.csrf];
  if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
  const token = newCsrfToken();
  reply.setCookie(COOKIES.csrf, token, { path: '/', sameSite: 'lax', secure, httpOnly: true });
  request.cookies[COOKIES.csrf] = token;
  return token;
}

/**
 * Double-submit check for cookie-authenticated writes: a request to the web API (`/api/…`) that
 * changes state and carries the session cookie must carry the CSRF header equal to the CSRF
 * cookie, else 403. The solver API (`/in.php`, `/res.php`, `/createTask`, …) is authenticated by
 * its key alone: a session cookie a client happens to send changes nothing there.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!request.cookies[COOKIES.session]) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[COOKIES.csrf];
    if (typeof header === 'string' && cookie && same(header, cookie)) return;
    return sendError(reply, request, 'ERROR_CSRF', 403, 'Missing or wrong CSRF token.');
  });
}
