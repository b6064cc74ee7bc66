import type { Language, WorkerLandingReply } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workerLandingQuery } from '../../features/legal/api.ts';
import { currencyFor } from '../../features/pricing/prices.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatMicros, moneyFormatter } from '../../lib/money.ts';
import { FormError } from '../../ui/form-error.tsx';

type Variant = 'job' | 'jobs' | 'makeMoneyOnline';
const REGISTER = '/auth/register?userType=worker';

function fee(p: WorkerLandingReply['payouts'][number], language: string): string {
  return p.fee.type === 'fixed'
    ? formatMicros(p.fee.micros, language)
    : `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(p.fee.basisPoints / 100)} %`;
}

/**
 * The worker landings (/job, /jobs, /make-money-online): live pay per task type from the price table
 * (GET /api/v1/landings/worker, preloaded for the server render), the path through training, payouts.
 */
function WorkerLanding({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('landings');
  const { api } = useAppEnv();
  const language = i18n.language as Language;
  const currency = currencyFor(language);
  const query = useQuery(workerLandingQuery(api, currency));
  const data = query.data;
  const money = useMemo(
    () => moneyFormatter(data?.currency ?? currency, language),
    [data?.currency, currency, language],
  );
  return (
    <div className="page" data-route={variant}>
      <section className="hero">
        <p className="eyebrow">{t(`worker.eyebrow.${variant}`)}</p>
        <h1>{t(`routes:${variant}.title`)}</h1>
        <p className="lead">{t(`worker.lead.${variant}`)}</p>
        <Link to={REGISTER} className="button button--primary button--lg">
          {t('worker.cta')}
        </Link>
      </section>
      <FormError error={query.error} />
      {data ? (
        <>
          <section className="section" aria-labelledby="worker-pay">
            <div className="section__header">
              <h2 id="worker-pay">{t('worker.pay.title')}</h2>
              <p>{t('worker.pay.lead')}</p>
            </div>
            {data.currency !== currency ? (
              <p className="notice" role="status">
                {t('common:pricing.noRate', { currency })}
              </p>
            ) : null}
            {data.pay.length === 0 ? (
              <p className="muted">{t('worker.pay.empty')}</p>
            ) : (
              <div className="table-scroll">
                <table className="table table--narrow" data-testid="worker-pay">
                  <thead>
                    <tr>
                      <th scope="col">{t('worker.pay.type')}</th>
                      <th scope="col">{t('worker.pay.per1000')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.pay.map((p) => (
                      <tr key={p.type} data-type={p.type}>
                        <td>{t(`common:taskTypes.${p.type}`, { defaultValue: p.type })}</td>
                        <td>{money(p.per1000)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section className="section" aria-labelledby="worker-path">
            <h2 id="worker-path">{t('worker.path.title')}</h2>
            <ol className="steps" data-testid="worker-path">
              <li>{t('worker.path.register')}</li>
              <li>{t('worker.path.training', { count: data.training.tasks })}</li>
              <li>{t('worker.path.pass', { percent: Math.round(data.training.passShare * 100) })}</li>
              <li>{t('worker.path.work', { minutes: data.complaintWindowMinutes })}</li>
            </ol>
          </section>

          <section className="section" aria-labelledby="worker-payouts">
            <div className="section__header">
              <h2 id="worker-payouts">{t('worker.payouts.title')}</h2>
              <p>{t('worker.payouts.lead')}</p>
            </div>
            <div className="table-scroll">
              <table className="table table--narrow" data-testid="worker-payouts">
                <thead>
                  <tr>
                    <th scope="col">{t('worker.payouts.method')}</th>
                    <th scope="col">{t('worker.payouts.minimum')}</th>
                    <th scope="col">{t('worker.payouts.fee')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.payouts.map((p) => (
                    <tr key={p.method} data-method={p.method}>
                      <td>{t(`worker.methods.${p.method}`, { defaultValue: p.method })}</td>
                      <td>{formatMicros(p.minimumMicros, language)}</td>
                      <td>{fee(p, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
      <p>
        <Link to={REGISTER} className="button button--primary">
          {t('worker.cta')}
        </Link>
      </p>
    </div>
  );
}

export function JobPage() {
  return <WorkerLanding variant="job" />;
}

export function JobsPage() {
  return <WorkerLanding variant="jobs" />;
}

export function MakeMoneyOnlinePage() {
  return <WorkerLanding variant="makeMoneyOnline" />;
}
