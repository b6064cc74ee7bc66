/** US dollars for a worker: small amounts keep their fractions of a cent. */
export function formatUsd(amount: number, language: string): string {
  const digits = Math.abs(amount) < 1 && amount !== 0 ? 5 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A share as a percentage in the interface language (0.9 → `90%`). */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
