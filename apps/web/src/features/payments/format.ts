import type { PaymentMethod } from '@crowdsolve/contract';
import type { TFunction } from 'i18next';

export { formatMicros, parseDollars } from '../../lib/money.ts';

/** The name of a payment method. */
export function methodName(t: TFunction, method: PaymentMethod): string {
  return t(`pay:methods.${method}`);
}

/** A fee in words: `3 %`, or "no fee". */
export function feeText(t: TFunction, basisPoints: number, language: string): string {
  if (basisPoints === 0) return t('pay:fee.none');
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(basisPoints / 100);
  return t('pay:fee.percent', { percent });
}

/** Milliseconds left as `m:ss` or `h:mm:ss`. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
