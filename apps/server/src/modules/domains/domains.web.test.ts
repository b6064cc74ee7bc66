import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { bootOf, sourceRenderer } from '../../../test/web.ts';
import { buildApp } from '../../app.ts';
import { systemClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { signedIn, TEST_PASSWORD } from '../callbacks/test-support.ts';
import { createConfirmedAccount } from '../identity/index.ts';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('pages on the hosts admins added', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    const target = DATABASE_TARGETS[0];
    if (!target) throw new Error('no database target');
    database = await target.open();
    app = await buildApp({
      config: testConfig({ INTERNATIONAL_HOSTS: 'crowdsolve.test', REGION_HOSTS: 'zh.crowdsolve.test', PORT: '8080' }),
      database,
      renderer: await sourceRenderer(),
      logger: false,
      sweepEveryMs: 0,
    });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = (host: string, url = '/') => app.inject({ method: 'GET', url, headers: { host } });
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('never happened');
  }

  it('serves a region mirror as the region site, canonical on the region’s primary host', async () => {
    // An unknown host is the default site, canonical on the international site's host.
    const before = await page('mirror.example');
    expect(bootOf(before.body).site).toBe('international');

    await database.db
      .insertInto('siteDomain')
      .values({ host: 'mirror.example', site: 'region', createdBy: null })
      .execute();
    await eventually(async () => bootOf((await page('mirror.example')).body).site === 'region');
    const res = await page('mirror.example');
    expect(res.statusCode).toBe(200);
    const boot = bootOf(res.body);
    expect(boot).toMatchObject({ site: 'region', language: 'zh', regionUrl: 'http://zh.crowdsolve.test:8080/' });
    expect(canonicalOf(res.body)).toBe('http://zh.crowdsolve.test:8080/');
    expect(res.body).toContain('<link rel="alternate" hreflang="zh" href="http://zh.crowdsolve.test:8080/">');
    expect(res.body).not.toContain('href="http://mirror.example');

    // The region's primary host moves to an added host: canonical links and the sites' links follow.
    await database.db
      .insertInto('siteDomain')
      .values({ host: 'cn.example', site: 'region', isPrimary: true, createdBy: null })
      .execute();
    await eventually(async () => canonicalOf((await page('mirror.example')).body) === 'http://cn.example:8080/');
    const international = bootOf((await page('crowdsolve.test')).body);
    expect(international).toMatchObject({ site: 'international', regionUrl: 'http://cn.example:8080/' });
    const sitemap = await page('mirror.example', '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://cn.example:8080/pricing</loc>');
    expect(sitemap.body).not.toContain('mirror.example');
  });

  it('renders the admins’ page, and not for a moderator', async () => {
    const open = async (role: 'admin' | 'moderator') => {
      const email = `web-${role}@example.com`;
      await createConfirmedAccount(database.db, systemClock, {
        email,
        password: TEST_PASSWORD,
        userType: null,
        isAdmin: role === 'admin',
        isModerator: role === 'moderator',
      });
      const browser = await signedIn(app, email);
      const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      return app.inject({ method: 'GET', url: '/editor/manual-domains', headers: { host: 'crowdsolve.test', cookie } });
    };
    const admin = await open('admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<h1>Site domains</h1>');
    expect(admin.body).toContain('Add a host');
    const moderator = await open('moderator');
    expect(moderator.body).not.toContain('Add a host');
    // The guard sends them elsewhere.
    expect(moderator.statusCode).toBe(302);
  });
});
