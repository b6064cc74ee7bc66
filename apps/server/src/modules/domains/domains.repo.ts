import type { SiteKind } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export interface DomainRow {
  host: string;
  site: SiteKind;
  isPrimary: boolean;
  note: string;
  createdAt: Date;
  createdBy: number | null;
  createdByEmail: string | null;
}

/** Reads and writes of the hosts admins added. Every method takes the db or a transaction. */
export const domainsRepo = {
  /** Every stored host, with the address of whoever added it. */
  list(db: Db): Promise<DomainRow[]> {
    return db
      .selectFrom('siteDomain as d')
      .leftJoin('userAccount as u', 'u.id', 'd.createdBy')
      .select(['d.host', 'd.site', 'd.isPrimary', 'd.note', 'd.createdAt', 'd.createdBy', 'u.email as createdByEmail'])
      .orderBy('d.site')
      .orderBy('d.host')
      .execute();
  },

  /** The host and its site, primary flag only: what the resolver keeps in memory. */
  hosts(db: Db) {
    return db.selectFrom('siteDomain').select(['host', 'site', 'isPrimary']).execute();
  },

  find(db: Db, host: string) {
    return db
      .selectFrom('siteDomain')
      .select(['host', 'site', 'isPrimary', 'note'])
      .where('host', '=', host)
      .executeTakeFirst();
  },

  /** Inserts the host; false when it is already stored. */
  async insert(
    db: Db,
    values: { host: string; site: SiteKind; isPrimary: boolean; note: string; createdBy: number; createdAt: Date },
  ): Promise<boolean> {
    const row = await db
      .insertInto('siteDomain')
      .values(values)
      .onConflict((oc) => oc.column('host').doNothing())
      .returning('host')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Drops the primary flag of the site's other hosts (before one of them becomes primary). */
  clearPrimary(db: Db, site: SiteKind, except: string) {
    return db
      .updateTable('siteDomain')
      .set({ isPrimary: false })
      .where('site', '=', site)
      .where('isPrimary', '=', true)
      .where('host', '<>', except)
      .execute();
  },

  update(db: Db, host: string, values: { isPrimary?: boolean; note?: string }) {
    return db.updateTable('siteDomain').set(values).where('host', '=', host).execute();
  },

  async remove(db: Db, host: string): Promise<boolean> {
    const result = await db.deleteFrom('siteDomain').where('host', '=', host).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Serialises changes of a site's primary host (the partial unique index is the last word). */
  lockSite(db: Db, site: SiteKind) {
    return sql`select pg_advisory_xact_lock(hashtext(${`site_domain:${site}`}))`.execute(db);
  },
};
