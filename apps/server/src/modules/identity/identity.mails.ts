import type { Language, SiteKind } from '@crowdsolve/contract';
import { mailLinkBase, type SiteUrlOf } from '../../platform/mail/links.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';

export interface Recipient {
  userId: number;
  email: string;
  language: Language;
  /** The site the account belongs to: the mail's links go to its host (PUBLIC_URL without it). */
  site?: SiteKind;
}

/** A mail of the `mail` catalogue: `<key>.subject`, its paragraphs, a button and maybe a second link. */
interface Template {
  key: string;
  paragraphs: string[];
  action: { label: string; path: string };
  secondary?: { text: string; label: string; path: string };
  params?: Record<string, string>;
  trustedHtml?: string;
}

/** The mails of the identity domain, each in the recipient's language. */
export function identityMails(deps: { mailer: Mailer; publicUrl: string; siteUrlOf?: SiteUrlOf | null }) {
  const base = mailLinkBase(deps.publicUrl, deps.siteUrlOf);

  async function send(to: Recipient, template: string, tpl: Template) {
    const root = await base(to.site);
    const url = (path: string) => `${root}${path}`;
    const t = mailT(to.language);
    const k = (name: string) => t(`${tpl.key}.${name}`, tpl.params ?? {});
    const mail = renderMail(to.language, {
      subject: k('subject'),
      paragraphs: tpl.paragraphs.map(k),
      trustedHtml: tpl.trustedHtml,
      action: { label: k(tpl.action.label), url: url(tpl.action.path) },
      secondary: tpl.secondary && {
        text: k(tpl.secondary.text),
        label: k(tpl.secondary.label),
        url: url(tpl.secondary.path),
      },
    });
    return deps.mailer.send({ to: to.email, ...mail }, { userId: to.userId, template });
  }

  return {
    confirmEmail: (to: Recipient, token: string, deleteToken: string) =>
      send(to, 'confirm_email', {
        key: 'confirmEmail',
        paragraphs: ['intro', 'unlocks', 'expires'],
        action: { label: 'action', path: `/auth/check_key/${token}/${to.userId}` },
        secondary: { text: 'notYou', label: 'notYouAction', path: `/auth/delete_email/${deleteToken}/${to.userId}` },
      }),

    signUpAttempt: (to: Recipient) =>
      send(to, 'sign_up_attempt', {
        key: 'signUpAttempt',
        paragraphs: ['intro', 'advice'],
        action: { label: 'action', path: '/auth/login' },
      }),

    resetPassword: (to: Recipient, token: string) =>
      send(to, 'reset_password', {
        key: 'resetPassword',
        paragraphs: ['intro', 'expires'],
        action: { label: 'action', path: `/auth/check_remind/${token}/${to.userId}` },
      }),

    changeEmailOld: (to: Recipient, token: string, newEmail: string) =>
      send(to, 'change_email_old', {
        key: 'changeEmailOld',
        paragraphs: ['intro', 'both', 'notYou'],
        params: { newEmail },
        action: { label: 'action', path: `/auth/change_email/${token}/${to.userId}/old` },
      }),

    changeEmailNew: (to: Recipient, token: string) =>
      send(to, 'change_email_new', {
        key: 'changeEmailNew',
        paragraphs: ['intro', 'both'],
        action: { label: 'action', path: `/auth/change_email/${token}/${to.userId}/new` },
      }),

    newSignIn: (to: Recipient, details: { device: string; ip: string; time: Date }) =>
      send(to, 'new_sign_in', {
        key: 'newSignIn',
        paragraphs: ['intro', 'advice'],
        params: {
          device: details.device,
          ip: details.ip,
          time: details.time.toISOString().replace('T', ' ').slice(0, 16),
        },
        action: { label: 'action', path: '/profile/authentication' },
      }),

    /** Strangers reached the per-account sign-in limit; sign-in from new places waits until `until`. */
    signInFailures: (to: Recipient, details: { ip: string; until: Date }) =>
      send(to, 'sign_in_failures', {
        key: 'signInFailures',
        paragraphs: ['intro', 'paused', 'advice'],
        params: { ip: details.ip, until: details.until.toISOString().replace('T', ' ').slice(0, 16) },
        action: { label: 'action', path: '/profile/authentication' },
      }),

    /** `html` is already sanitized. */
    systemMessage: (to: Recipient, html: string) =>
      send(to, 'system_message', {
        key: 'systemMessage',
        paragraphs: ['intro'],
        trustedHtml: html,
        action: { label: 'action', path: '/' },
      }),
  };
}
export type IdentityMails = ReturnType<typeof identityMails>;
