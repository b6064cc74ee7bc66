import { type CurrentUser, hasAnyPermission } from '@crowdsolve/contract';
import type { Guard } from './route-types.ts';

/** The page a guard sends a visitor to, or null when they may stay (spec §4). */
export function guardRedirect(guard: Guard, user: CurrentUser | null, here: string): string | null {
  const returnTo = `return_to=${encodeURIComponent(here)}`;
  switch (guard.kind) {
    case 'public':
      return null;
    case 'guest':
      return user ? '/#order-captchas' : null;
    case 'signedIn':
    case 'noUserType':
      return user ? null : `/auth/login?${returnTo}`;
    case 'userType':
      if (!user) return `/auth/login?${returnTo}`;
      return user.profile.userType ? null : `/select-role?${returnTo}`;
    case 'role':
      if (!user) return `/auth/login?${returnTo}`;
      return hasAnyPermission(user, guard.allow) ? null : '/';
  }
}
