import type { Currency, EnterpriseConditionsReply, EnterprisePricingReply } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enterpriseConditionsQuery, enterprisePricingQuery } from '../../features/enterprise/api.ts';
import { BuyForm } from '../../features/enterprise/buy-form.tsx';
import { currencyFor } from '../../features/pricing/prices.ts';
import { RateLine } from '../../features/pricing/rate-line.tsx';
import { CurrencySelect, NoRateNotice } from '../../features/public-stats/currency-select.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDate } from '../../lib/format.ts';
import { moneyFormatter } from '../../lib/money.ts';
import { FormError } from '../../ui/form-error.tsx';

const GIVES = ['priority', 'limits', 'contact'] as const;
const CONDITIONS = ['prepaid', 'extend', 'ends', 'usd'] as const;
const DAY_MS = 86_400_000;

/** `/support/enterprise` (public): what the plan gives, its prices and conditions, buying it, the plan held. */
export function EnterprisePage() {
  const { t, i18n } = useTranslation('enterprise');
  const { api } = useAppEnv();
  const [currency, setCurrency] = useState<Currency>(currencyFor(i18n.language as 'en'));
  const pricing = useQuery(enterprisePricingQuery(api, currency));
  const conditions = useQuery(enterpriseConditionsQuery(api));
  const shown = pricing.data?.currency ?? currency;
  const money = useMemo(() => moneyFormatter(shown, i18n.language), [i18n.language, shown]);
  const c = conditions.data;

  return (
    <section className="page" data-route="supportEnterprise">
      <h1>{t('routes:supportEnterprise.title')}</h1>
      <p className="lead">{t('lead')}</p>
      {c?.plan ? <CurrentPlan plan={c.plan} /> : null}

      <h2>{t('gives.title')}</h2>
      <div className="cards">
        {GIVES.map((g) => (
          <article key={g} className="card" data-give={g}>
            <h3>{t(`gives.${g}.title`)}</h3>
            <p>
              {t(`gives.${g}.text`, {
                factor: c?.limitFactor ?? '',
                submits: c?.submitsPerBurst ?? '',
                concurrent: c?.concurrentCalls ?? '',
              })}
            </p>
          </article>
        ))}
      </div>

      <h2>{t('pricing.title')}</h2>
      <CurrencySelect value={currency} onChange={setCurrency} />
      <FormError error={pricing.error} />
      {pricing.data ? (
        <>
          <NoRateNotice asked={currency} shown={pricing.data.currency} />
          <table className="table table--narrow" data-testid="enterprise-prices">
            <thead>
              <tr>
                <th scope="col">{t('pricing.period')}</th>
                <th scope="col" className="table__num">
                  {t('pricing.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pricing.data.periods.map((p) => (
                <tr key={p.period} data-period={p.period}>
                  <td>
                    {t(`pricing.periods.${p.period}`)}{' '}
                    <span className="muted">({t('pricing.months', { count: p.months })})</span>
                  </td>
                  <td className="table__num">{money(p.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <RateLine reply={{ ...pricing.data, prices: [] }} />
        </>
      ) : null}

      <h2>{t('conditions.title')}</h2>
      <ul>
        {CONDITIONS.map((k) => (
          <li key={k}>{t(`conditions.${k}`)}</li>
        ))}
      </ul>

      <h2>{t('buy.title')}</h2>
      <BuySection conditions={c} pricing={pricing.data} />
    </section>
  );
}

function CurrentPlan({ plan }: { plan: NonNullable<EnterpriseConditionsReply['plan']> }) {
  const { t, i18n } = useTranslation('enterprise');
  const days = Math.max(0, Math.ceil((new Date(plan.endsAt).getTime() - Date.now()) / DAY_MS));
  return (
    <div className="card" data-testid="enterprise-plan">
      <h2>{t('current.title')}</h2>
      <p>
        {t('current.until', { date: formatDate(plan.endsAt, i18n.language) })}{' '}
        <span className="muted">{t('current.daysLeft', { count: days })}</span>
      </p>
      <p>
        {plan.contact
          ? t(plan.contact.name ? 'current.contact' : 'current.contactEmail', plan.contact)
          : t('current.noContact')}
      </p>
      <p>
        <Link to="/support/tickets/new" className="button button--ghost">
          {t('current.ticket')}
        </Link>
      </p>
    </div>
  );
}

/** Prices are charged in micro-dollars whatever currency they are shown in. */
function BuySection(props: {
  conditions: EnterpriseConditionsReply | undefined;
  pricing: EnterprisePricingReply | undefined;
}) {
  const { t } = useTranslation('enterprise');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  if (!user) {
    return (
      <p>
        <Link to="/auth/login?return_to=%2Fsupport%2Fenterprise" className="button button--primary">
          {t('buy.signIn')}
        </Link>{' '}
        <Link to="/auth/register?userType=customer">{t('buy.register')}</Link>
      </p>
    );
  }
  if (user.profile.userType !== 'customer' || props.conditions?.canBuy === false) {
    return <p className="notice notice--warning">{t('buy.customersOnly')}</p>;
  }
  return props.pricing ? <BuyForm pricing={props.pricing} /> : null;
}
