import type { z } from 'zod';
import { RequestError } from './request.ts';

/** The i18n key of a failure: `errors:<CODE>` for our envelope, else the request failure kind. */
export function errorKey(err: unknown): string {
  if (err instanceof RequestError) {
    if (err.code) return `errors:${err.code}`;
    if (err.kind !== 'HTTP_ERROR') return `errors:${err.kind}`;
    return err.status >= 500 ? 'errors:ERROR_INTERNAL' : 'errors:ERROR_BAD_REQUEST';
  }
  return 'errors:ERROR_INTERNAL';
}

/** Field name → validation code, from a server answer (`body.email` → `email`). */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof RequestError)) return {};
  const fields =
    (err.data as { error?: { fields?: { field: string; message: string }[] } } | null)?.error?.fields ?? [];
  const out: Record<string, string> = {};
  for (const f of fields) {
    const name = f.field.replace(/^(body|query|params)\.?/, '') || 'form';
    out[name] ??= f.message;
  }
  return out;
}

/** The error code of a failed call (`AUTH_LINK_USED`, …), or null. */
export function codeOf(err: unknown): string | null {
  return err instanceof RequestError ? err.code : null;
}

/**
 * Field name → what to show beside it, from a server refusal: `errors:<CODE>` for a domain code
 * (the code names the problem), the field's own validation code for ERROR_VALIDATION.
 */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const fields = serverFieldErrors(err);
  const code = codeOf(err);
  if (!code || code === 'ERROR_VALIDATION') return fields;
  return Object.fromEntries(Object.keys(fields).map((name) => [name, `errors:${code}`]));
}

/** Checks form values against a contract schema: the parsed values, or field → code. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.') || 'form';
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
