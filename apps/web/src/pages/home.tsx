import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const AUDIENCES = [
  { key: 'customer', to: '/auth/register?userType=customer' },
  { key: 'worker', to: '/auth/register?userType=worker' },
  { key: 'developer', to: '/auth/register?userType=developer' },
] as const;

/** Home: what Crowdsolve is and where each kind of user starts. Statistics and prices join it with their domains. */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <div className="home" data-route="home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <div className="row">
          <Link to="/auth/register?userType=customer" className="button button--primary">
            {t('home.ctaCustomer')}
          </Link>
          <Link to="/auth/register?userType=worker" className="button button--ghost">
            {t('home.ctaWorker')}
          </Link>
        </div>
      </section>
      <section className="cards" aria-label={t('home.audiencesLabel')}>
        {AUDIENCES.map((a) => (
          <article key={a.key} className="card">
            <h2>{t(`home.audiences.${a.key}.title`)}</h2>
            <p>{t(`home.audiences.${a.key}.text`)}</p>
            <Link to={a.to}>{t(`home.audiences.${a.key}.cta`)}</Link>
          </article>
        ))}
      </section>
      <section id="order-captchas" className="section">
        <h2>{t('home.order.title')}</h2>
        <p>{t('home.order.text')}</p>
        <ol className="steps">
          <li>{t('home.order.step1')}</li>
          <li>{t('home.order.step2')}</li>
          <li>{t('home.order.step3')}</li>
        </ol>
        <Link to="/api-docs">{t('home.order.docs')}</Link>
      </section>
    </div>
  );
}
