import { CALLBACK_PATHS as P } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { type ApiSettingsService, apiSettingsService } from './api-settings.service.ts';
import { registerApiSettings } from './index.ts';
import { ipMatcher, normalizeIpEntry } from './ip-list.ts';

const settings = (over: Partial<Parameters<ApiSettingsService['update']>[1]> = {}) => ({
  ipAllowList: [],
  recognition100: { enabled: false, matches: 2 },
  perKeyLimitPerMinute: null,
  ...over,
});

describe('IP allow-list entries', () => {
  it('normalizes IPs and ranges, refuses the rest', () => {
    expect(normalizeIpEntry(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(normalizeIpEntry('2001:DB8:0::1')).toBe('2001:db8::1');
    expect(normalizeIpEntry('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeIpEntry('198.51.100.0/24')).toBe('198.51.100.0/24');
    expect(normalizeIpEntry('2001:DB8::/32')).toBe('2001:db8::/32');
    for (const bad of [
      '203.0.113.5/33',
      '2001:db8::/129',
      '10.0.0.0/',
      '10.0.0.0/x',
      'example.com',
      '1.2.3',
      'fe80::1%eth0',
    ]) {
      expect(normalizeIpEntry(bad), bad).toBeNull();
    }
  });

  it('matches single addresses and ranges, IPv4 and IPv6', () => {
    const allowed = ipMatcher(['203.0.113.5', '198.51.100.0/24', '2001:db8::/32', '::1', '10.1.2.3/8']);
    for (const ip of [
      '203.0.113.5',
      '198.51.100.0',
      '198.51.100.255',
      '::ffff:198.51.100.77',
      '2001:db8::1',
      '2001:db8:ffff::9',
      '::1',
      '10.200.0.1',
    ]) {
      expect(allowed(ip), ip).toBe(true);
    }
    for (const ip of ['203.0.113.6', '198.51.101.1', '2001:db9::1', '::2', '11.0.0.1', 'garbage', '']) {
      expect(allowed(ip), ip).toBe(false);
    }
    expect(allowed(null)).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('API settings on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let service: ApiSettingsService;
  const clock = manualClock(new Date('2026-11-01T12:00:30Z'));
  const customer = async () => (await makeAccount(database.db, clock, 'customer')).userId;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    // Until the app registers the module itself.
    if (!app.hasRoute({ method: 'GET', url: P.apiSettings })) {
      await registerApiSettings(app, { db: database.db, clock });
    }
    await app.ready();
    service = apiSettingsService({ db: database.db, clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('starts open: any IP, 100 % off, no per-key limit', async () => {
    const id = await customer();
    expect(await service.get(id)).toEqual({
      ipAllowList: [],
      recognition100: { enabled: false, matches: 2 },
      perKeyLimitPerMinute: null,
      updatedAt: null,
    });
    expect(await service.checkApiAccess(id, '203.0.113.77')).toEqual({ ok: true });
    expect(await service.checkApiAccess(id, null)).toEqual({ ok: true });
    for (let i = 0; i < 5; i++) expect(await service.checkSubmitLimit(id)).toEqual({ ok: true });
  });

  it('stores the settings normalized; the 100 % setting is there for dispatch', async () => {
    const id = await customer();
    const stored = await service.update(
      id,
      settings({
        ipAllowList: ['2001:DB8::1', '::ffff:203.0.113.9', '203.0.113.9', '198.51.100.0/24'],
        recognition100: { enabled: true, matches: 3 },
        perKeyLimitPerMinute: 120,
      }),
    );
    expect(stored).toEqual({
      ipAllowList: ['2001:db8::1', '203.0.113.9', '198.51.100.0/24'],
      recognition100: { enabled: true, matches: 3 },
      perKeyLimitPerMinute: 120,
      updatedAt: clock.now().toISOString(),
    });
    expect(await service.get(id)).toEqual(stored);
    expect(await service.recognition100(id)).toEqual({ enabled: true, matches: 3 });
    await expect(service.update(id, settings({ ipAllowList: ['example.com'] }))).rejects.toMatchObject({
      code: 'API_SETTINGS_INVALID_IP',
    });
    // Replaced as a whole.
    expect((await service.update(id, settings())).ipAllowList).toEqual([]);
  });

  it('lets the key be used only from allowed IPs (ERROR_IP_NOT_ALLOWED)', async () => {
    const id = await customer();
    const other = await customer();
    await service.update(id, settings({ ipAllowList: ['203.0.113.5', '198.51.100.0/24', '2001:db8::/32', '::1'] }));
    const refused = { ok: false, refusal: 'ERROR_IP_NOT_ALLOWED' };
    expect(await service.checkApiAccess(id, '203.0.113.5')).toEqual({ ok: true });
    expect(await service.checkApiAccess(id, '198.51.100.77')).toEqual({ ok: true });
    expect(await service.checkApiAccess(id, '::ffff:198.51.100.77')).toEqual({ ok: true });
    expect(await service.checkApiAccess(id, '2001:db8:1::5')).toEqual({ ok: true });
    expect(await service.checkApiAccess(id, '::1')).toEqual({ ok: true });
    expect(await service.checkApiAccess(id, '203.0.113.6')).toEqual(refused);
    expect(await service.checkApiAccess(id, '2001:db9::1')).toEqual(refused);
    expect(await service.checkApiAccess(id, '127.0.0.1')).toEqual(refused);
    expect(await service.checkApiAccess(id, null)).toEqual(refused);
    expect(await service.checkApiAccess(other, '203.0.113.6')).toEqual({ ok: true });
  });

  it('limits submissions per key and minute (ERROR_NO_SLOT_AVAILABLE), each key on its own', async () => {
    const id = await customer();
    const other = await customer();
    await service.update(id, settings({ perKeyLimitPerMinute: 3 }));
    await service.update(other, settings({ perKeyLimitPerMinute: 1 }));
    const refused = { ok: false, refusal: 'ERROR_NO_SLOT_AVAILABLE' };
    for (let i = 0; i < 3; i++) expect(await service.checkSubmitLimit(id)).toEqual({ ok: true });
    expect(await service.checkSubmitLimit(id)).toEqual(refused);
    expect(await service.checkSubmitLimit(id)).toEqual(refused);
    expect(await service.checkSubmitLimit(other)).toEqual({ ok: true });
    expect(await service.checkSubmitLimit(other)).toEqual(refused);

    // A new minute, a new count.
    clock.advance(30_000);
    for (let i = 0; i < 3; i++) expect(await service.checkSubmitLimit(id)).toEqual({ ok: true });
    expect(await service.checkSubmitLimit(id)).toEqual(refused);

    // Lifting the limit lifts it at once.
    await service.update(id, settings({ perKeyLimitPerMinute: null }));
    expect(await service.checkSubmitLimit(id)).toEqual({ ok: true });
  });

  it('never lets parallel submissions past the limit', async () => {
    const id = await customer();
    clock.advance(60_000);
    await service.update(id, settings({ perKeyLimitPerMinute: 5 }));
    const results = await Promise.all(Array.from({ length: 20 }, () => service.checkSubmitLimit(id)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('routes: a signed-in customer reads and replaces the settings; input is validated', async () => {
    const guest = new Browser(app);
    expectError(await guest.get(P.apiSettings), 400, 'ERROR_EMPTY_USER');
    expectError(await guest.put(P.apiSettings, settings()), 400, 'ERROR_EMPTY_USER');
    const worker = await signedIn(app, (await makeAccount(database.db, clock, 'worker')).email);
    expectError(await worker.get(P.apiSettings), 403, 'ERROR_FORBIDDEN');

    const browser = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    expect(ok(await browser.get(P.apiSettings))).toMatchObject({ ipAllowList: [], perKeyLimitPerMinute: null });
    const body = settings({
      ipAllowList: [' 203.0.113.5 ', '2001:DB8::/32'],
      recognition100: { enabled: true, matches: 5 },
      perKeyLimitPerMinute: 60,
    });
    const saved = ok(await browser.put(P.apiSettings, body));
    expect(saved).toEqual({
      ipAllowList: ['203.0.113.5', '2001:db8::/32'],
      recognition100: { enabled: true, matches: 5 },
      perKeyLimitPerMinute: 60,
      updatedAt: expect.any(String),
    });
    expect(ok(await browser.get(P.apiSettings))).toEqual(saved);

    for (const bad of [
      settings({ ipAllowList: ['203.0.113.500'] }),
      settings({ ipAllowList: ['10.0.0.0/33'] }),
      settings({ recognition100: { enabled: true, matches: 6 } }),
      settings({ recognition100: { enabled: true, matches: 1 } }),
      settings({ perKeyLimitPerMinute: 0 }),
      { ipAllowList: [] },
    ]) {
      expectError(await browser.put(P.apiSettings, bad), 400, 'ERROR_VALIDATION');
    }
    expect(ok(await browser.get(P.apiSettings))).toEqual(saved);
  });
});
