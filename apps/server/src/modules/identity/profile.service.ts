import { randomBytes } from 'node:crypto';
import {
  type Agreement,
  DEFAULT_NOTIFICATION_PREFS,
  type Language,
  type NotificationPrefs,
  type Profile,
  type SessionInfo,
  type TwoFactorSetupReply,
  type UpdateProfileBody,
  type UserType,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, newApiKey, sha256, verifyPassword } from '../../platform/secrets.ts';
import { acceptSecondFactor, normalizeRecoveryCode } from './auth.service.ts';
import { describeDevice } from './device.ts';
import { identityRepo, type UserRow } from './identity.repo.ts';
import { hasApiKeyRole, type MailLinkService } from './mail-link.service.ts';
import { newTotpSecret, totpQrCode, totpUri, verifyTotp } from './totp.ts';

const RECOVERY_CODES = 10;

function newRecoveryCode(): string {
  const raw = randomBytes(5).toString('hex'); // 10 hex characters
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** The profile screens: details, notifications, password, sessions, two-factor, API key, deletion. */
export function profileService(deps: { db: Db; clock: Clock; links: MailLinkService }) {
  const { db, clock } = deps;

  async function user(userId: number): Promise<UserRow> {
    const row = await identityRepo.findUserById(db, userId);
    if (!row) throw new AppError('ERROR_EMPTY_USER');
    return row;
  }

  return {
    async get(userId: number): Promise<Profile> {
      const u = await user(userId);
      return {
        id: u.id,
        email: u.email ?? '',
        emailConfirmed: u.emailConfirmedAt !== null,
        pendingEmail: await deps.links.pendingEmail(u.id),
        name: u.name,
        userType: u.userType,
        interfaceLanguage: u.interfaceLanguage as Language,
        createdAt: new Date(u.createdAt).toISOString(),
        twoFactorEnabled: u.totpEnabledAt !== null,
        apiKey: hasApiKeyRole(u.userType) && u.emailConfirmedAt ? u.apiKey : null,
        notifications: { ...DEFAULT_NOTIFICATION_PREFS, ...u.notificationPrefs },
      };
    },

    async update(userId: number, body: UpdateProfileBody): Promise<Profile> {
      if (body.name !== undefined) await identityRepo.updateUser(db, userId, { name: body.name });
      return this.get(userId);
    },

    async setLanguage(userId: number, language: Language): Promise<void> {
      await identityRepo.updateUser(db, userId, { interfaceLanguage: language });
    },

    /** Sets the user type; customers and developers with a confirmed address get an API key. */
    async selectRole(userId: number, userType: UserType): Promise<void> {
      const u = await user(userId);
      const needsKey = hasApiKeyRole(userType) && u.emailConfirmedAt !== null && !u.apiKey;
      await identityRepo.updateUser(db, userId, { userType, ...(needsKey ? { apiKey: newApiKey() } : {}) });
    },

    async setNotifications(userId: number, prefs: NotificationPrefs): Promise<NotificationPrefs> {
      await identityRepo.updateUser(db, userId, { notificationPrefs: prefs });
      return prefs;
    },

    async agreements(userId: number): Promise<Agreement[]> {
      const rows = await identityRepo.listAgreements(db, userId);
      return rows.map((r) => ({
        document: r.document,
        version: r.version,
        acceptedAt: new Date(r.acceptedAt).toISOString(),
      }));
    },

    /** A new password ends every other session of the account. */
    async changePassword(userId: number, sessionId: string, current: string, next: string): Promise<void> {
      const u = await user(userId);
      if (!(await verifyPassword(u.passwordHash, current))) throw new AppError('AUTH_WRONG_PASSWORD');
      await identityRepo.updateUser(db, userId, { passwordHash: await hashPassword(next) });
      await identityRepo.revokeSessions(db, userId, clock.now(), { except: sessionId });
    },

    /** Closes the account: the address is freed, sessions and the API key stop; history stays. */
    async deleteAccount(userId: number, password: string): Promise<void> {
      const u = await user(userId);
      if (!(await verifyPassword(u.passwordHash, password))) throw new AppError('AUTH_WRONG_PASSWORD');
      const now = clock.now();
      await identityRepo.updateUser(db, userId, {
        deletedAt: now,
        apiKey: null,
        totpSecret: null,
        totpEnabledAt: null,
      });
      await identityRepo.revokeSessions(db, userId, now);
    },

    async sessions(userId: number, currentSessionId: string): Promise<SessionInfo[]> {
      const rows = await identityRepo.listSessions(db, userId, clock.now());
      return rows.map((r) => ({
        id: r.id.slice(0, 16),
        device: describeDevice(r.userAgent),
        ip: r.ip,
        createdAt: new Date(r.createdAt).toISOString(),
        lastSeenAt: new Date(r.lastSeenAt).toISOString(),
        current: r.id === currentSessionId,
      }));
    },

    /** Ends one session, named by the id prefix the list shows. */
    async revokeSession(userId: number, shortId: string): Promise<void> {
      const rows = await identityRepo.listSessions(db, userId, clock.now());
      const match = rows.find((r) => r.id.startsWith(shortId) && shortId.length === 16);
      if (!match) throw new AppError('ERROR_NOT_FOUND');
      await identityRepo.revokeSessions(db, userId, clock.now(), { only: match.id });
    },

    /** Starts two-factor set-up: a new secret, shown as a QR code until a code confirms it. */
    async setupTwoFactor(userId: number): Promise<TwoFactorSetupReply> {
      const u = await user(userId);
      if (u.totpEnabledAt) throw new AppError('AUTH_2FA_ALREADY_ENABLED');
      const secret = newTotpSecret();
      await identityRepo.updateUser(db, userId, { totpSecret: secret, totpLastStep: null });
      const otpauthUrl = totpUri(secret, u.email ?? `user-${u.id}`);
      return { secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) };
    },

    /** Turns two-factor on with a first valid code; returns one-time recovery codes (shown once). */
    async enableTwoFactor(userId: number, code: string): Promise<string[]> {
      const u = await user(userId);
      if (u.totpEnabledAt) throw new AppError('AUTH_2FA_ALREADY_ENABLED');
      if (!u.totpSecret) throw new AppError('AUTH_2FA_NOT_ENABLED');
      const step = await verifyTotp(u.totpSecret, code, clock.now(), u.totpLastStep);
      if (step === null || !(await identityRepo.claimTotpStep(db, userId, step)))
        throw new AppError('AUTH_2FA_INVALID');
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        await identityRepo.updateUser(trx, userId, { totpEnabledAt: clock.now() });
        await identityRepo.replaceRecoveryCodes(
          trx,
          userId,
          codes.map((c) => sha256(normalizeRecoveryCode(c))),
        );
      });
      return codes;
    },

    /** Turning two-factor off needs a current code (or a recovery code). */
    async disableTwoFactor(userId: number, code: string): Promise<void> {
      const u = await user(userId);
      if (!u.totpEnabledAt) throw new AppError('AUTH_2FA_NOT_ENABLED');
      if (!(await acceptSecondFactor(db, u, code, clock.now()))) throw new AppError('AUTH_2FA_INVALID');
      await db.transaction().execute(async (trx) => {
        await identityRepo.updateUser(trx, userId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
        await identityRepo.replaceRecoveryCodes(trx, userId, []);
      });
    },

    /** A new key; the old one stops working at once. */
    async regenerateApiKey(userId: number): Promise<string> {
      const u = await user(userId);
      if (!hasApiKeyRole(u.userType)) throw new AppError('AUTH_NO_API_KEY');
      if (!u.emailConfirmedAt) throw new AppError('AUTH_EMAIL_NOT_CONFIRMED');
      const apiKey = newApiKey();
      await identityRepo.updateUser(db, userId, { apiKey });
      return apiKey;
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
