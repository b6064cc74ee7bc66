import { mailLinkBase, type SiteUrlOf } from '../../platform/mail/links.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';
import type { Recipient } from '../identity/index.ts';

/** The ticket's page on the user's site. */
export const ticketPath = (id: number) => `/support/tickets/${id}`;

/** Mails of support tickets, each in the recipient's language, linking to their site's host. */
export function ticketMails(deps: { mailer: Mailer; publicUrl: string; siteUrlOf?: SiteUrlOf | null }) {
  const base = mailLinkBase(deps.publicUrl, deps.siteUrlOf);
  return {
    /** To the ticket's user: staff answered (the answer quoted, a link to the thread). */
    async staffReplied(to: Recipient, ticket: { id: number; subject: string }, reply: string) {
      const t = mailT(to.language);
      const params = { id: ticket.id, subject: ticket.subject };
      const k = (name: string) => t(`supportTicket.staffReply.${name}`, params);
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: [k('intro'), reply, k('next')],
        action: { label: k('action'), url: `${await base(to.site)}${ticketPath(ticket.id)}` },
      });
      return deps.mailer.send({ to: to.email, ...mail }, { userId: to.userId, template: 'support_staff_reply' });
    },
  };
}
export type TicketMails = ReturnType<typeof ticketMails>;
