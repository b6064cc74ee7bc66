/** Micro-dollars (integers) to a dollar amount in the interface language: 2 to 6 decimals, exact. */
export function formatMicros(micros: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(micros / 1_000_000);
}

const DOLLARS = /^(\d{1,9})(?:[.,](\d{0,6}))?$/;

/** A dollar amount typed by a person (`12`, `12.5`, `0,25`) in micro-dollars; null when it is not one. */
export function parseDollars(raw: string): number | null {
  const match = DOLLARS.exec(raw.trim().replace(/^\$\s*/, ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  return whole * 1_000_000 + fraction;
}
