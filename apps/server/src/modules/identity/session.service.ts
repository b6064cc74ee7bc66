import { COOKIES } from '@crowdsolve/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { secureCookies } from '../../platform/cookies.ts';
import type { Db } from '../../platform/db.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { identityRepo } from './identity.repo.ts';

/** Last-seen times are written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PENDING_TTL_MS = 10 * 60 * 1000;

export interface SessionDeps {
  db: Db;
  clock: Clock;
  ttlDays: number;
  isProduction: boolean;
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof identityRepo.findLiveSession>>>;

/** Server-side sessions: the cookie holds a random token, the database only its hash. */
export function sessionService(deps: SessionDeps) {
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(request, deps.isProduction),
    maxAge: deps.ttlDays * 24 * 60 * 60,
  });

  return {
    /** Starts a session for a user (waiting for the second factor when `secondFactorDue`). */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      secondFactorDue: boolean,
    ): Promise<string> {
      const token = randomToken();
      const id = sha256(token);
      await identityRepo.insertSession(deps.db, {
        id,
        userId,
        secondFactorDue,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
        // A sign-in waiting for its code lasts minutes, not the session's days.
        expiresAt: new Date(deps.clock.now().getTime() + (secondFactorDue ? PENDING_TTL_MS : deps.ttlDays * DAY_MS)),
      });
      reply.setCookie(COOKIES.session, token, cookieOptions(request));
      request.principal = null;
      return id;
    },

    clearCookie(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(COOKIES.session, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies(request, deps.isProduction),
      });
    },

    /** The session of a request's cookie, fully signed in or waiting for the second factor. */
    async resolve(request: FastifyRequest) {
      const token = request.cookies[COOKIES.session];
      if (!token || token.length > 100) return null;
      const now = deps.clock.now();
      const session = await identityRepo.findLiveSession(deps.db, sha256(token), now);
      if (!session) return null;
      if (now.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
        await identityRepo.touchSession(deps.db, session.id, session.userId, now);
      }
      return session;
    },

    principalOf(session: LiveSession): Principal {
      return {
        userId: session.userId,
        sessionId: session.id,
        permissions: { admin: session.isAdmin, moderator: session.isModerator },
        userType: session.userType,
      };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
