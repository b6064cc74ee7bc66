import type { Language } from '@crowdsolve/contract';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';

export interface Recipient {
  userId: number;
  email: string;
  language: Language;
}

/** The mails of the identity domain, each in the recipient's language. */
export function identityMails(deps: { mailer: Mailer; publicUrl: string }) {
  const link = (path: string) => `${deps.publicUrl}${path}`;
  const send = (to: Recipient, template: string, mail: ReturnType<typeof renderMail>) =>
    deps.mailer.send({ to: to.email, ...mail }, { userId: to.userId, template });

  return {
    confirmEmail(to: Recipient, token: string, deleteToken: string) {
      const t = mailT(to.language);
      return send(
        to,
        'confirm_email',
        renderMail(to.language, {
          subject: t('confirmEmail.subject'),
          paragraphs: [t('confirmEmail.intro'), t('confirmEmail.unlocks'), t('confirmEmail.expires')],
          action: { label: t('confirmEmail.action'), url: link(`/auth/check_key/${token}/${to.userId}`) },
          secondary: {
            text: t('confirmEmail.notYou'),
            label: t('confirmEmail.notYouAction'),
            url: link(`/auth/delete_email/${deleteToken}/${to.userId}`),
          },
        }),
      );
    },

    signUpAttempt(to: Recipient) {
      const t = mailT(to.language);
      return send(
        to,
        'sign_up_attempt',
        renderMail(to.language, {
          subject: t('signUpAttempt.subject'),
          paragraphs: [t('signUpAttempt.intro'), t('signUpAttempt.advice')],
          action: { label: t('signUpAttempt.action'), url: link('/auth/login') },
        }),
      );
    },

    resetPassword(to: Recipient, token: string) {
      const t = mailT(to.language);
      return send(
        to,
        'reset_password',
        renderMail(to.language, {
          subject: t('resetPassword.subject'),
          paragraphs: [t('resetPassword.intro'), t('resetPassword.expires')],
          action: { label: t('resetPassword.action'), url: link(`/auth/check_remind/${token}/${to.userId}`) },
        }),
      );
    },

    changeEmailOld(to: Recipient, token: string, newEmail: string) {
      const t = mailT(to.language);
      return send(
        to,
        'change_email_old',
        renderMail(to.language, {
          subject: t('changeEmailOld.subject'),
          paragraphs: [t('changeEmailOld.intro', { newEmail }), t('changeEmailOld.both'), t('changeEmailOld.notYou')],
          action: { label: t('changeEmailOld.action'), url: link(`/auth/change_email/${token}/${to.userId}/old`) },
        }),
      );
    },

    changeEmailNew(to: Recipient, token: string) {
      const t = mailT(to.language);
      return send(
        to,
        'change_email_new',
        renderMail(to.language, {
          subject: t('changeEmailNew.subject'),
          paragraphs: [t('changeEmailNew.intro'), t('changeEmailNew.both')],
          action: { label: t('changeEmailNew.action'), url: link(`/auth/change_email/${token}/${to.userId}/new`) },
        }),
      );
    },

    newSignIn(to: Recipient, details: { device: string; ip: string; time: Date }) {
      const t = mailT(to.language);
      const time = details.time.toISOString().replace('T', ' ').slice(0, 16);
      return send(
        to,
        'new_sign_in',
        renderMail(to.language, {
          subject: t('newSignIn.subject'),
          paragraphs: [t('newSignIn.intro', { device: details.device, ip: details.ip, time }), t('newSignIn.advice')],
          action: { label: t('newSignIn.action'), url: link('/profile/authentication') },
        }),
      );
    },

    /** `html` is already sanitized. */
    systemMessage(to: Recipient, html: string) {
      const t = mailT(to.language);
      return send(
        to,
        'system_message',
        renderMail(to.language, {
          subject: t('systemMessage.subject'),
          paragraphs: [t('systemMessage.intro')],
          trustedHtml: html,
          action: { label: t('systemMessage.action'), url: link('/') },
        }),
      );
    },
  };
}
export type IdentityMails = ReturnType<typeof identityMails>;
