import { type ConfirmEmailChangeReply, MAIL_LINK_TTL_HOURS, type MailLink } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MailLinkPurpose } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailStatus } from '../../platform/mail/mailer.ts';
import { hashPassword, newApiKey, randomToken, sha256, verifyPassword } from '../../platform/secrets.ts';
import type { IdentityMails } from './identity.mails.ts';
import { identityRepo, type UserRow } from './identity.repo.ts';
import { enforceLimit, LIMITS, recipientOf } from './limits.ts';

const TTL_MS = MAIL_LINK_TTL_HOURS * 60 * 60 * 1000;

/** Whether a user of this type holds an API key (the solving API authenticates customers and developers). */
export const hasApiKeyRole = (userType: UserRow['userType']) => userType === 'customer' || userType === 'developer';

/**
 * Flows confirmed through a link in a mail: email confirmation, password reminder, email change,
 * removal of an address from an account its owner did not create. Every link is single-use and
 * expires after 24 hours; only its hash is stored.
 */
export function mailLinkService(deps: { db: Db; clock: Clock; mails: IdentityMails; log: FastifyBaseLogger }) {
  const { db, clock } = deps;

  async function issue(
    userId: number,
    purpose: MailLinkPurpose,
    payload: Record<string, unknown> = {},
  ): Promise<string> {
    const token = randomToken();
    await identityRepo.insertMailLink(db, {
      userId,
      purpose,
      tokenHash: sha256(token),
      payload,
      expiresAt: new Date(clock.now().getTime() + TTL_MS),
    });
    return token;
  }

  /** The link of a `{hash}/{userId}` pair, checked but not used. */
  async function peek(link: MailLink, purposes: MailLinkPurpose[]) {
    const row = await identityRepo.findMailLink(db, sha256(link.hash));
    if (!row || row.userId !== link.userId || !purposes.includes(row.purpose)) throw new AppError('AUTH_LINK_INVALID');
    if (row.usedAt) throw new AppError('AUTH_LINK_USED');
    if (new Date(row.expiresAt) <= clock.now()) throw new AppError('AUTH_LINK_EXPIRED');
    return row;
  }

  /** Uses a link once; a second use (even a concurrent one) is refused. */
  async function consume(link: MailLink, purposes: MailLinkPurpose[]) {
    const row = await peek(link, purposes);
    if (!(await identityRepo.useMailLink(db, row.id, clock.now()))) throw new AppError('AUTH_LINK_USED');
    return row;
  }

  /** The address is proven: confirmed, the API key granted where the role has one, removal links void. */
  async function markConfirmed(user: UserRow, extra: { passwordHash?: string } = {}): Promise<void> {
    await identityRepo.updateUser(db, user.id, {
      ...extra,
      emailConfirmedAt: user.emailConfirmedAt ?? clock.now(),
      ...(hasApiKeyRole(user.userType) && !user.apiKey ? { apiKey: newApiKey() } : {}),
    });
    await identityRepo.expireMailLinks(db, user.id, ['delete_email', 'confirm_email'], clock.now());
  }

  async function liveUser(userId: number): Promise<UserRow> {
    const user = await identityRepo.findUserById(db, userId);
    if (!user) throw new AppError('AUTH_LINK_INVALID');
    return user;
  }

  return {
    /** A new confirmation letter (the earlier links stop working); null when the address needs none. */
    async sendConfirmation(user: UserRow): Promise<MailStatus | null> {
      if (!user.email || user.emailConfirmedAt) return null;
      await enforceLimit(db, `mail:confirm:${user.id}`, LIMITS.mailPerAccount);
      await identityRepo.expireMailLinks(db, user.id, ['confirm_email', 'delete_email'], clock.now());
      const token = await issue(user.id, 'confirm_email', { email: user.email });
      const deleteToken = await issue(user.id, 'delete_email', { email: user.email });
      return deps.mails.confirmEmail(recipientOf(user), token, deleteToken);
    },

    /** What became of the user's last confirmation letter, if there was one. */
    async lastConfirmation(userId: number): Promise<MailStatus | null> {
      const row = await db
        .selectFrom('mailLog')
        .select('status')
        .where('userId', '=', userId)
        .where('template', '=', 'confirm_email')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && row.status !== 'skipped' ? row.status : null;
    },

    /** The address confirmed without its link (by an admin): as if the user had followed it. */
    async confirmWithoutLink(userId: number): Promise<void> {
      await markConfirmed(await liveUser(userId));
    },

    /** Confirms the address the link was sent to; customers and developers get their API key. */
    async confirmEmail(link: MailLink): Promise<void> {
      const row = await consume(link, ['confirm_email']);
      const user = await liveUser(row.userId);
      if (user.email?.toLowerCase() !== String(row.payload.email ?? '').toLowerCase())
        throw new AppError('AUTH_LINK_INVALID');
      await markConfirmed(user);
    },

    /** Closes an unconfirmed account at the request of the mailbox owner; the address is free again. */
    async deleteEmail(link: MailLink): Promise<void> {
      const row = await consume(link, ['delete_email']);
      const user = await liveUser(row.userId);
      if (user.emailConfirmedAt || user.email?.toLowerCase() !== String(row.payload.email ?? '').toLowerCase()) {
        throw new AppError('AUTH_LINK_INVALID');
      }
      const now = clock.now();
      await identityRepo.updateUser(db, user.id, { deletedAt: now, apiKey: null });
      await identityRepo.revokeSessions(db, user.id, now);
    },

    /** Same answer whatever the address; the mail goes out in the background so timing tells nothing. */
    async remind(email: string, ip: string | null): Promise<void> {
      await enforceLimit(db, `remind:ip:${ip}`, LIMITS.mailPerIp);
      const work = async () => {
        const user = await identityRepo.findUserByEmail(db, email);
        if (!user || user.bannedAt) return;
        await enforceLimit(db, `mail:remind:${user.id}`, LIMITS.mailPerAccount);
        await identityRepo.expireMailLinks(db, user.id, ['reset_password'], clock.now());
        await deps.mails.resetPassword(recipientOf(user), await issue(user.id, 'reset_password'));
      };
      work().catch((err) => deps.log.warn({ err: (err as Error).message }, 'password reminder not sent'));
    },

    checkReminder: (link: MailLink) => peek(link, ['reset_password']).then(() => undefined),

    /** Sets the new password, ends every session, and counts as a confirmed address. */
    async resetPassword(link: MailLink, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const row = await consume(link, ['reset_password']);
      const user = await liveUser(row.userId);
      await markConfirmed(user, { passwordHash });
      await identityRepo.revokeSessions(db, user.id, clock.now());
    },

    /** Sends links to the current and the new address; the change happens when both are followed. */
    async requestEmailChange(userId: number, newEmail: string, password: string): Promise<void> {
      const user = await liveUser(userId);
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('AUTH_WRONG_PASSWORD');
      if (!user.emailConfirmedAt) throw new AppError('AUTH_EMAIL_NOT_CONFIRMED');
      if (user.email?.toLowerCase() === newEmail) throw new AppError('AUTH_SAME_EMAIL');
      await enforceLimit(db, `mail:change:${user.id}`, LIMITS.mailPerAccount);
      const now = clock.now();
      await identityRepo.expireMailLinks(db, user.id, ['change_email_old', 'change_email_new'], now);
      const pair = randomToken(9);
      const oldToken = await issue(user.id, 'change_email_old', { newEmail, pair });
      const newToken = await issue(user.id, 'change_email_new', { newEmail, pair });
      await deps.mails.changeEmailOld(recipientOf(user), oldToken, newEmail);
      await deps.mails.changeEmailNew({ ...recipientOf(user), email: newEmail }, newToken);
    },

    async confirmEmailChange(link: MailLink, status: 'old' | 'new'): Promise<ConfirmEmailChangeReply> {
      const purpose = status === 'old' ? 'change_email_old' : 'change_email_new';
      const row = await consume(link, [purpose]);
      const user = await liveUser(row.userId);
      const otherPurpose = status === 'old' ? 'change_email_new' : 'change_email_old';
      const other = await db
        .selectFrom('mailLink')
        .select(['usedAt'])
        .where('userId', '=', user.id)
        .where('purpose', '=', otherPurpose)
        .where(({ eb, ref }) => eb(ref('payload', '->>').key('pair'), '=', String(row.payload.pair)))
        .executeTakeFirst();
      if (!other?.usedAt) return { complete: false, email: null };
      const newEmail = String(row.payload.newEmail);
      if (await identityRepo.emailInUse(db, newEmail, user.id)) throw new AppError('AUTH_EMAIL_TAKEN');
      await identityRepo.updateUser(db, user.id, { email: newEmail, emailConfirmedAt: clock.now() });
      // Links mailed to the old address stop working with it.
      await identityRepo.expireMailLinks(db, user.id, ['reset_password', 'confirm_email', 'delete_email'], clock.now());
      return { complete: true, email: newEmail };
    },

    /** The address waiting for confirmation from both mailboxes, if any. */
    async pendingEmail(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('mailLink')
        .select('payload')
        .where('userId', '=', userId)
        .where('purpose', '=', 'change_email_new')
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', clock.now())
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? String(row.payload.newEmail) : null;
    },
  };
}
export type MailLinkService = ReturnType<typeof mailLinkService>;
