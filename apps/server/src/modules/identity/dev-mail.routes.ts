import { DevMailReplySchema, IDENTITY_PATHS as P } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { devOutbox } from '../../platform/mail/dev-outbox.ts';

/**
 * The newcomer's view of the outbox (/dev/mail): registered only where no mail server is configured
 * and nobody else can reach the server (loopback, or DEMO=on). Mails this process still holds are
 * shown as sent, links intact; older ones as the log's redacted copies. Admins read the outbox of
 * any install on /admin/mail.
 */
export function devMailRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(P.devMail, { schema: { response: { 200: DevMailReplySchema } } }, async () => {
      const outbox = devOutbox(deps.db);
      const rows = await deps.db
        .selectFrom('mailLog')
        .select(['id', 'recipient', 'subject', 'textBody', 'htmlBody', 'createdAt'])
        .where('status', '=', 'outbox')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return {
        mails: rows.map((r) => {
          const sent = outbox.read(r.id);
          return {
            id: r.id,
            to: r.recipient,
            subject: r.subject,
            text: sent?.text ?? r.textBody,
            html: sent?.html ?? r.htmlBody,
            createdAt: new Date(r.createdAt).toISOString(),
          };
        }),
      };
    });
  };
}
