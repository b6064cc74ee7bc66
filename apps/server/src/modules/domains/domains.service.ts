import type { SiteDomain, SiteDomainBody, SiteDomainUpdateBody, SiteKind } from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { announce } from '../../platform/notify.ts';
import { type DomainRow, domainsRepo } from './domains.repo.ts';
import { configuredSiteOf, SITE_DOMAIN_CHANGED, type SitesConfig } from './site-resolver.ts';

const SITE_ORDER: Record<SiteKind, number> = { international: 0, region: 1 };

/** Manual domains: the hosts of each site, the configured ones shown beside those admins added. */
export function domainsService(deps: { db: Db; clock: Clock; config: SitesConfig }) {
  const { db, clock, config } = deps;
  const present = (row: DomainRow): SiteDomain => ({
    host: row.host,
    site: row.site,
    primary: row.isPrimary,
    fromConfig: false,
    note: row.note,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdByEmail,
  });

  /** The configured hosts of a site; the first is primary unless an added host is. */
  function configured(site: SiteKind, addedPrimary: boolean): SiteDomain[] {
    const hosts = site === 'region' ? config.sites.regionHosts : config.sites.internationalHosts;
    return hosts.map((host, i) => ({
      host,
      site,
      primary: !addedPrimary && i === 0,
      fromConfig: true,
      note: '',
      createdAt: null,
      createdBy: null,
    }));
  }

  async function list(): Promise<SiteDomain[]> {
    const added = (await domainsRepo.list(db)).map(present);
    const all = (['international', 'region'] as const).flatMap((site) => [
      ...configured(
        site,
        added.some((d) => d.site === site && d.primary),
      ),
      ...added.filter((d) => d.site === site),
    ]);
    return all.sort((a, b) => SITE_ORDER[a.site] - SITE_ORDER[b.site] || Number(b.primary) - Number(a.primary));
  }

  async function one(host: string): Promise<SiteDomain> {
    const found = (await list()).find((d) => d.host === host);
    if (!found) throw new AppError('ERROR_NOT_FOUND');
    return found;
  }

  /** A configured host cannot be changed here: the configuration names it. */
  function refuseConfigured(host: string) {
    if (configuredSiteOf(config.sites, host)) {
      throw new AppError('DOMAIN_FROM_CONFIG', `${host} is named by the configuration`);
    }
  }

  const changed = () => announce(SITE_DOMAIN_CHANGED, '*');

  return {
    async list() {
      return { domains: await list() };
    },

    /** Adds a host to a site; as primary it takes the flag from the site's other added host. */
    async add(body: SiteDomainBody, adminId: number): Promise<SiteDomain> {
      if (configuredSiteOf(config.sites, body.host)) {
        throw new AppError('DOMAIN_TAKEN', `${body.host} is named by the configuration`);
      }
      const inserted = await db.transaction().execute(async (trx) => {
        await domainsRepo.lockSite(trx, body.site);
        if (body.primary) await domainsRepo.clearPrimary(trx, body.site, body.host);
        return domainsRepo.insert(trx, {
          host: body.host,
          site: body.site,
          isPrimary: body.primary,
          note: body.note,
          createdBy: adminId,
          createdAt: clock.now(),
        });
      });
      if (!inserted) throw new AppError('DOMAIN_TAKEN', `${body.host} is already a host of a site`);
      changed();
      return one(body.host);
    },

    /** Makes the host primary (or not) and edits its note. */
    async update(host: string, body: SiteDomainUpdateBody): Promise<SiteDomain> {
      refuseConfigured(host);
      const found = await domainsRepo.find(db, host);
      if (!found) throw new AppError('ERROR_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        await domainsRepo.lockSite(trx, found.site);
        if (body.primary) await domainsRepo.clearPrimary(trx, found.site, host);
        await domainsRepo.update(trx, host, {
          ...(body.primary === undefined ? {} : { isPrimary: body.primary }),
          ...(body.note === undefined ? {} : { note: body.note }),
        });
      });
      changed();
      return one(host);
    },

    async remove(host: string): Promise<void> {
      refuseConfigured(host);
      if (!(await domainsRepo.remove(db, host))) throw new AppError('ERROR_NOT_FOUND');
      changed();
    },
  };
}
export type DomainsService = ReturnType<typeof domainsService>;
