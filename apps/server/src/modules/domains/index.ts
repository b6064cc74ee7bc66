import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import { domainsRoutes } from './domains.routes.ts';
import { domainsService } from './domains.service.ts';
import { type SitesConfig, siteResolver } from './site-resolver.ts';

export { SITE_DOMAIN_CHANGED, type SiteResolver, siteResolver } from './site-resolver.ts';

export interface DomainsDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  config: SitesConfig;
}

/**
 * Manual domains: the admins' page of each site's hosts, and the resolver every part of the server
 * asks which site a host serves and where a site lives (pages, canonical links, mail links).
 */
export async function registerDomains(app: FastifyInstance, deps: DomainsDeps) {
  const sites = siteResolver(deps);
  const domains = domainsService(deps);
  await app.register(domainsRoutes({ domains }));
  return { sites, domains };
}
