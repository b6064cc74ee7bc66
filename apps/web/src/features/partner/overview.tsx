import type { PartnerSummaryReply } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { useSummary } from './api.ts';
import { PartnerQuery } from './frame.tsx';
import { formatMicros } from './money.ts';

export const SUMMARY_PERIODS = [7, 30] as const;

/** Balance, money in payouts, paid out; earnings by day and task kind over 7 or 30 days; standing. */
export function PartnerOverview() {
  const { t } = useTranslation('partner');
  const [days, setDays] = useState<number>(30);
  const summary = useSummary(days);
  return (
    <>
      <fieldset className="row partner-period">
        <legend>{t('overview.period')}</legend>
        {SUMMARY_PERIODS.map((d) => (
          <Button
            key={d}
            variant={d === days ? 'primary' : 'ghost'}
            aria-pressed={d === days}
            onClick={() => setDays(d)}
          >
            {t('overview.days', { days: d })}
          </Button>
        ))}
      </fieldset>
      <PartnerQuery query={summary}>{(data) => <Summary data={data} />}</PartnerQuery>
      <div className="row">
        <Link to="/partner/payment" className="button button--primary">
          {t('overview.toPayout')}
        </Link>
        <Link to="/partner/payment_edit" className="button button--ghost">
          {t('overview.toWallets')}
        </Link>
        <Link to="/partner/history_payment" className="button button--ghost">
          {t('overview.toHistory')}
        </Link>
        <Link to="/cabinet" className="button button--ghost">
          {t('overview.toCabinet')}
        </Link>
      </div>
    </>
  );
}

function Summary({ data }: { data: PartnerSummaryReply }) {
  const { t, i18n } = useTranslation('partner');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const stats = [
    { key: 'balance', value: money(data.balanceMicros) },
    { key: 'inPayouts', value: money(data.inPayoutsMicros) },
    { key: 'paidOut', value: money(data.paidOutMicros) },
    { key: 'earned', value: money(data.earnedMicros) },
    { key: 'confirmations', value: String(data.standing.confirmations) },
    { key: 'mistakes', value: String(data.standing.mistakes) },
    {
      key: 'accuracy',
      value: data.standing.accuracy === null ? '—' : `${(data.standing.accuracy * 100).toFixed(1)} %`,
    },
    { key: 'level', value: String(data.standing.level) },
  ];
  const top = Math.max(1, ...data.byDay.map((d) => d.micros));
  return (
    <>
      <dl className="partner-stats">
        {stats.map((s) => (
          <div key={s.key}>
            <dt>{t(`overview.stats.${s.key}`, { days: data.days })}</dt>
            <dd data-testid={`stat-${s.key}`}>{s.value}</dd>
          </div>
        ))}
      </dl>

      <section className="section" aria-labelledby="partner-by-day">
        <h2 id="partner-by-day">{t('overview.byDay', { days: data.days })}</h2>
        {data.byDay.length === 0 ? (
          <p className="muted">{t('overview.nothing')}</p>
        ) : (
          <ul className="partner-bars">
            {data.byDay.map((d) => (
              <li key={d.day}>
                <span>{formatDay(d.day, i18n.language)}</span>
                <span className="partner-bars__track" aria-hidden="true">
                  <span className="partner-bars__bar" style={{ width: `${Math.max(0, (d.micros / top) * 100)}%` }} />
                </span>
                <span className="partner-bars__value">
                  {money(d.micros)} <span className="muted">· {t('overview.tasks', { n: d.tasks })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="section" aria-labelledby="partner-by-kind">
        <h2 id="partner-by-kind">{t('overview.byKind', { days: data.days })}</h2>
        {data.byKind.length === 0 ? (
          <p className="muted">{t('overview.nothing')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('overview.kind')}</th>
                <th scope="col">{t('overview.taskCount')}</th>
                <th scope="col">{t('overview.earnedColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {data.byKind.map((k) => (
                <tr key={k.kind}>
                  <td>
                    {t(`worker:kinds.${k.kind}`, {
                      defaultValue: k.kind === 'other' ? t('overview.otherKind') : k.kind,
                    })}
                  </td>
                  <td>{k.tasks}</td>
                  <td>{money(k.micros)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** A UTC calendar day `YYYY-MM-DD` in the interface language. */
function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
