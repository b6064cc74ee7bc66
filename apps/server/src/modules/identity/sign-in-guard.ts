import { IDENTITY_PATHS, ONE_YEAR_SECONDS } from '@crowdsolve/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { secureCookies } from '../../platform/cookies.ts';
import type { Db } from '../../platform/db.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { clearTurns, type ThrottleResult, takeTurn, throttle } from '../../platform/throttle.ts';
import type { IdentityMails } from './identity.mails.ts';
import type { UserRow } from './identity.repo.ts';
import { LIMITS, LOGIN_BACKOFF, rateLimited, recipientOf } from './limits.ts';
import { signInGuardRepo } from './sign-in-guard.repo.ts';

/** The cookie that names a browser to the sign-in limits once it signed in (sent to the sign-in paths only). */
export const DEVICE_COOKIE = 'cs_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Where a sign-in attempt comes from: the client IP and the device cookie it sent, if any. */
export interface SignInSource {
  ip: string | null;
  device: string | null;
}

/** What `admit` decided about one attempt, for `failed`. */
export interface Admission {
  /** The count of attempts on the account from unknown sources; null for a known source. */
  strangers: ThrottleResult | null;
  accountHash: string;
}

/**
 * Sign-in limits that strangers cannot turn against the owner. Every attempt is slowed down per
 * account and source (growing delays after a few failures; a success forgets them). A source is
 * known to an account when it signed in to it before: a browser holding the device cookie of that
 * sign-in, or an IP of one of its sessions. Only unknown sources count against the per-account
 * limit, so failures from elsewhere never keep the owner out of a device or network they used
 * before. When strangers reach that limit, the owner is told by mail, once a window.
 * (The per-IP limit is the caller's.)
 */
export function signInGuard(deps: {
  db: Db;
  clock: Clock;
  mails: IdentityMails;
  log: FastifyBaseLogger;
  isProduction: boolean;
}) {
  const { db, clock } = deps;
  const deviceHashOf = (source: SignInSource) =>
    source.device && DEVICE_TOKEN.test(source.device) ? sha256(source.device) : null;
  const turnKey = (accountHash: string, source: string) => `login:${accountHash}:${source}`;

  /** Mails the owner that strangers reached the limit: at most once a window, decided before answering. */
  async function warnOwner(
    accountHash: string,
    user: UserRow | undefined,
    source: SignInSource,
    strangers: ThrottleResult,
  ) {
    // The same round trip whether or not the account exists; the mail itself goes out after the answer.
    const once = await throttle(db, `notice:login-failures:${accountHash}`, 1, LIMITS.windowMs);
    if (!once.allowed || !user?.email || user.bannedAt) return;
    const until = new Date(clock.now().getTime() + strangers.retryAfterMs);
    deps.mails
      .signInFailures(recipientOf(user), { ip: source.ip ?? '?', until })
      .catch((err) => deps.log.warn({ err: (err as Error).message }, 'sign-in failure notice not sent'));
  }

  return {
    /**
     * Admits an attempt to sign in to the account of `email` (`user`, if it exists) or refuses it
     * with ERROR_RATE_LIMITED and the time to wait. The same queries whether or not the account exists.
     */
    async admit(email: string, user: UserRow | undefined, source: SignInSource): Promise<Admission> {
      const accountHash = sha256(email.toLowerCase());
      const deviceHash = deviceHashOf(source);
      const known = await signInGuardRepo.knownSource(db, user?.id ?? 0, deviceHash, source.ip);
      // A device the account knows has its own delays; any other attempt shares those of its IP
      // (a fresh cookie buys a stranger nothing).
      const sourceKey = known.device ? `device:${deviceHash}` : `ip:${source.ip}`;
      const turn = await takeTurn(db, turnKey(accountHash, sourceKey), LOGIN_BACKOFF, clock.now());
      if (!turn.allowed) throw rateLimited(turn.retryAfterMs);
      if (known.device || known.ip) return { strangers: null, accountHash };
      const strangers = await throttle(db, `login:account:${accountHash}`, LIMITS.loginPerAccount, LIMITS.windowMs);
      if (!strangers.allowed) {
        await warnOwner(accountHash, user, source, strangers);
        throw rateLimited(strangers.retryAfterMs);
      }
      return { strangers, accountHash };
    },

    /** After a wrong password: the owner hears of it once strangers reach the per-account limit. */
    async failed(admission: Admission, user: UserRow | undefined, source: SignInSource): Promise<void> {
      const { strangers } = admission;
      if (strangers && (strangers.hits ?? 0) >= LIMITS.loginPerAccount) {
        await warnOwner(admission.accountHash, user, source, strangers);
      }
    },

    /** After a complete sign-in: this source's failures are forgotten. */
    async succeeded(email: string, source: SignInSource): Promise<void> {
      const accountHash = sha256(email.toLowerCase());
      const deviceHash = deviceHashOf(source);
      await clearTurns(db, [
        turnKey(accountHash, `ip:${source.ip}`),
        ...(deviceHash ? [turnKey(accountHash, `device:${deviceHash}`)] : []),
      ]);
    },

    /** Makes the browser of a complete sign-in a known device of the account (keeping its cookie if it has one). */
    async remember(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      const presented = request.cookies[DEVICE_COOKIE];
      const token = presented && DEVICE_TOKEN.test(presented) ? presented : randomToken();
      await signInGuardRepo.rememberDevice(db, userId, sha256(token), clock.now());
      reply.setCookie(DEVICE_COOKIE, token, {
        path: IDENTITY_PATHS.login,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies(request, deps.isProduction),
        maxAge: ONE_YEAR_SECONDS,
      });
    },
  };
}
export type SignInGuard = ReturnType<typeof signInGuard>;
