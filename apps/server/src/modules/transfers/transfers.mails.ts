import { type Language, TRANSFER_CONFIRM_WEB_PATH } from '@crowdsolve/contract';
import { mailLinkBase, type SiteUrlOf } from '../../platform/mail/links.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';
import type { Recipient } from '../identity/index.ts';

/** Micro-dollars as US dollars in the reader's language (2 to 6 decimals, exact). */
export function formatDollars(micros: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(micros / 1_000_000);
}

/** `a***@example.com`: enough to recognise an address one knows, not to learn one. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The mails of balance transfers, each in the reader's language. */
export function transfersMails(deps: { mailer: Mailer; publicUrl: string; siteUrlOf?: SiteUrlOf | null }) {
  const base = mailLinkBase(deps.publicUrl, deps.siteUrlOf);
  return {
    /** To the sender: the link that makes the transfer, `/pay/send_user_hash/{token}/{userId}`. */
    async confirm(to: Recipient, token: string, transfer: { amountMicros: number; recipient: string }) {
      const t = mailT(to.language);
      const params = { amount: formatDollars(transfer.amountMicros, to.language), recipient: transfer.recipient };
      const k = (name: string) => t(`transferConfirm.${name}`, params);
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: ['intro', 'expires', 'notYou'].map(k),
        action: { label: k('action'), url: `${await base(to.site)}${TRANSFER_CONFIRM_WEB_PATH}/${token}/${to.userId}` },
      });
      return deps.mailer.send({ to: to.email, ...mail }, { userId: to.userId, template: 'transfer_confirm' });
    },

    /** To the recipient, once the money arrived. */
    async received(to: Recipient, transfer: { amountMicros: number; sender: string }) {
      const t = mailT(to.language);
      const params = { amount: formatDollars(transfer.amountMicros, to.language), sender: transfer.sender };
      const k = (name: string) => t(`transferReceived.${name}`, params);
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: ['intro', 'balance'].map(k),
        action: { label: k('action'), url: `${await base(to.site)}/pay/send_user` },
      });
      return deps.mailer.send({ to: to.email, ...mail }, { userId: to.userId, template: 'transfer_received' });
    },
  };
}
export type TransfersMails = ReturnType<typeof transfersMails>;
