import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * Whether cookies get the Secure flag: always over https, and in production everywhere
 * except plain-http loopback hosts (a local `npm start`), where browsers would drop them.
 */
export function secureCookies(request: FastifyRequest, isProduction: boolean): boolean {
  if (request.protocol === 'https') return true;
  return isProduction && !LOOPBACK.test(request.host);
}
