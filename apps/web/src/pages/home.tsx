import type { Currency } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiExample, siteOrigin } from '../features/home/api-example.tsx';
import '../features/home/home.css';
import { PricePreview } from '../features/home/price-preview.tsx';
import { publicStatsQuery } from '../features/public-stats/api.ts';
import { useStatsCurrency } from '../features/public-stats/currency.ts';
import { LiveFigures } from '../features/public-stats/live-figures.tsx';
import '../features/public-stats/public-stats.css';
import { useAppEnv } from '../lib/app-env.tsx';
import { FormError } from '../ui/form-error.tsx';

const AUDIENCES = [
  { key: 'customer', to: '/auth/register?userType=customer' },
  { key: 'worker', to: '/auth/register?userType=worker' },
  { key: 'developer', to: '/auth/register?userType=developer' },
] as const;

/**
 * Home: the promise, the live figures and prices from the database (GET /api/v2/public_statistics,
 * preloaded for the server render), how the API is used on this site, and where each kind of user starts.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { api, boot } = useAppEnv();
  const [currency, setCurrency] = useStatsCurrency();
  const stats = useQuery(publicStatsQuery(api, currency));
  const data = stats.data;
  const origin = siteOrigin(boot.host, data?.publicUrl);

  return (
    <div className="home" data-route="home">
      <section className="hero">
        <div className="hero__grid">
          <div>
            <h1>{t('hero.title')}</h1>
            <p className="lead">{t('hero.lead')}</p>
            <div className="row">
              <Link to="/auth/register?userType=customer" className="button button--primary">
                {t('cta.customer')}
              </Link>
              <Link to="/auth/register?userType=worker" className="button button--ghost">
                {t('cta.worker')}
              </Link>
            </div>
          </div>
          <div className="home-hero__figures">
            <h2>{t('hero.figures')}</h2>
            <FormError error={stats.error} />
            {data ? <LiveFigures stats={data} /> : null}
            <Link to="/public_statistics">{t('hero.allStatistics')}</Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="section__header">
          <h2 id="how-title">{t('how.title')}</h2>
          <p>{t('how.lead')}</p>
        </div>
        <ApiExample origin={origin} />
        <p>
          <Link to="/api-docs">{t('how.docs')}</Link>
        </p>
      </section>

      <section id="order-captchas" className="section" aria-labelledby="order-title">
        <div className="home-order">
          <div>
            <h2 id="order-title">{t('order.title')}</h2>
            <p>{t('order.text')}</p>
            <ul>
              <li>{t('order.point1')}</li>
              <li>{t('order.point2')}</li>
              <li>{t('order.point3')}</li>
            </ul>
            <Link to="/auth/register?userType=customer" className="button button--primary">
              {t('cta.customer')}
            </Link>
          </div>
          {data ? (
            <PricePreview prices={data.prices} currency={currency} onCurrency={(c: Currency) => setCurrency(c)} />
          ) : null}
        </div>
      </section>

      <section className="section" aria-labelledby="audiences-title">
        <h2 id="audiences-title">{t('audiences.title')}</h2>
        <div className="cards">
          {AUDIENCES.map((a) => (
            <article key={a.key} className="card" data-audience={a.key}>
              <h3>{t(`audiences.${a.key}.title`)}</h3>
              <p>{t(`audiences.${a.key}.text`)}</p>
              <Link to={a.to} className="button button--ghost">
                {t(`audiences.${a.key}.cta`)}
              </Link>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
