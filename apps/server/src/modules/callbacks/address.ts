import { PINGBACK_URL_MAX } from '@crowdsolve/contract';

export interface NormalizedAddress {
  /** `scheme://host[:port]/path`: lower-case scheme and host, no default port, no query or fragment. */
  address: string;
  /** `scheme://host[:port]`. */
  origin: string;
  /** The host name or IP (IPv6 without brackets). */
  host: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE = /[\s\u0000-\u001f\u007f]/;

function parse(input: string): URL | null {
  if (input.length === 0 || input.length > PINGBACK_URL_MAX || UNSAFE.test(input)) return null;
  try {
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
    return url;
  } catch {
    return null;
  }
}

/** The host of a URL; IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * A pingback address as registered. A bare domain or IP (`example.com`, `203.0.113.5:8080/cb`)
 * is taken as `http://…`. Null when it is not an http(s) address (or carries credentials).
 */
export function normalizeAddress(input: string): NormalizedAddress | null {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  const url = parse(withScheme);
  if (!url) return null;
  const origin = `${url.protocol}//${url.host}`;
  return { address: `${origin}${url.pathname || '/'}`, origin, host: hostOf(url) };
}

/** The origin (`scheme://host[:port]`) of a task's callback URL; null when it is not an http(s) URL. */
export function callbackOrigin(callbackUrl: string): string | null {
  const url = parse(callbackUrl.trim());
  return url ? `${url.protocol}//${url.host}` : null;
}
