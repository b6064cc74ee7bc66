/** A field's error key: the contract's own codes (`invalid_host`) read from the domains namespace. */
export function domainFieldError(code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code.includes(':')) return code;
  return code === 'invalid_host' ? 'domains:validation.invalidHost' : code;
}
