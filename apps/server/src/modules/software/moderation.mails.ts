import { mailLinkBase, type SiteUrlOf } from '../../platform/mail/links.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailT, renderMail } from '../../platform/mail/render.ts';
import type { Recipient } from '../identity/index.ts';

/** The web page of an item (by slug; a bare soft_id has none yet: the developer's list). */
const itemPath = (item: { slug: string | null }) => (item.slug ? `/software/${item.slug}` : '/software/softlist');

/** Mails of catalogue moderation, each in the recipient's language. */
export function moderationMails(deps: { mailer: Mailer; publicUrl: string; siteUrlOf?: SiteUrlOf | null }) {
  const { mailer } = deps;
  const base = mailLinkBase(deps.publicUrl, deps.siteUrlOf);
  return {
    /** To the developer: their item was approved or rejected (with the reason). */
    async itemDecided(to: Recipient, item: { id: number; name: string; slug: string | null }, reason: string | null) {
      const t = mailT(to.language);
      const params = { name: item.name, softId: item.id, reason: reason ?? '' };
      const key = reason === null ? 'itemApproved' : 'itemRejected';
      const k = (name: string) => t(`catalog.${key}.${name}`, params);
      const path = reason === null ? itemPath(item) : item.slug ? `/software/${item.slug}/edit` : '/software/softlist';
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: reason === null ? [k('intro'), k('soft')] : [k('intro'), k('reason'), k('next')],
        action: { label: k('action'), url: `${await base(to.site)}${path}` },
      });
      return mailer.send({ to: to.email, ...mail }, { userId: to.userId, template: `catalog_${key}` });
    },

    /** To the reviewer: their review was published or rejected (with the reason). */
    async reviewDecided(to: Recipient, item: { name: string; slug: string | null }, reason: string | null) {
      const t = mailT(to.language);
      const params = { name: item.name, reason: reason ?? '' };
      const key = reason === null ? 'reviewApproved' : 'reviewRejected';
      const k = (name: string) => t(`catalog.${key}.${name}`, params);
      const mail = renderMail(to.language, {
        subject: k('subject'),
        paragraphs: reason === null ? [k('intro')] : [k('intro'), k('reason'), k('next')],
        action: { label: k('action'), url: `${await base(to.site)}${itemPath(item)}` },
      });
      return mailer.send({ to: to.email, ...mail }, { userId: to.userId, template: `catalog_${key}` });
    },
  };
}
export type ModerationMails = ReturnType<typeof moderationMails>;
