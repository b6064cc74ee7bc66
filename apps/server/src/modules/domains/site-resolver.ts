import type { SiteKind } from '@crowdsolve/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { createNotifiedCache } from '../../platform/notified-cache.ts';
import type { Notifier } from '../../platform/notify.ts';
import { domainsRepo } from './domains.repo.ts';

/** The database announces every change of `site_domain` on this channel (payload `*`, migration 0039). */
export const SITE_DOMAIN_CHANGED = 'cs_site_domain_changed';

export type SitesConfig = Pick<Config, 'sites' | 'isProduction' | 'port'>;

/** The hosts admins added, as every process keeps them. */
interface Snapshot {
  siteOf: Map<string, SiteKind>;
  primary: Partial<Record<SiteKind, string>>;
}

/** A host as the Host header names it, lower case; `[::1]` loses its brackets. */
export function normalHost(host: string | undefined): string {
  return (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
}

/** The host without its port (the configured hosts are named without one). */
export const bareHost = (host: string) => host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');

/** Which site the configuration gives a host (exactly or without its port), else null. */
export function configuredSiteOf(sites: Config['sites'], host: string): SiteKind | null {
  for (const h of [host, bareHost(host)]) {
    if (sites.regionHosts.includes(h)) return 'region';
    if (sites.internationalHosts.includes(h)) return 'international';
  }
  return null;
}

/**
 * Which site serves a host and where each site lives, shared by every node: the configured hosts
 * plus the `site_domain` table, kept in memory until the database announces a change.
 */
export function siteResolver(deps: { db: Db; notifier: Notifier; config: SitesConfig }) {
  const { db, config } = deps;
  const cache = createNotifiedCache<'hosts', Snapshot>({
    notifier: deps.notifier,
    channel: SITE_DOMAIN_CHANGED,
    tagOf: () => '*',
    maxEntries: 1,
    maxAgeMs: 5 * 60_000,
  });

  async function load(): Promise<Snapshot> {
    const rows = await domainsRepo.hosts(db);
    const snapshot: Snapshot = { siteOf: new Map(), primary: {} };
    for (const row of rows) {
      snapshot.siteOf.set(row.host, row.site);
      if (row.isPrimary) snapshot.primary[row.site] = row.host;
    }
    return snapshot;
  }
  const snapshot = async () => (await cache.get('hosts', load)) as Snapshot;

  /** The URL of a host, as the configuration forms those of its own hosts. */
  function hostUrl(host: string): string {
    const scheme = config.isProduction ? 'https' : 'http';
    const port = config.isProduction || /:\d+$/.test(host) ? '' : `:${config.port}`;
    return `${scheme}://${host}${port}/`;
  }

  async function primaryHost(site: SiteKind): Promise<string | null> {
    return (await snapshot()).primary[site] ?? null;
  }

  return {
    /** The site of a request's host: an added host, a configured one, or null (unknown host). */
    async siteOfHost(host: string | undefined): Promise<SiteKind | null> {
      const name = normalHost(host);
      if (!name) return null;
      const added = (await snapshot()).siteOf;
      return added.get(name) ?? configuredSiteOf(config.sites, name) ?? added.get(bareHost(name)) ?? null;
    },

    /**
     * The site's main URL (`scheme://host[:port]/`): its primary added host, else the configured one
     * (INTERNATIONAL_URL / REGION_URL or the first configured host); null when the site has none.
     */
    async siteUrl(site: SiteKind): Promise<string | null> {
      const host = await primaryHost(site);
      if (host) return hostUrl(host);
      return site === 'region' ? config.sites.regionUrl : config.sites.internationalUrl;
    },

    /**
     * The base of links in mails to a user of the site: its primary added host; without one, the
     * region's configured URL, and for the international site null (PUBLIC_URL stays the base).
     */
    async mailUrl(site: SiteKind): Promise<string | null> {
      const host = await primaryHost(site);
      if (host) return hostUrl(host);
      return site === 'region' ? config.sites.regionUrl : null;
    },

    /** The added primary host of the site, if any. */
    primaryHost,
  };
}
export type SiteResolver = ReturnType<typeof siteResolver>;
