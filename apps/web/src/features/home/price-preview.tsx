import type { Currency, CustomerPricesReply } from '@crowdsolve/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moneyFormatter } from '../../lib/money.ts';
import { RateLine } from '../pricing/rate-line.tsx';
import { CurrencySelect, NoRateNotice } from '../public-stats/currency-select.tsx';
import { TypeArt } from '../type-art/type-art.tsx';

/** The types most asked for, shown on the home page (the rest on /pricing). */
const SHOWN = [
  'image_text',
  'recaptcha_v2',
  'recaptcha_v3',
  'hcaptcha',
  'turnstile',
  'geetest',
  'funcaptcha',
  'audio',
] as const;

/** Prices per 1000 of the main types in the chosen currency, with the rate (or why there is none). */
export function PricePreview(props: {
  prices: CustomerPricesReply;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
}) {
  const { t, i18n } = useTranslation('home');
  const { prices, currency } = props;
  const money = useMemo(() => moneyFormatter(prices.currency, i18n.language), [i18n.language, prices.currency]);
  const rows = SHOWN.flatMap((type) => prices.prices.filter((p) => p.type === type));
  return (
    <div className="home-prices">
      <CurrencySelect value={currency} onChange={props.onCurrency} />
      <NoRateNotice asked={currency} shown={prices.currency} />
      <table className="table" data-testid="home-price-table">
        <thead>
          <tr>
            <th scope="col">{t('common:pricing.type')}</th>
            <th scope="col">{t('common:pricing.per1000')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.type} data-type={p.type}>
              <td>
                <span className="with-icon">
                  <TypeArt kind={p.type} thumb />
                  {t(`common:taskTypes.${p.type}`)}
                </span>
              </td>
              <td>{money(p.per1000)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RateLine reply={prices} />
      <p>
        <Link to="/pricing">{t('prices.all', { count: prices.prices.length })}</Link>
      </p>
    </div>
  );
}
