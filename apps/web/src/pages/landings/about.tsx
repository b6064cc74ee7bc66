import type { Operator } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_PAGES, operatorQuery } from '../../features/legal/api.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

const FIELDS = [
  'name',
  'address',
  'registration',
  'country',
  'email',
  'phone',
] as const satisfies readonly (keyof Operator)[];

/** `/about`: what the service is, and who runs this installation (from its configuration, nothing invented). */
export function AboutPage() {
  const { t } = useTranslation('landings');
  const { api } = useAppEnv();
  const query = useQuery(operatorQuery(api));
  const operator = query.data?.operator;
  const configured = operator ? FIELDS.some((f) => operator[f] !== null) : false;
  return (
    <div className="page" data-route="about">
      <section className="hero">
        <p className="eyebrow">{t('about.eyebrow')}</p>
        <h1>{t('routes:about.title')}</h1>
        <p className="lead">{t('about.lead')}</p>
      </section>

      <section className="section" aria-labelledby="about-what">
        <h2 id="about-what">{t('about.what.title')}</h2>
        <div className="grid-3">
          <div className="card">
            <h3>{t('routes:forCustomer.title')}</h3>
            <p>{t('about.what.customers')}</p>
            <Link to="/for-customer">{t('about.links.customers')}</Link>
          </div>
          <div className="card">
            <h3>{t('routes:job.title')}</h3>
            <p>{t('about.what.workers')}</p>
            <Link to="/job">{t('about.links.workers')}</Link>
          </div>
          <div className="card">
            <h3>{t('routes:apiDocs.title')}</h3>
            <p>{t('about.what.developers')}</p>
            <Link to="/api-docs">{t('routes:apiDocs.title')}</Link>
          </div>
        </div>
        <p className="row">
          <Link to="/pricing">{t('about.links.pricing')}</Link>
          <Link to="/public_statistics">{t('about.links.statistics')}</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="about-operator">
        <h2 id="about-operator">{t('about.operator.title')}</h2>
        <FormError error={query.error} />
        {operator ? (
          <>
            {configured ? <p>{t('about.operator.lead')}</p> : <p className="notice">{t('about.operator.none')}</p>}
            <dl className="facts" data-testid="operator">
              {FIELDS.map((f) => (
                <Fragment key={f}>
                  <dt>{t(`about.operator.${f}`)}</dt>
                  <dd data-field={f}>
                    {operator[f] === null ? (
                      <span className="muted">{t('notSet')}</span>
                    ) : f === 'email' ? (
                      <a href={`mailto:${operator[f]}`}>{operator[f]}</a>
                    ) : (
                      operator[f]
                    )}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </>
        ) : null}
      </section>

      <section className="section" aria-labelledby="about-documents">
        <h2 id="about-documents">{t('about.documents')}</h2>
        <ul>
          {Object.values(LEGAL_PAGES).map((p) => (
            <li key={p.path}>
              <Link to={p.path}>{t(`routes:${p.routeId}.title`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
