import {
  type CurrentUser,
  DEFAULT_NOTIFICATION_PREFS,
  type LoginBody,
  type RegisterBody,
  type SiteKind,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailStatus } from '../../platform/mail/mailer.ts';
import { dummyPasswordHash, hashPassword, sha256, verifyPassword } from '../../platform/secrets.ts';
import { currentLegalVersions } from '../legal/index.ts';
import { presentCurrentUser } from './current-user.ts';
import { describeDevice } from './device.ts';
import type { IdentityMails } from './identity.mails.ts';
import { identityRepo, type UserRow } from './identity.repo.ts';
import { enforceLimit, LIMITS, recipientOf } from './limits.ts';
import type { MailLinkService } from './mail-link.service.ts';
import type { SignInGuard, SignInSource } from './sign-in-guard.ts';
import { verifyTotp } from './totp.ts';

export interface RequestContext extends SignInSource {
  userAgent: string | null;
}

/** Registration, sign-in with an optional second factor, sign-out. */
export function authService(deps: {
  db: Db;
  clock: Clock;
  mails: IdentityMails;
  links: MailLinkService;
  guard: SignInGuard;
  log: FastifyBaseLogger;
}) {
  const { db, clock, guard } = deps;

  return {
    /**
     * Creates the account and mails its confirmation link; for a taken address, mails its owner a
     * notice instead (`userId` null: nobody is signed in). The answer tells what became of the mail,
     * so it waits for it. Both cases hash the password and try one insert. The account belongs to
     * `site`, the site it registered on (its mails link there).
     */
    async register(
      body: RegisterBody,
      ctx: RequestContext,
      site: SiteKind = 'international',
    ): Promise<{ userId: number | null; mail: MailStatus }> {
      await enforceLimit(db, `register:ip:${ctx.ip}`, LIMITS.registerPerIp);
      const passwordHash = await hashPassword(body.password);
      const userId = await identityRepo.insertUserUnlessTaken(
        db,
        {
          email: body.email,
          passwordHash,
          userType: body.userType ?? null,
          interfaceLanguage: body.interfaceLanguage ?? 'en',
          notificationPrefs: DEFAULT_NOTIFICATION_PREFS,
          site,
        },
        { documents: currentLegalVersions(), ip: ctx.ip },
      );
      if (userId === null) {
        const owner = await identityRepo.findUserByEmail(db, body.email);
        // The owner may be blocked from mail (limits): the answer stays the same as for a new account.
        const mail = owner ? await deps.mails.signUpAttempt(recipientOf(owner)) : 'sent';
        return { userId: null, mail };
      }
      const user = await identityRepo.findUserById(db, userId);
      const mail = user ? await deps.links.sendConfirmation(user) : null;
      return { userId, mail: mail ?? 'failed' };
    },

    /** Checks the password; the caller starts a session (waiting for the code when 2FA is on). */
    async login(body: LoginBody, ctx: RequestContext): Promise<{ user: UserRow; secondFactorDue: boolean }> {
      await enforceLimit(db, `login:ip:${ctx.ip}`, LIMITS.loginPerIp);
      const user = await identityRepo.findUserByEmail(db, body.email);
      const admission = await guard.admit(body.email, user, ctx);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
      if (!user || !ok) {
        await guard.failed(admission, user, ctx);
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }
      if (user.bannedAt) throw new AppError('AUTH_ACCOUNT_BANNED');
      const secondFactorDue = user.totpEnabledAt !== null;
      // With a second factor due, the attempts count on until the code is right too.
      if (!secondFactorDue) await guard.succeeded(body.email, ctx);
      return { user, secondFactorDue };
    },

    /** Sends the new-device notice when the user wants it and the device is new to the account. */
    async noticeSignIn(user: UserRow, sessionId: string, ctx: RequestContext): Promise<void> {
      const prefs = { ...DEFAULT_NOTIFICATION_PREFS, ...user.notificationPrefs };
      if (!prefs.newSignIn) return;
      // The very first sign-in of an account is no news to its owner.
      if (!(await identityRepo.hasEarlierSessions(db, user.id, sessionId))) return;
      if (await identityRepo.knownDevice(db, user.id, ctx.userAgent, sessionId)) return;
      await deps.mails.newSignIn(recipientOf(user), {
        device: describeDevice(ctx.userAgent),
        ip: ctx.ip ?? '?',
        time: clock.now(),
      });
    },

    /**
     * Checks the second factor of a pending sign-in: a TOTP code (each accepted once) or an
     * unused recovery code. Too many wrong codes end the pending session (AUTH_2FA_FAILED).
     */
    async checkSecondFactor(
      session: { id: string; userId: number },
      code: string,
      ctx: SignInSource,
    ): Promise<UserRow> {
      const user = await identityRepo.findUserById(db, session.userId);
      if (!user?.totpSecret || !user.totpEnabledAt) throw new AppError('AUTH_2FA_NOT_PENDING');
      const now = clock.now();
      // Count the attempt first, atomically: parallel guesses cannot get past the limit.
      const attempts = await identityRepo.countCodeAttempt(db, session.id);
      if (attempts === null || attempts > LIMITS.codesPerSession) {
        await identityRepo.updateSession(db, session.id, { revokedAt: now });
        throw new AppError('AUTH_2FA_FAILED');
      }
      if (await acceptSecondFactor(db, user, code, now)) {
        if (user.email) await guard.succeeded(user.email, ctx);
        return user;
      }
      if (attempts === LIMITS.codesPerSession) {
        await identityRepo.updateSession(db, session.id, { revokedAt: now });
        throw new AppError('AUTH_2FA_FAILED');
      }
      throw new AppError('AUTH_2FA_INVALID');
    },

    async currentUser(userId: number): Promise<CurrentUser> {
      const user = await identityRepo.findUserById(db, userId);
      if (!user) throw new AppError('ERROR_EMPTY_USER');
      return presentCurrentUser(db, user, clock.now());
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

/** A TOTP code newer than the last accepted one, or an unused recovery code. */
export async function acceptSecondFactor(db: Db, user: UserRow, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = await verifyTotp(user.totpSecret, code, now, user.totpLastStep);
    return step !== null && (await identityRepo.claimTotpStep(db, user.id, step));
  }
  return identityRepo.useRecoveryCode(db, user.id, sha256(normalizeRecoveryCode(code)), now);
}

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toLowerCase();
}
