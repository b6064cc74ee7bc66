/**
 * A `return_to` that is safe to follow: a same-site relative path only. Absolute and
 * protocol-relative values (and backslash tricks) are ignored, before and after the path is
 * normalised (`/.//evil.com` normalises to `//evil.com`).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.host !== 'same.invalid' || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
