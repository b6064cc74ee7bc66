import { PINGBACK_ADDRESSES_MAX } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { callbacksService } from './callbacks.service.ts';
import type { Resolve } from './ssrf.ts';
import { makeAccount } from './test-support.ts';

/** A DNS of our own: no network in tests. */
const DNS: Record<string, string[]> = {
  'public.test': ['93.184.215.14'],
  'dual.test': ['93.184.215.20', '2606:4700::20'],
  localhost: ['127.0.0.1', '::1'],
  'mixed.test': ['93.184.215.14', '10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
};
const resolve: Resolve = async (host) => {
  const found = DNS[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

describe.each(DATABASE_TARGETS)('pingback addresses on $name', (target) => {
  let database: DatabaseHandle;
  const clock = manualClock(new Date());
  /** Production settings: private targets refused. */
  const strict = () => callbacksService({ db: database.db, clock, config: testConfig(), resolve });
  /** Test settings: private targets allowed. */
  const lenient = () =>
    callbacksService({ db: database.db, clock, config: testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true' }), resolve });
  const customer = async () => (await makeAccount(database.db, clock, 'customer')).userId;

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('the configuration refuses private targets by default; tests may allow them', () => {
    expect(testConfig().callbacks).toEqual({ allowPrivateTargets: false, timeoutMs: 10_000 });
    expect(testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true', CALLBACK_TIMEOUT_MS: '500' }).callbacks).toEqual({
      allowPrivateTargets: true,
      timeoutMs: 500,
    });
    expect(() => testConfig({ CALLBACK_TIMEOUT_MS: '5' })).toThrow(/CALLBACK_TIMEOUT_MS/);
  });

  it('registers normalized addresses, once each, and lists them', async () => {
    const id = await customer();
    const svc = strict();
    expect(await svc.registerAddress(id, 'HTTPS://Public.TEST:443/hook?x=1')).toMatchObject({
      address: 'https://public.test/hook',
    });
    await svc.registerAddress(id, 'https://public.test/hook');
    clock.advance(1000);
    await svc.registerAddress(id, 'dual.test');
    expect((await svc.listAddresses(id)).map((a) => a.address)).toEqual([
      'https://public.test/hook',
      'http://dual.test/',
    ]);
    expect(await svc.listAddresses(await customer())).toEqual([]);
  });

  it('refuses malformed addresses', async () => {
    const id = await customer();
    for (const bad of ['ftp://public.test/', 'http://user:secret@public.test/', 'javascript:alert(1)', 'http://']) {
      await expect(strict().registerAddress(id, bad), bad).rejects.toMatchObject({ code: 'CALLBACK_ADDRESS_INVALID' });
    }
  });

  it('refuses private, loopback, link-local and multicast targets, and names resolving to one', async () => {
    const id = await customer();
    for (const bad of [
      'http://127.0.0.1:8080/',
      'http://localhost/cb',
      'http://[::1]/',
      'http://10.1.2.3/',
      'http://172.20.0.1/',
      'http://192.168.0.10/',
      'http://169.254.169.254/latest/meta-data',
      'http://metadata.test/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
      'http://2130706433/',
      'http://mixed.test/',
    ]) {
      await expect(strict().registerAddress(id, bad), bad).rejects.toMatchObject({ code: 'CALLBACK_ADDRESS_PRIVATE' });
    }
    await expect(strict().registerAddress(id, 'http://nowhere.test/')).rejects.toMatchObject({
      code: 'CALLBACK_ADDRESS_UNRESOLVABLE',
    });
    expect(await strict().listAddresses(id)).toEqual([]);
  });

  it('allows private targets when the configuration says so (tests)', async () => {
    const id = await customer();
    await lenient().registerAddress(id, 'http://127.0.0.1:8080/cb');
    await lenient().registerAddress(id, 'http://localhost:9000/');
    // No DNS is needed then: a name that does not resolve is taken as it is.
    await lenient().registerAddress(id, 'http://nowhere.test/');
    expect((await lenient().listAddresses(id)).map((a) => a.address)).toEqual([
      'http://127.0.0.1:8080/cb',
      'http://localhost:9000/',
      'http://nowhere.test/',
    ]);
  });

  it(`keeps at most ${PINGBACK_ADDRESSES_MAX} addresses`, async () => {
    const id = await customer();
    for (let i = 0; i < PINGBACK_ADDRESSES_MAX; i++) await strict().registerAddress(id, `https://public.test/${i}`);
    await expect(strict().registerAddress(id, 'https://public.test/one-more')).rejects.toMatchObject({
      code: 'CALLBACK_ADDRESS_LIMIT',
    });
    // Registering one already there is still fine.
    await strict().registerAddress(id, 'https://public.test/3');
  });

  it('deletes one address (in any spelling) or all of them', async () => {
    const id = await customer();
    const other = await customer();
    const svc = strict();
    for (const a of ['https://public.test/a', 'https://public.test/b', 'http://dual.test/']) {
      await svc.registerAddress(id, a);
    }
    await svc.registerAddress(other, 'https://public.test/a');
    expect(await svc.deleteAddress(id, 'HTTPS://PUBLIC.test/a')).toBe(1);
    expect(await svc.deleteAddress(id, 'https://public.test/a')).toBe(0);
    expect((await svc.listAddresses(id)).map((a) => a.address).sort()).toEqual([
      'http://dual.test/',
      'https://public.test/b',
    ]);
    await expect(svc.deleteAddress(id, 'ftp://x/')).rejects.toMatchObject({ code: 'CALLBACK_ADDRESS_INVALID' });
    expect(await svc.deleteAddress(id, 'ALL')).toBe(2);
    expect(await svc.listAddresses(id)).toEqual([]);
    expect(await svc.listAddresses(other)).toHaveLength(1);
  });

  it('a callback URL is registered when scheme, host and port match an address (any path)', async () => {
    const id = await customer();
    const svc = strict();
    await svc.registerAddress(id, 'https://public.test/hooks/captcha');
    await svc.registerAddress(id, 'http://dual.test:8080/');
    expect(await svc.isRegistered(id, 'https://public.test/hooks/captcha')).toBe(true);
    expect(await svc.isRegistered(id, 'https://public.test/other/path?task=1&x=2')).toBe(true);
    expect(await svc.isRegistered(id, 'https://PUBLIC.test:443/')).toBe(true);
    expect(await svc.isRegistered(id, 'http://dual.test:8080/cb')).toBe(true);
    expect(await svc.isRegistered(id, 'http://public.test/hooks/captcha')).toBe(false);
    expect(await svc.isRegistered(id, 'https://public.test:8443/hooks/captcha')).toBe(false);
    expect(await svc.isRegistered(id, 'http://dual.test/cb')).toBe(false);
    expect(await svc.isRegistered(id, 'https://evil.test/hooks/captcha')).toBe(false);
    expect(await svc.isRegistered(id, 'https://sub.public.test/')).toBe(false);
    expect(await svc.isRegistered(id, 'not a url')).toBe(false);
    expect(await svc.isRegistered(await customer(), 'https://public.test/hooks/captcha')).toBe(false);
  });

  it('v1 add_pingback must come from the IP the address points to (ERROR_IP_ADDRES)', async () => {
    const id = await customer();
    const svc = strict();
    expect(await svc.v1AddPingback(id, 'http://public.test/cb', '93.184.215.14')).toEqual({ ok: true });
    expect(await svc.v1AddPingback(id, 'http://dual.test/', '::ffff:93.184.215.20')).toEqual({ ok: true });
    expect(await svc.v1AddPingback(id, 'https://dual.test/', '2606:4700:0::20')).toEqual({ ok: true });
    expect(await svc.v1AddPingback(id, 'http://93.184.215.99/', '93.184.215.99')).toEqual({ ok: true });
    expect(await svc.v1AddPingback(id, 'http://public.test/other', '198.51.100.7')).toEqual({
      ok: false,
      code: 'ERROR_IP_ADDRES',
    });
    expect(await svc.v1AddPingback(id, 'http://public.test/other', null)).toEqual({
      ok: false,
      code: 'ERROR_IP_ADDRES',
    });
    expect(await svc.v1AddPingback(id, undefined, '93.184.215.14')).toEqual({
      ok: false,
      code: 'ERROR_BAD_PARAMETERS',
    });
    expect(await svc.v1AddPingback(id, 'ftp://public.test/', '93.184.215.14')).toEqual({
      ok: false,
      code: 'ERROR_BAD_PARAMETERS',
    });
    // A loopback address, even from loopback: refused in production, fine in tests.
    expect(await svc.v1AddPingback(id, 'http://127.0.0.1:9/', '127.0.0.1')).toEqual({
      ok: false,
      code: 'ERROR_BAD_PARAMETERS',
    });
    expect(await lenient().v1AddPingback(id, 'http://127.0.0.1:9/', '127.0.0.1')).toEqual({ ok: true });

    // Listed oldest first, then by address.
    expect(await svc.v1GetPingback(id)).toEqual([
      'http://127.0.0.1:9/',
      'http://93.184.215.99/',
      'http://dual.test/',
      'http://public.test/cb',
      'https://dual.test/',
    ]);
    expect(await svc.v1DelPingback(id, 'http://dual.test/')).toEqual({ ok: true });
    expect(await svc.v1DelPingback(id, 'http://not-registered.test/')).toEqual({ ok: true });
    expect(await svc.v1DelPingback(id, ['x'])).toEqual({ ok: false, code: 'ERROR_BAD_PARAMETERS' });
    expect(await svc.v1DelPingback(id, 'all')).toEqual({ ok: true });
    expect(await svc.v1GetPingback(id)).toEqual([]);
  });
});
