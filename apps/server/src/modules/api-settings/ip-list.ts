import net from 'node:net';
import { canonicalIp } from '../callbacks/index.ts';

/**
 * One allow-list entry in its stored form: an IP (IPv6 compressed, lower case; IPv4-mapped IPv6
 * as IPv4) or `ip/prefix`. Null when it is neither.
 */
export function normalizeIpEntry(input: string): string | null {
  const entry = input.trim();
  const slash = entry.indexOf('/');
  if (slash < 0) return canonicalIp(entry);
  const ip = canonicalIp(entry.slice(0, slash), false);
  const prefixText = entry.slice(slash + 1);
  if (ip === null || !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (net.isIP(ip) === 4 ? 32 : 128) ? `${ip}/${prefix}` : null;
}

/** A matcher for a normalized allow-list; an address matches an entry or a range containing it. */
export function ipMatcher(entries: readonly string[]): (ip: string | null) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [ip = '', prefix] = entry.split('/');
    const type = net.isIP(ip) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(prefix), type);
  }
  return (raw) => {
    const ip = raw === null ? null : canonicalIp(raw);
    if (ip === null) return false;
    return list.check(ip, net.isIP(ip) === 4 ? 'ipv4' : 'ipv6');
  };
}
