import type { FastifyRequest } from 'fastify';

/** Loopback names: localhost, any `*.localhost` (the local region site, zh.localhost) and loopback addresses. */
const LOOPBACK = /^(localhost|[a-z0-9.-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * Whether cookies get the Secure flag: always over https, and in production everywhere
 * except plain-http loopback hosts (a local `npm start`), where browsers would drop them.
 */
export function secureCookies(request: FastifyRequest, isProduction: boolean): boolean {
  if (request.protocol === 'https') return true;
  return isProduction && !LOOPBACK.test(request.host);
}
