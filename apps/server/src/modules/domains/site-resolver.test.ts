import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { createNotifier, type Notifier } from '../../platform/notify.ts';
import { SITE_DOMAIN_CHANGED, siteResolver } from './site-resolver.ts';

/** Waits until `check` holds (notifications from PostgreSQL arrive a moment after commit). */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const config = testConfig({ INTERNATIONAL_HOSTS: 'crowdsolve.test', REGION_HOSTS: 'zh.crowdsolve.test', PORT: '8080' });

describe.each(DATABASE_TARGETS)('the hosts every node shares on $name', (target) => {
  let handle: DatabaseHandle;
  const notifiers: Notifier[] = [];

  beforeEach(async () => {
    handle = await target.open();
  });
  afterEach(async () => {
    await Promise.all(notifiers.splice(0).map((n) => n.close()));
    await handle.close();
  });

  /** A node: its own notifier (its own LISTEN connection on PostgreSQL) and resolver. */
  async function node() {
    const notifier = createNotifier({ db: handle.db, postgresUrl: handle.url ?? null, pglite: handle.pglite });
    notifiers.push(notifier);
    const sites = siteResolver({ db: handle.db, notifier, config });
    await sites.siteOfHost('warm.up');
    expect(await eventually(async () => notifier.live(SITE_DOMAIN_CHANGED))).toBe(true);
    return sites;
  }

  it('names the configured hosts and URLs without added ones', async () => {
    const sites = await node();
    expect(await sites.siteOfHost('ZH.crowdsolve.test:8080')).toBe('region');
    expect(await sites.siteOfHost('crowdsolve.test')).toBe('international');
    expect(await sites.siteOfHost('elsewhere.example')).toBeNull();
    expect(await sites.siteUrl('region')).toBe('http://zh.crowdsolve.test:8080/');
    expect(await sites.mailUrl('region')).toBe('http://zh.crowdsolve.test:8080/');
    // The international site's mails keep PUBLIC_URL.
    expect(await sites.mailUrl('international')).toBeNull();
  });

  it('answers from memory: a change the database does not announce is not seen', async () => {
    const sites = await node();
    expect(await sites.siteOfHost('quiet.example')).toBeNull();
    await sql`ALTER TABLE site_domain DISABLE TRIGGER site_domain_changed`.execute(handle.db);
    await handle.db
      .insertInto('siteDomain')
      .values({ host: 'quiet.example', site: 'region', createdBy: null })
      .execute();
    await sql`ALTER TABLE site_domain ENABLE TRIGGER site_domain_changed`.execute(handle.db);
    await new Promise((r) => setTimeout(r, 200));
    expect(await sites.siteOfHost('quiet.example')).toBeNull();
  });

  it('sees a host another node added, once the database announces it', async () => {
    const a = await node();
    const b = await node();
    expect(await a.siteOfHost('mirror.example')).toBeNull();
    expect(await b.siteOfHost('mirror.example')).toBeNull();
    // Written by neither resolver: only the database's NOTIFY tells them.
    await handle.db
      .insertInto('siteDomain')
      .values({ host: 'mirror.example', site: 'region', isPrimary: true, note: '', createdBy: null })
      .execute();
    for (const sites of [a, b]) {
      expect(await eventually(async () => (await sites.siteOfHost('mirror.example')) === 'region')).toBe(true);
      expect(await sites.siteUrl('region')).toBe('http://mirror.example:8080/');
      expect(await sites.mailUrl('region')).toBe('http://mirror.example:8080/');
    }
    await handle.db.deleteFrom('siteDomain').where('host', '=', 'mirror.example').execute();
    expect(await eventually(async () => (await b.siteOfHost('mirror.example')) === null)).toBe(true);
    expect(await b.siteUrl('region')).toBe('http://zh.crowdsolve.test:8080/');
  });
});
