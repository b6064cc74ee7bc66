/** Seconds as "12.5 s" ("12,5 с", "12.5秒") in the reader's language; null as a dash. */
export function formatSeconds(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A whole count with the language's grouping. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
