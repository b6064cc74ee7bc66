import { CURRENCIES, type Currency } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';

/** The currency prices are shown in. */
export function CurrencySelect(props: { value: Currency; onChange: (currency: Currency) => void }) {
  const { t } = useTranslation('common');
  return (
    <label className="field field--inline">
      <span className="field__label">{t('pricing.currency')}</span>
      <select
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as Currency)}
        data-testid="currency-select"
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "No rate for RUB yet: prices are in US dollars." when the reply fell back to USD (as on /pricing). */
export function NoRateNotice(props: { asked: Currency; shown: Currency }) {
  const { t } = useTranslation('common');
  if (props.asked === props.shown) return null;
  return (
    <p className="notice" role="status" data-testid="no-rate">
      {t('pricing.noRate', { currency: props.asked })}
    </p>
  );
}
