import type { SiteKind } from '@crowdsolve/contract';
import type { Config } from '../../config.ts';

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
