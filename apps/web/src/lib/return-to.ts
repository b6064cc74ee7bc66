/**
 * A `return_to` that is safe to follow: a same-site relative path only. Absolute and
 * protocol-relative values (and backslash tricks) are ignored.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://same.invalid');
    return url.host === 'same.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
