import { ADMIN_MAIL_PAGE_SIZE, type AdminMailReply } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { devOutbox } from '../../platform/mail/dev-outbox.ts';

/**
 * The mail log for admins, newest first: what became of each letter, and the letter itself — as
 * sent, links working, while this process still holds it (the outbox), else the log's copy with
 * its one-time links redacted.
 */
export function adminMailService(deps: { db: Db; smtp: boolean }) {
  const { db } = deps;
  return {
    async list(to: string | undefined, page: number): Promise<AdminMailReply> {
      let base = db.selectFrom('mailLog');
      const term = to?.trim().toLowerCase();
      if (term) {
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql<string>`lower(recipient)`, 'like', like);
      }
      const [rows, total] = await Promise.all([
        base
          .select(['id', 'status', 'template', 'recipient', 'subject', 'textBody', 'htmlBody', 'error', 'createdAt'])
          .orderBy('id', 'desc')
          .limit(ADMIN_MAIL_PAGE_SIZE)
          .offset(page * ADMIN_MAIL_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const outbox = devOutbox(db);
      return {
        records: rows.map((r) => {
          const live = outbox.read(r.id);
          return {
            id: r.id,
            status: r.status,
            template: r.template,
            to: r.recipient,
            subject: r.subject,
            createdAt: new Date(r.createdAt).toISOString(),
            error: r.error,
            text: live?.text ?? r.textBody,
            html: live?.html ?? r.htmlBody,
            live: live !== undefined,
          };
        }),
        totalCount: Number(total.n),
        smtp: deps.smtp,
      };
    },
  };
}
export type AdminMailService = ReturnType<typeof adminMailService>;
