import type { SiteKind } from '@crowdsolve/contract';
import type { Config } from '../../config.ts';

/** localhost, any `*.localhost` name (browsers resolve them to loopback) and loopback addresses. */
const LOCAL_NAME = /^(localhost|[a-z0-9.-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

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
export function siteLinks(sites: Config['sites'], protocol: string, host: string) {
  return {
    internationalUrl: siteLinkFor(sites.internationalUrl, protocol, host),
    regionUrl: siteLinkFor(sites.regionUrl, protocol, host),
  };
}
