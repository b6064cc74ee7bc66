/**
 * Outgoing calls must not reach our own network (SSRF): private, loopback, link-local, multicast
 * and reserved addresses are refused unless the configuration allows them (tests only).
 */
import { promises as dns, type LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';

/** The addresses a host name resolves to (every one, IPv4 and IPv6). */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated): ::7f00:1 is 127.0.0.1
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo (tunnels to an IPv4 address it embeds)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address: 2002:7f00:1:: is 127.0.0.1's)
  ['64:ff9b::', 96], // NAT64 (would reach any IPv4 address, private ones too)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/**
 * An IP address in its canonical text: IPv4 dotted, IPv6 compressed and lower case, IPv4-mapped
 * IPv6 (`::ffff:1.2.3.4`) as the IPv4 address when `unmap`. Null when it is not an IP address.
 */
export function canonicalIp(input: string, unmap = true): string | null {
  let ip = input.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const family = net.isIP(ip);
  if (family === 4) return ip;
  // Zone ids (fe80::1%eth0) name an interface of the sender's host: meaningless here.
  if (family !== 6 || ip.includes('%')) return null;
  const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (unmap && mapped?.[1] && mapped[2]) {
    const hi = Number.parseInt(mapped[1], 16);
    const lo = Number.parseInt(mapped[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return canonical;
}

/** True for addresses an outgoing call must not reach; anything that is not an IP counts too. */
export function isPrivateAddress(ip: string): boolean {
  const canonical = canonicalIp(ip);
  if (canonical === null) return true;
  return BLOCKED.check(canonical, net.isIP(canonical) === 4 ? 'ipv4' : 'ipv6');
}

/** A target refused because it is (or resolves to) a private address. */
export class PrivateTargetError extends Error {
  override name = 'PrivateTargetError';
  readonly code = 'ERR_PRIVATE_TARGET';
  constructor(host: string, address: string) {
    super(
      host === address
        ? `refused: ${address} is a private or loopback address`
        : `refused: ${host} resolves to a private or loopback address (${address})`,
    );
  }
}

/**
 * A `lookup` for net/http that resolves with `resolve` and, unless private targets are allowed,
 * refuses the connection when any address of the host is private. Checking here, at connect time,
 * leaves no gap between the check and the connection (DNS rebinding).
 */
export function guardedLookup(resolve: Resolve, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const bad = allowPrivate ? undefined : found.find(isPrivateAddress);
        if (bad !== undefined) {
          callback(new PrivateTargetError(hostname, bad), '', 0);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses: LookupAddress[] = found
          .map((address) => ({ address, family: net.isIP(address) }))
          .filter((a) => a.family !== 0 && (wanted === 0 || a.family === wanted));
        const first = addresses[0];
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          err.code = 'ENOTFOUND';
          callback(err, '', 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
