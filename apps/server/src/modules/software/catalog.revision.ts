import type { ItemValues } from './catalog.repo.ts';

/**
 * A published item's change waiting for moderation: the developer's whole form, stored beside the
 * live item (which the catalogue keeps showing) until a moderator approves or rejects it.
 */

/** The form's values as an item row has them (a bare soft_id has no slug yet). */
type RowValues = Omit<ItemValues, 'slug'> & { slug: string | null };

/** The form's fields in the order the form shows them. */
const FIELDS = [
  'name',
  'slug',
  'shortDescription',
  'longDescription',
  'categories',
  'logoFileId',
  'screenshotFileIds',
  'url',
  'platforms',
  'captchaTypes',
  'priceModel',
] as const satisfies readonly (keyof ItemValues)[];

/** The API's (the form's) name of a field. */
const formName = (field: keyof ItemValues) => (field === 'url' ? 'homepage' : field);

/** The change waiting for moderation, if any. */
export function pendingOf(row: { pendingChange: unknown }): ItemValues | null {
  const change = row.pendingChange;
  if (change === null || change === undefined) return null;
  return (typeof change === 'string' ? JSON.parse(change) : change) as ItemValues;
}

/** The fields (form names) in which `next` differs from `live`. */
export function changedFields(live: RowValues, next: RowValues): string[] {
  return FIELDS.filter((f) => JSON.stringify(live[f]) !== JSON.stringify(next[f])).map(formName);
}

/** Whether two versions of the form are the same. */
export const sameValues = (a: RowValues, b: RowValues) => changedFields(a, b).length === 0;

/** The form's values of an item row. */
export function valuesOf(row: RowValues): RowValues {
  return Object.fromEntries(FIELDS.map((f) => [f, row[f]])) as unknown as RowValues;
}

/** The item as its developer edits it: the change waiting for moderation over the live fields. */
export function withPending<T extends RowValues & { pendingChange: unknown }>(row: T): T {
  const change = pendingOf(row);
  return change ? { ...row, ...valuesOf(change) } : row;
}
