import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersReply,
  DEFAULT_NOTIFICATION_PREFS,
  type Language,
  type SendSystemMessageBody,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailStatus } from '../../platform/mail/mailer.ts';
import type { IdentityMails } from './identity.mails.ts';
import { identityRepo } from './identity.repo.ts';
import type { MailLinkService } from './mail-link.service.ts';

/** What a system message may contain: text formatting, lists, links and images. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'code',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

const ADMIN_USER_COLUMNS = [
  'id',
  'email',
  'emailConfirmedAt',
  'userType',
  'isAdmin',
  'isModerator',
  'bannedAt',
  'banReason',
  'createdAt',
  'lastSeenAt',
  'isDemo',
] as const;

type AdminRow = { [K in (typeof ADMIN_USER_COLUMNS)[number]]: unknown } & Record<string, unknown>;

function present(r: AdminRow): AdminUser {
  return {
    id: r.id as number,
    email: (r.email as string | null) ?? '',
    emailConfirmed: r.emailConfirmedAt !== null,
    userType: r.userType as AdminUser['userType'],
    permissions: { admin: r.isAdmin as boolean, moderator: r.isModerator as boolean },
    banned: r.bannedAt !== null,
    banReason: r.banReason as string | null,
    createdAt: new Date(r.createdAt as Date).toISOString(),
    lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt as Date).toISOString() : null,
    isDemo: r.isDemo as boolean,
  };
}

/** The admin users screen and system messages. */
export function adminService(deps: {
  db: Db;
  clock: Clock;
  mails: IdentityMails;
  links: MailLinkService;
  log: FastifyBaseLogger;
}) {
  const { db, clock } = deps;

  async function audit(
    actorId: number,
    userId: number,
    action: 'resend_confirmation' | 'confirm_email',
    details: Record<string, unknown>,
  ): Promise<void> {
    await db
      .insertInto('adminAction')
      .values({ actorId, userId, action, details: JSON.stringify(details) })
      .execute();
  }

  async function get(id: number): Promise<AdminUser> {
    const row = await db
      .selectFrom('userAccount')
      .select(ADMIN_USER_COLUMNS)
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    return present(row);
  }

  return {
    get,

    /** Search by address (part of it) or by exact id. */
    async list(q: string | undefined, page: number): Promise<AdminUsersReply> {
      let base = db.selectFrom('userAccount').where('deletedAt', 'is', null);
      const term = q?.trim();
      if (term) {
        const id = /^\d+$/.test(term) ? Number(term) : null;
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
        base = base.where((eb) =>
          id !== null && Number.isSafeInteger(id)
            ? eb.or([eb('id', '=', id), eb(sql<string>`lower(email)`, 'like', like)])
            : eb(sql<string>`lower(email)`, 'like', like),
        );
      }
      const [rows, total] = await Promise.all([
        base
          .select(ADMIN_USER_COLUMNS)
          .orderBy('id', 'desc')
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset(page * ADMIN_USERS_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { records: rows.map(present), totalCount: Number(total.n) };
    },

    /** A banned user's sessions end at once and the solving API refuses their key. */
    async ban(id: number, reason: string): Promise<AdminUser> {
      await get(id);
      const now = clock.now();
      await identityRepo.updateUser(db, id, { bannedAt: now, banReason: reason });
      await identityRepo.revokeSessions(db, id, now);
      return get(id);
    },

    async unban(id: number): Promise<AdminUser> {
      await get(id);
      await identityRepo.updateUser(db, id, { bannedAt: null, banReason: null });
      return get(id);
    },

    /** A new confirmation letter for the user (the earlier links stop working); recorded as the admin's. */
    async resendConfirmation(actorId: number, id: number): Promise<{ user: AdminUser; mail: MailStatus | null }> {
      await get(id);
      const user = await identityRepo.findUserById(db, id);
      const mail = user ? await deps.links.sendConfirmation(user) : null;
      await audit(actorId, id, 'resend_confirmation', { email: user?.email ?? null, mail });
      return { user: await get(id), mail };
    },

    /**
     * The address counts as confirmed, as if the user had followed the letter's link: customers and
     * developers get their API key. Recorded as the admin's.
     */
    async confirmEmail(actorId: number, id: number): Promise<AdminUser> {
      const before = await get(id);
      if (!before.email) throw new AppError('ERROR_NOT_FOUND');
      await deps.links.confirmWithoutLink(id);
      if (!before.emailConfirmed) await audit(actorId, id, 'confirm_email', { email: before.email });
      return get(id);
    },

    async setPermissions(
      actorId: number,
      id: number,
      permissions: { admin: boolean; moderator: boolean },
    ): Promise<AdminUser> {
      await get(id);
      if (actorId === id && !permissions.admin) throw new AppError('AUTH_CANNOT_CHANGE_OWN_ADMIN');
      await identityRepo.updateUser(db, id, { isAdmin: permissions.admin, isModerator: permissions.moderator });
      return get(id);
    },

    /**
     * Stores a message (sanitized HTML per language) for one user or a group; each recipient sees
     * it until they close it. Copies go by mail to those who asked for them, in their language.
     */
    async sendSystemMessage(actorId: number, body: SendSystemMessageBody): Promise<{ id: number; recipients: number }> {
      const message: Record<string, string> = {};
      for (const [lang, html] of Object.entries(body.message)) {
        const clean = html ? sanitizeMessageHtml(html) : '';
        if (clean) message[lang] = clean;
      }
      if (!message.en)
        throw new AppError('ERROR_VALIDATION', undefined, {
          fields: [{ field: 'body.message.en', message: 'required' }],
        });
      const audience = body.audience;
      const { id, recipients } = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('systemMessage')
          .values({ message: JSON.stringify(message), audience: JSON.stringify(audience), createdBy: actorId })
          .returning('id')
          .executeTakeFirstOrThrow();
        let users = trx
          .selectFrom('userAccount')
          .select(['id', sql<number>`${row.id}`.as('messageId')])
          .where('deletedAt', 'is', null);
        if (audience.kind === 'user') users = users.where('id', '=', audience.userId);
        else if (audience.group !== 'all') users = users.where('userType', '=', audience.group);
        const inserted = await trx
          .insertInto('userSystemMessage')
          .columns(['userId', 'messageId'])
          .expression(users)
          .returning('userId')
          .execute();
        // Nobody to send to: nothing is stored.
        if (audience.kind === 'user' && inserted.length === 0) throw new AppError('ERROR_NOT_FOUND');
        return { id: row.id, recipients: inserted.map((r) => r.userId) };
      });
      void this.mailCopies(recipients, message).catch((err) => deps.log.error({ err }, 'system message mails failed'));
      return { id, recipients: recipients.length };
    },

    async mailCopies(userIds: number[], message: Record<string, string>): Promise<void> {
      for (let i = 0; i < userIds.length; i += 500) {
        const users = await db
          .selectFrom('userAccount')
          .select(['id', 'email', 'interfaceLanguage', 'notificationPrefs', 'site'])
          .where('id', 'in', userIds.slice(i, i + 500))
          .where('email', 'is not', null)
          .execute();
        for (const u of users) {
          if (!{ ...DEFAULT_NOTIFICATION_PREFS, ...u.notificationPrefs }.systemMessages) continue;
          const language = u.interfaceLanguage as Language;
          const html = message[language] ?? message.en ?? '';
          await deps.mails.systemMessage({ userId: u.id, email: u.email ?? '', language, site: u.site }, html);
        }
      }
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
