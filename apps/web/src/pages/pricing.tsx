import { CURRENCIES, type Currency } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyFor, pricesQuery } from '../features/pricing/prices.ts';
import { RateLine } from '../features/pricing/rate-line.tsx';
import { useAppEnv } from '../lib/app-env.tsx';
import { moneyFormatter } from '../lib/money.ts';
import { FormError } from '../ui/form-error.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { KindIcon } from '../ui/kind-icons.tsx';

/** Prices per 1000 solved captchas of every type, from the price table, in the visitor's currency. */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const { api } = useAppEnv();
  const [currency, setCurrency] = useState<Currency>(currencyFor(i18n.language as 'en'));
  const prices = useQuery(pricesQuery(api, currency));
  const shown = prices.data?.currency ?? currency;
  // One formatter for the whole table (making one is far dearer than using it).
  const money = useMemo(() => moneyFormatter(shown, i18n.language), [i18n.language, shown]);

  return (
    <section className="page" data-route="pricing">
      <h1>{t('routes:pricing.title')}</h1>
      <p className="lead">{t('common:pricing.lead')}</p>
      <label className="field field--inline">
        <span className="field__label">{t('common:pricing.currency')}</span>
        <select className="select" value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <FormError error={prices.error} />
      {prices.data ? (
        <>
          {prices.data.currency !== currency ? (
            <p className="notice" role="status">
              {t('common:pricing.noRate', { currency })}
            </p>
          ) : null}
          <table className="table table--narrow" data-testid="price-table">
            <thead>
              <tr>
                <th scope="col">{t('common:pricing.type')}</th>
                <th scope="col" className="table__num">
                  {t('common:pricing.per1000')}
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.data.prices.map((p) => (
                <tr key={p.type} data-type={p.type}>
                  <td>
                    <span className="with-icon">
                      <KindIcon kind={p.type} size={18} compact />
                      {t(`common:taskTypes.${p.type}`)}
                    </span>
                  </td>
                  <td className="table__num">{money(p.per1000)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <RateLine reply={prices.data} />
        </>
      ) : null}
      <p>
        <Link to="/auth/register?userType=customer" className="button button--primary">
          {t('common:home.ctaCustomer')}
          <ArrowRightIcon size={16} aria-hidden="true" />
        </Link>
      </p>
    </section>
  );
}
