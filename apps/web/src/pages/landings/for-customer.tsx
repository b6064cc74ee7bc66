import type { Language } from '@crowdsolve/contract';
import { COMPLAINT_WINDOW_MINUTES } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyFor, pricesQuery } from '../../features/pricing/prices.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { moneyFormatter } from '../../lib/money.ts';
import { FormError } from '../../ui/form-error.tsx';
import '../../features/legal/legal.css';

const REGISTER = '/auth/register?userType=customer';
const GETS = ['compatible', 'fair', 'complaints', 'pingback', 'statistics'] as const;

/**
 * `/for-customer`: what a customer gets, the price per 1000 of each type in the visitor's currency
 * (GET /api/v2/customer/prices, preloaded for the server render), how to start.
 */
export function ForCustomerPage() {
  const { t, i18n } = useTranslation('landings');
  const { api } = useAppEnv();
  const language = i18n.language as Language;
  const currency = currencyFor(language);
  const prices = useQuery(pricesQuery(api, currency));
  const shown = prices.data?.currency ?? currency;
  const money = useMemo(() => moneyFormatter(shown, language), [shown, language]);
  return (
    <div className="page" data-route="forCustomer">
      <section className="hero">
        <p className="eyebrow">{t('customer.eyebrow')}</p>
        <h1>{t('routes:forCustomer.title')}</h1>
        <p className="lead">{t('customer.lead')}</p>
        <div className="row">
          <Link to={REGISTER} className="button button--primary button--lg">
            {t('customer.cta')}
          </Link>
          <Link to="/api-docs" className="button button--ghost button--lg">
            {t('customer.docs')}
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="customer-get">
        <h2 id="customer-get">{t('customer.get.title')}</h2>
        <ul className="grid-2 landing-list" data-testid="customer-get">
          {GETS.map((key) => (
            <li key={key} className="card">
              {t(`customer.get.${key}`, { minutes: COMPLAINT_WINDOW_MINUTES })}
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="customer-prices">
        <h2 id="customer-prices">{t('customer.prices.title')}</h2>
        <FormError error={prices.error} />
        {prices.data ? (
          <>
            {prices.data.currency !== currency ? (
              <p className="notice" role="status">
                {t('common:pricing.noRate', { currency })}
              </p>
            ) : null}
            <div className="table-scroll">
              <table className="table" data-testid="customer-prices">
                <thead>
                  <tr>
                    <th scope="col">{t('common:pricing.type')}</th>
                    <th scope="col">{t('common:pricing.per1000')}</th>
                  </tr>
                </thead>
                <tbody>
                  {prices.data.prices.map((p) => (
                    <tr key={p.type} data-type={p.type}>
                      <td>{t(`common:taskTypes.${p.type}`)}</td>
                      <td>{money(p.per1000)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
        <p>
          <Link to="/pricing">{t('customer.prices.all')}</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="customer-start">
        <h2 id="customer-start">{t('customer.start.title')}</h2>
        <ol className="steps">
          <li>{t('customer.start.register')}</li>
          <li>
            <Link to="/pay">{t('customer.start.topUp')}</Link>
          </li>
          <li>{t('customer.start.key')}</li>
          <li>
            {t('customer.start.send')} <Link to="/api-docs">{t('customer.docs')}</Link> ·{' '}
            <Link to="/lang">{t('customer.samples')}</Link>
          </li>
        </ol>
        <Link to={REGISTER} className="button button--primary">
          {t('customer.cta')}
        </Link>
      </section>
    </div>
  );
}
