import { DevMailReplySchema, IDENTITY_PATHS as P } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';

/** The development outbox (/dev/mail): registered only while mails are not really sent. */
export function devMailRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(P.devMail, { schema: { response: { 200: DevMailReplySchema } } }, async () => {
      const rows = await deps.db
        .selectFrom('mailLog')
        .select(['id', 'recipient', 'subject', 'textBody', 'htmlBody', 'createdAt'])
        .where('status', '=', 'outbox')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return {
        mails: rows.map((r) => ({
          id: r.id,
          to: r.recipient,
          subject: r.subject,
          text: r.textBody,
          html: r.htmlBody,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    });
  };
}
