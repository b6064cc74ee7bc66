import type { FeedbackKind, Language } from '@crowdsolve/contract';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';

/** The staff's reply to feedback, in the language the feedback was written in. */
export function feedbackMails(deps: { mailer: Mailer }) {
  return {
    async reply(
      to: { email: string; name: string; language: Language },
      v: { kind: FeedbackKind; original: string; reply: string },
    ) {
      const t = mailT(to.language);
      const k = (name: string) =>
        t(`feedbackReply.${name}`, { name: to.name, kind: t(`feedbackReply.kind.${v.kind}`) });
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: [k('greeting'), v.reply, k('yourMessage'), v.original],
      });
      return deps.mailer.send({ to: to.email, ...mail }, { userId: null, template: 'feedback_reply' });
    },
  };
}
