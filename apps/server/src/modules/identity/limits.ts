// Rate limits of the mail and sign-in flows and the address a mail to a user goes to; shared by the auth and mail-link services and, through index.ts, by other modules that mail users.
import type { Language } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { throttle } from '../../platform/throttle.ts';
import type { UserRow } from './identity.repo.ts';

/** Sign-in limits: per client IP and per account, in 15-minute windows. */
export const LIMITS = {
  windowMs: 15 * 60_000,
  loginPerIp: 30,
  loginPerAccount: 10,
  codesPerSession: 5,
  mailPerAccount: 5,
  mailPerIp: 20,
  registerPerIp: 10,
};

export function recipientOf(user: Pick<UserRow, 'id' | 'email' | 'interfaceLanguage'>) {
  return { userId: user.id, email: user.email ?? '', language: user.interfaceLanguage as Language };
}

export async function enforceLimit(db: Db, key: string, max: number): Promise<void> {
  const result = await throttle(db, key, max, LIMITS.windowMs);
  if (!result.allowed) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
    throw new AppError('ERROR_RATE_LIMITED', `Too many attempts; try again in ${minutes} min.`, {
      retryAfterS: Math.ceil(result.retryAfterMs / 1000),
    });
  }
}
