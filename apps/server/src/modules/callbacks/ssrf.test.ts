import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { callbackOrigin, normalizeAddress } from './address.ts';
import { canonicalIp, guardedLookup, isPrivateAddress, PrivateTargetError, type Resolve } from './ssrf.ts';

describe('private targets', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '64:ff9b::7f00:1',
    // IPv6 forms that carry an IPv4 address: IPv4-compatible, 6to4, Teredo.
    '[::7f00:1]',
    '::127.0.0.1',
    '::a00:1',
    '[2002:7f00:1::]',
    '2002:a00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '100::1',
    'not-an-ip',
  ])('%s is refused', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (ip) => {
      expect(isPrivateAddress(ip)).toBe(false);
    },
  );

  it('writes IPs canonically', () => {
    expect(canonicalIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(canonicalIp('[::1]')).toBe('::1');
    expect(canonicalIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalIp('::ffff:203.0.113.9', false)).toBe('::ffff:cb00:7109');
    expect(canonicalIp('203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalIp('fe80::1%eth0')).toBeNull();
    expect(canonicalIp('010.0.0.1')).toBeNull();
    expect(canonicalIp('example.com')).toBeNull();
  });
});

describe('addresses', () => {
  it('normalizes scheme, host, port and path; a bare host is http', () => {
    expect(normalizeAddress('HTTPS://Hooks.Example.COM:443/a/b?x=1#f')).toEqual({
      address: 'https://hooks.example.com/a/b',
      origin: 'https://hooks.example.com',
      host: 'hooks.example.com',
    });
    expect(normalizeAddress('example.org')?.address).toBe('http://example.org/');
    expect(normalizeAddress(' 203.0.113.5:8080/cb ')?.address).toBe('http://203.0.113.5:8080/cb');
    expect(normalizeAddress('http://[2001:DB8::1]:81/x')).toMatchObject({
      address: 'http://[2001:db8::1]:81/x',
      host: '2001:db8::1',
    });
    // Other spellings of an IP end up as the IP.
    expect(normalizeAddress('http://2130706433/')?.host).toBe('127.0.0.1');
  });

  it.each([
    'ftp://example.com/',
    'http://user:pw@example.com/',
    'javascript:alert(1)',
    'http://exa mple.com/',
    '',
    'http://',
  ])('refuses %j', (input) => {
    expect(normalizeAddress(input)).toBeNull();
  });

  it('takes the origin of a callback URL (a full URL only)', () => {
    expect(callbackOrigin('https://Shop.Test:443/cb?id=1')).toBe('https://shop.test');
    expect(callbackOrigin('http://shop.test:8080/x')).toBe('http://shop.test:8080');
    expect(callbackOrigin('shop.test/cb')).toBeNull();
    expect(callbackOrigin('mailto:a@b.c')).toBeNull();
  });
});

describe('connect-time lookup', () => {
  const table: Record<string, string[]> = {
    'public.test': ['93.184.215.14', '2606:4700::1111'],
    'rebind.test': ['93.184.215.14', '127.0.0.1'],
  };
  const resolve: Resolve = async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
  const run = (allowPrivate: boolean, host: string, options: { all?: boolean; family?: number }) =>
    new Promise<{ err: Error | null; address: string | LookupAddress[]; family?: number }>((done) => {
      guardedLookup(resolve, allowPrivate)(host, options, (err, address, family) => done({ err, address, family }));
    });

  it('answers one address or all of them, of the family asked for', async () => {
    expect(await run(false, 'public.test', {})).toEqual({ err: null, address: '93.184.215.14', family: 4 });
    expect(await run(false, 'public.test', { family: 6 })).toEqual({
      err: null,
      address: '2606:4700::1111',
      family: 6,
    });
    expect((await run(false, 'public.test', { all: true })).address).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
  });

  it('refuses a host with any private address unless allowed; passes lookup errors on', async () => {
    const refused = await run(false, 'rebind.test', { all: true });
    expect(refused.err).toBeInstanceOf(PrivateTargetError);
    expect(refused.err?.message).toContain('127.0.0.1');
    expect((await run(true, 'rebind.test', { all: true })).err).toBeNull();
    expect((await run(false, 'nx.test', {})).err).toMatchObject({ code: 'ENOTFOUND' });
  });
});
