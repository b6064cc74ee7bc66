import { type RefObject, useEffect } from 'react';
import { serverFieldErrors } from '../../lib/errors.ts';

/**
 * Splits a failed call into errors shown beside the form's own fields and an error for the
 * whole form. A failure naming none of the fields stays a form error (translated by its code).
 */
export function splitServerError(
  err: unknown,
  fieldNames: readonly string[],
): { fields: Record<string, string>; form: unknown } {
  const all = serverFieldErrors(err);
  const fields: Record<string, string> = {};
  for (const name of fieldNames) {
    const code = all[name];
    if (code) fields[name] = code;
  }
  return { fields, form: Object.keys(fields).length > 0 ? null : err };
}

/** Moves the focus to the first invalid field of a form when its errors change (keyboard and screen-reader users land on it). */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: Record<string, string>): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
}
