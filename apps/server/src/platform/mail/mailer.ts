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

/**
 * Sends mail and records every one in `mail_log`. Bodies carry one-time links, so the log keeps a
 * copy with their tokens redacted, whatever became of the mail. With the development outbox on,
 * mails are kept in it (shown on /dev/mail, links intact) instead of sent. Without a transport and
 * outbox, mails are recorded as skipped.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport | null;
  devOutbox: boolean;
  log: FastifyBaseLogger;
}) {
  return {
    async send(mail: OutgoingMail, options: SendOptions): Promise<void> {
      let status: 'sent' | 'outbox' | 'failed' | 'skipped' = 'skipped';
      let error: string | null = null;
      if (deps.devOutbox) status = 'outbox';
      else if (deps.transport) {
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
      else if (status === 'skipped') deps.log.warn(entry, 'mail not sent: no SMTP_URL configured');
      else if (status === 'outbox') deps.log.info(entry, 'mail stored in the development outbox (/dev/mail)');
      else deps.log.info(entry, 'mail sent');
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
