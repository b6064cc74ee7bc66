import type { SiteKind } from '@crowdsolve/contract';

/** Where a site lives for mails: its URL, or null to keep PUBLIC_URL (the domains module answers). */
export type SiteUrlOf = (site: SiteKind) => Promise<string | null>;

/**
 * The base of the links in a mail to a user of a site (no trailing slash): the site's URL when one
 * is known (a region user's mails link to the region host), else PUBLIC_URL.
 */
export function mailLinkBase(publicUrl: string, siteUrlOf?: SiteUrlOf | null) {
  return async (site: SiteKind | undefined): Promise<string> => {
    const url = site && siteUrlOf ? await siteUrlOf(site) : null;
    return (url ?? publicUrl).replace(/\/+$/, '');
  };
}
