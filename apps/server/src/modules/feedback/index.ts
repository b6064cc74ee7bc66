import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import { feedbackMails } from './feedback.mails.ts';
import { feedbackRoutes, feedbackStaffRoutes } from './feedback.routes.ts';
import { feedbackService } from './feedback.service.ts';

export type { FeedbackService } from './feedback.service.ts';

/** Sends a client address may make an hour. */
export const FEEDBACK_SENDS_PER_HOUR = 5;

/** The service and proxy feedback forms, and the staff's list with replies by mail. */
export async function registerFeedback(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Config; mailTransport: MailTransport | null },
) {
  const mailer = createMailer({
    db: deps.db,
    transport: deps.mailTransport,
    devOutbox: deps.config.mail.devOutbox,
    log: app.log,
  });
  const feedback = feedbackService({ db: deps.db, clock: deps.clock, mails: feedbackMails({ mailer }) });
  await app.register(feedbackRoutes({ feedback, sendsPerHour: FEEDBACK_SENDS_PER_HOUR }));
  await app.register(feedbackStaffRoutes({ feedback }));
  return { feedback };
}
