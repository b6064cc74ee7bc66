import { CONTENT_PATHS as P, type SiteDomain } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn, TEST_PASSWORD } from '../callbacks/test-support.ts';
import { createConfirmedAccount } from '../identity/index.ts';

const ENV = { INTERNATIONAL_HOSTS: 'crowdsolve.test,www.crowdsolve.test', REGION_HOSTS: 'zh.crowdsolve.test' };
/** The reply of a create (201). */
function created(res: { statusCode: number; body: string; json(): unknown }) {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
  return res.json();
}
const domainPath = (host: string) => P.domain.replace(':host', encodeURIComponent(host));
let seq = 0;

describe.each(DATABASE_TARGETS)('manual domains on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: Browser;
  const clock = manualClock(new Date('2026-11-20T10:00:00Z'));

  async function staff(role: 'admin' | 'moderator') {
    seq += 1;
    const email = `domains-${role}-${seq}@example.com`;
    await createConfirmedAccount(database.db, clock, {
      email,
      password: TEST_PASSWORD,
      userType: null,
      isAdmin: role === 'admin',
      isModerator: role === 'moderator',
    });
    return signedIn(app, email);
  }
  const list = async (): Promise<SiteDomain[]> => ok(await admin.get(P.domains)).domains;
  const primaries = async (site: string) =>
    (await list()).filter((d) => d.site === site && d.primary).map((d) => d.host);

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { env: ENV, clock });
    await app.ready();
    admin = await staff('admin');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is for admins only: moderators, customers and visitors are refused', async () => {
    const moderator = await staff('moderator');
    const customer = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    for (const b of [moderator, customer]) {
      expectError(await b.get(P.domains), 403, 'ERROR_FORBIDDEN');
      expectError(await b.post(P.domains, { host: 'm.example', site: 'region' }), 403, 'ERROR_FORBIDDEN');
      expectError(await b.put(domainPath('m.example'), { note: 'x' }), 403, 'ERROR_FORBIDDEN');
      expectError(await b.delete(domainPath('m.example')), 403, 'ERROR_FORBIDDEN');
    }
    expectError(await new Browser(app).get(P.domains), 400, 'ERROR_EMPTY_USER');
    // A write without the CSRF header is refused before anything else.
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await app.inject({
      method: 'POST',
      url: P.domains,
      headers: { cookie },
      payload: { host: 'forged.example', site: 'region' },
    });
    expectError(forged, 403, 'ERROR_CSRF');
  });

  it('lists the configured hosts, the first of each site primary, not removable', async () => {
    const domains = await list();
    expect(domains.filter((d) => d.fromConfig)).toEqual([
      expect.objectContaining({ host: 'crowdsolve.test', site: 'international', primary: true, createdAt: null }),
      expect.objectContaining({ host: 'www.crowdsolve.test', site: 'international', primary: false }),
      expect.objectContaining({ host: 'zh.crowdsolve.test', site: 'region', primary: true }),
    ]);
    expectError(await admin.delete(domainPath('www.crowdsolve.test')), 409, 'DOMAIN_FROM_CONFIG');
    expectError(await admin.put(domainPath('zh.crowdsolve.test'), { note: 'x' }), 409, 'DOMAIN_FROM_CONFIG');
  });

  it('adds a mirror once; a configured host or an invalid name is refused', async () => {
    const res = await admin.post(P.domains, { host: ' Mirror.Crowdsolve.test ', site: 'region', note: 'CN mirror' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      host: 'mirror.crowdsolve.test',
      site: 'region',
      primary: false,
      fromConfig: false,
      note: 'CN mirror',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    expect(res.json().createdBy).toMatch(/^domains-admin-\d+@example\.com$/);
    expectError(
      await admin.post(P.domains, { host: 'mirror.crowdsolve.test', site: 'international' }),
      409,
      'DOMAIN_TAKEN',
    );
    expectError(await admin.post(P.domains, { host: 'www.crowdsolve.test', site: 'region' }), 409, 'DOMAIN_TAKEN');
    expectError(await admin.post(P.domains, { host: 'bad host!', site: 'region' }), 400, 'ERROR_VALIDATION');
    expect(ok(await admin.put(domainPath('mirror.crowdsolve.test'), { note: 'Mainland mirror' })).note).toBe(
      'Mainland mirror',
    );
    expect(await primaries('region')).toEqual(['zh.crowdsolve.test']);
  });

  it('keeps one primary host per site', async () => {
    created(await admin.post(P.domains, { host: 'cn.example', site: 'region', primary: true }));
    expect(await primaries('region')).toEqual(['cn.example']);
    expect(await primaries('international')).toEqual(['crowdsolve.test']);
    // Another primary takes the flag.
    ok(await admin.put(domainPath('mirror.crowdsolve.test'), { primary: true }));
    expect(await primaries('region')).toEqual(['mirror.crowdsolve.test']);
    created(await admin.post(P.domains, { host: 'cn2.example', site: 'region', primary: true }));
    expect(await primaries('region')).toEqual(['cn2.example']);
    // No added primary: the configured first host is the site's primary again.
    ok(await admin.put(domainPath('cn2.example'), { primary: false }));
    expect(await primaries('region')).toEqual(['zh.crowdsolve.test']);
  });

  it('removes an added host', async () => {
    created(await admin.post(P.domains, { host: 'old.example', site: 'international' }));
    const res = await admin.delete(domainPath('old.example'));
    expect(res.statusCode).toBe(204);
    expect((await list()).some((d) => d.host === 'old.example')).toBe(false);
    expectError(await admin.delete(domainPath('old.example')), 404, 'ERROR_NOT_FOUND');
    expectError(await admin.put(domainPath('old.example'), { note: 'x' }), 404, 'ERROR_NOT_FOUND');
  });
});
