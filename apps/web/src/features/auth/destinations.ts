import type { CurrentUser, UserType } from '@crowdsolve/contract';
import { safeReturnTo } from '../../lib/return-to.ts';

/** The first page of each user type's cabinet. */
export const CABINET_PATH: Record<UserType, string> = {
  customer: '/enterpage',
  worker: '/cabinet',
  developer: '/software/softlist',
};

/** The staff home of admins and of moderators. */
export const STAFF_HOME = { admin: '/p/admin', moderator: '/p/moderator' } as const;

/**
 * Where a user goes after signing in: a safe `return_to`, else the staff home for admins and
 * moderators, else their cabinet, else the role choice.
 */
export function afterSignInPath(
  user: Pick<CurrentUser, 'profile' | 'permissions'>,
  returnTo: string | null | undefined,
): string {
  const safe = safeReturnTo(returnTo);
  if (safe) return safe;
  if (user.permissions.admin) return STAFF_HOME.admin;
  if (user.permissions.moderator) return STAFF_HOME.moderator;
  const type = user.profile.userType;
  return type ? CABINET_PATH[type] : '/select-role';
}

/** `path` with `return_to` carried over when there is a safe one. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${path}?return_to=${encodeURIComponent(safe)}` : path;
}
