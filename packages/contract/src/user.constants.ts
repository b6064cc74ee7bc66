/** Zod-free part of the user domain (see site.constants.ts for why). */

export const USER_TYPES = ['customer', 'worker', 'developer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Permission flags by role name (spec §6). */
export const PERMISSIONS = ['admin', 'moderator'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function hasAnyPermission(
  user: { permissions: Record<string, boolean> } | null | undefined,
  allowed: readonly Permission[],
): boolean {
  if (!user) return false;
  return allowed.some((p) => user.permissions[p] === true);
}
