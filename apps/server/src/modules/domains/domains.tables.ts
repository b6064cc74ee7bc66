import type { SiteKind } from '@crowdsolve/contract';
import type { ColumnType } from 'kysely';

/** A host of a site added by an admin (migration 0039); the configured hosts are not stored. */
export interface SiteDomainTable {
  host: string;
  site: SiteKind;
  isPrimary: ColumnType<boolean, boolean | undefined, boolean>;
  note: ColumnType<string, string | undefined, string>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  createdBy: number | null;
}

export interface DomainsTables {
  siteDomain: SiteDomainTable;
}
