/** Micro-dollars (integers) to a dollar amount in the interface language: 2 to 6 decimals, exact. */
export function formatMicros(micros: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(micros / 1_000_000);
}

/** Below 1 and not whole cents, e.g. a price per task: shown with up to 4 decimals. */
const needsFineDecimals = (amount: number) => Math.abs(amount) < 1 && Math.round(amount * 100) !== amount * 100;

/**
 * A formatter of amounts in a currency (units, not micros) in the interface language, made once for a whole
 * table: cents (kopecks, fen) as usual, so that a converted price does not read like `RUB 276.575`; an amount
 * under 1 that is not whole cents keeps up to 4 decimals (`$0.0035`), never more. Exact dollar amounts from
 * the ledger use {@link formatMicros}.
 */
export function moneyFormatter(currency: string, language: string): (amount: number) => string {
  const options = { style: 'currency', currency, minimumFractionDigits: 2 } as const;
  const cents = new Intl.NumberFormat(language, { ...options, maximumFractionDigits: 2 });
  const fine = new Intl.NumberFormat(language, { ...options, maximumFractionDigits: 4 });
  return (amount) => (needsFineDecimals(amount) ? fine : cents).format(amount);
}

/** One amount in a currency, as {@link moneyFormatter} writes it. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return moneyFormatter(currency, language)(amount);
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
