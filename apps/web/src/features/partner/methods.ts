import type { PayoutFee, PayoutMethod } from '@crowdsolve/contract';
import type { TFunction } from 'i18next';
import { formatMicros } from '../../lib/money.ts';

/** The name of a payout method. */
export function methodName(t: TFunction, method: PayoutMethod): string {
  return t(`partner:methods.${method}`);
}

/** A fee in words: `$0.10` or `3 %`. */
export function feeText(t: TFunction, fee: PayoutFee, language: string): string {
  if (fee.type === 'fixed') return t('partner:fee.fixed', { amount: formatMicros(fee.micros, language) });
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(fee.basisPoints / 100);
  return t('partner:fee.percent', { percent });
}
