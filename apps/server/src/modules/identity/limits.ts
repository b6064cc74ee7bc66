// Rate limits of the mail and sign-in flows and the address a mail to a user goes to; shared by the auth and mail-link services and, through index.ts, by other modules that mail users.
import type { Language, SiteKind } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type BackoffPolicy, throttle } from '../../platform/throttle.ts';
import type { UserRow } from './identity.repo.ts';

/**
 * Sign-in limits: per client IP, and per account for sources that never signed in to it (a stranger's
 * failures never lock the owner out), in 15-minute windows. Mail and registration limits likewise.
 */
export const LIMITS = {
  windowMs: 15 * 60_000,
  loginPerIp: 30,
  loginPerAccount: 10,
  codesPerSession: 5,
  mailPerAccount: 5,
  mailPerIp: 20,
  registerPerIp: 10,
};

/**
 * Failed sign-ins per account and source (a known device, else the IP): the first few go at once,
 * then each attempt waits 1 s, 2 s, 4 s … (at most a minute) after the previous one. A success
 * forgets them; so do 15 minutes without an attempt.
 */
export const LOGIN_BACKOFF: BackoffPolicy = {
  free: 3,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetMs: LIMITS.windowMs,
};

export function recipientOf(user: Pick<UserRow, 'id' | 'email' | 'interfaceLanguage'> & { site?: SiteKind }) {
  return {
    userId: user.id,
    email: user.email ?? '',
    language: user.interfaceLanguage as Language,
    ...(user.site ? { site: user.site } : {}),
  };
}

/** ERROR_RATE_LIMITED with its Retry-After. */
export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
  return new AppError('ERROR_RATE_LIMITED', `Too many attempts; try again in ${wait}.`, { retryAfterS: seconds });
}

export async function enforceLimit(db: Db, key: string, max: number): Promise<void> {
  const result = await throttle(db, key, max, LIMITS.windowMs);
  if (!result.allowed) throw rateLimited(result.retryAfterMs);
}
