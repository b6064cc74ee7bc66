import type { Permission } from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Who made a request: set by the identity module from the session cookie. */
export interface Principal {
  userId: number;
  sessionId: string;
  permissions: Record<Permission, boolean>;
  userType: 'customer' | 'worker' | 'developer' | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The signed-in user of a request, or ERROR_EMPTY_USER (HTTP 400, spec §8). */
export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('ERROR_EMPTY_USER');
  return request.principal;
}

/** The signed-in user holding at least one of `allowed`, else ERROR_FORBIDDEN. */
export function requirePermission(request: FastifyRequest, allowed: readonly Permission[]): Principal {
  const principal = requireUser(request);
  if (!allowed.some((p) => principal.permissions[p])) throw new AppError('ERROR_FORBIDDEN');
  return principal;
}

/** The signed-in owner of an API key (customer or developer), else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
export function requireApiUser(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (principal.userType !== 'customer' && principal.userType !== 'developer') throw new AppError('ERROR_FORBIDDEN');
  return principal;
}
