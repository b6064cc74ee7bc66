import { type PayoutMethod, WALLET_CONFIRM_WEB_PATH } from '@crowdsolve/contract';
import { mailLinkBase, type SiteUrlOf } from '../../platform/mail/links.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';
import type { Recipient } from '../identity/index.ts';

/** Brand names of the methods, the same in every language. */
export const METHOD_NAMES: Record<PayoutMethod, string> = {
  usdt_trc20: 'USDT (TRC20)',
  btc: 'Bitcoin',
  paypal: 'PayPal',
  payeer: 'Payeer',
  webmoney_wmz: 'WebMoney WMZ',
};

/** The mails of the partner area, each in the recipient's language. */
export function payoutsMails(deps: { mailer: Mailer; publicUrl: string; siteUrlOf?: SiteUrlOf | null }) {
  const base = mailLinkBase(deps.publicUrl, deps.siteUrlOf);
  return {
    /** The link that applies a requested change of a payout account: `/auth/edit_purse/{token}/{userId}`. */
    async walletChange(to: Recipient, token: string, change: { method: PayoutMethod; account: string }) {
      const t = mailT(to.language);
      const params = { method: METHOD_NAMES[change.method], account: change.account };
      const k = (name: string) => t(`walletChange.${name}`, params);
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: ['intro', 'expires', 'notYou'].map(k),
        action: { label: k('action'), url: `${await base(to.site)}${WALLET_CONFIRM_WEB_PATH}/${token}/${to.userId}` },
      });
      return deps.mailer.send({ to: to.email, ...mail }, { userId: to.userId, template: 'wallet_change' });
    },
  };
}
export type PayoutsMails = ReturnType<typeof payoutsMails>;
