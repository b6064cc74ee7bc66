import type { SiteKind } from '@crowdsolve/contract';
import type { Config } from '../../config.ts';

/** localhost, any `*.localhost` name (browsers resolve them to loopback) and loopback addresses. */
const LOCAL_NAME = /^(localhost|[a-z0-9.-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * Which site a host serves and where each site lives, as the server knows them (the configuration,
 * plus the hosts admins added: the domains module passes its resolver in).
 */
export interface SiteHosts {
  /** The site of a request's host, or null for a host no site names. */
  siteOfHost(host: string | undefined): Promise<SiteKind | null>;
  /** The site's main URL (`scheme://host[:port]/`), or null when it has none. */
  siteUrl(site: SiteKind): Promise<string | null>;
}

/** The sites as the configuration alone names them. */
export function configuredSiteHosts(sites: Config['sites']): SiteHosts {
  return {
    // An unknown host falls to the default site; a configured one keeps its own.
    siteOfHost: async (host) => {
      const site = siteForHost(host, sites);
      const other = siteForHost(host, { ...sites, defaultSite: site === 'region' ? 'international' : 'region' });
      return site === other ? site : null;
    },
    siteUrl: async (site) => (site === 'region' ? sites.regionUrl : sites.internationalUrl),
  };
}

/** Which site a host serves: region hosts, international hosts, else the configured default. */
export function siteForHost(hostHeader: string | undefined, sites: Config['sites']): SiteKind {
  const host = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  if (sites.regionHosts.includes(host)) return 'region';
  if (sites.internationalHosts.includes(host)) return 'international';
  return sites.defaultSite;
}

/**
 * A site's URL as a page requested at `protocol://host` links to it. A site on a local name is
 * reached with the request's scheme and port (one server answers both names), and is offered only
 * to a visitor on a local name too: a public page never links to a name only the server's machine
 * resolves.
 */
export function siteLinkFor(siteUrl: string | null, protocol: string, host: string): string | null {
  if (!siteUrl) return null;
  const target = new URL(siteUrl);
  if (!LOCAL_NAME.test(target.hostname)) return target.href;
  let here: URL;
  try {
    here = new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
  if (!LOCAL_NAME.test(here.hostname)) return null;
  target.protocol = here.protocol;
  target.port = here.port;
  return target.href;
}

/** The links between the two sites for a request: the banner's and the language switcher's. */
export function siteLinks(
  sites: Pick<Config['sites'], 'internationalUrl' | 'regionUrl'>,
  protocol: string,
  host: string,
) {
  return {
    internationalUrl: siteLinkFor(sites.internationalUrl, protocol, host),
    regionUrl: siteLinkFor(sites.regionUrl, protocol, host),
  };
}

/**
 * Where a request's pages live for search engines and the sites' links: its site, the links to both
 * sites, and the origin canonical links use — the site's main host, whichever host (a mirror) the
 * visitor used; the request's own origin when the main host is not one to link to from here.
 */
export async function siteOfRequest(
  hosts: SiteHosts,
  defaultSite: SiteKind,
  request: { protocol: string; host: string },
) {
  const { protocol, host } = request;
  const site = (await hosts.siteOfHost(host)) ?? defaultSite;
  const [internationalUrl, regionUrl] = await Promise.all([hosts.siteUrl('international'), hosts.siteUrl('region')]);
  const links = siteLinks({ internationalUrl, regionUrl }, protocol, host);
  const own = site === 'region' ? links.regionUrl : links.internationalUrl;
  const origin = new URL(`${protocol}://${host}`).origin;
  return { site, links, origin, canonicalOrigin: own ? new URL(own).origin : origin };
}
