import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db.ts';
import { devOutbox } from './dev-outbox.ts';
import { redactLinks } from './redact.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export interface SendOptions {
  userId: number | null;
  /** Template name, recorded in the mail log. */
  template: string;
}

/** What became of a mail: delivered to the SMTP server, kept in the outbox, or refused. */
export type MailStatus = 'sent' | 'outbox' | 'failed';

/**
 * Sends mail and records every one in `mail_log`. Bodies carry one-time links, so the log keeps a
 * copy with their tokens redacted, whatever became of the mail. Without a transport (no SMTP_URL),
 * or with the outbox forced (DEV_MAIL_OUTBOX), mails are kept in the outbox instead: in memory
 * with their links intact (shown on /dev/mail and /admin/mail), in the log redacted.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport | null;
  devOutbox: boolean;
  log: FastifyBaseLogger;
}) {
  return {
    async send(mail: OutgoingMail, options: SendOptions): Promise<MailStatus> {
      let status: MailStatus = 'outbox';
      let error: string | null = null;
      if (deps.transport && !deps.devOutbox) {
        try {
          await deps.transport.send(mail);
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = (err as Error).message.slice(0, 500);
        }
      }
      const row = await deps.db
        .insertInto('mailLog')
        .values({
          userId: options.userId,
          recipient: mail.to,
          template: options.template,
          subject: mail.subject,
          textBody: redactLinks(mail.text),
          htmlBody: redactLinks(mail.html),
          status,
          error,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'outbox') devOutbox(deps.db).keep(row.id, mail);
      const entry = { mailId: row.id, template: options.template, status };
      if (status === 'failed') deps.log.error({ ...entry, error }, 'mail not delivered');
      else if (status === 'outbox') deps.log.info(entry, 'mail kept in the outbox (no SMTP_URL): see /admin/mail');
      else deps.log.info(entry, 'mail sent');
      return status;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
