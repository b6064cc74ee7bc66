import { COMPLAINT_WINDOW_MINUTES, type PartnerSummaryReply } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMicros } from '../../lib/money.ts';
import { formatChartDay } from '../../ui/chart/chart-format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { PeriodPicker } from '../../ui/period-picker.tsx';
import { useSummary } from './api.ts';
import { PartnerQuery, usePayeeHome } from './frame.tsx';

export const SUMMARY_PERIODS = [7, 30] as const;

/**
 * Balance, money in payouts, paid out; earnings by day and task kind over 7 or 30 days; a worker's
 * standing. A developer's earnings are their commission from their software's tasks (no standing).
 */
export function PartnerOverview() {
  const { t } = useTranslation('partner');
  const [days, setDays] = useState<number>(30);
  const summary = useSummary(days);
  const home = usePayeeHome();
  const developer = home.key === 'software';
  return (
    <>
      <PeriodPicker
        className="partner-period"
        legend={t('overview.period')}
        periods={SUMMARY_PERIODS}
        value={days}
        onChange={setDays}
        label={(d) => t('overview.days', { days: d })}
      />
      {developer ? (
        <p className="muted" data-testid="commission-note">
          {t('overview.commissionNote')}
        </p>
      ) : null}
      <PartnerQuery query={summary}>{(data) => <Summary data={data} standing={!developer} />}</PartnerQuery>
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
        <Link to={home.to} className="button button--ghost">
          {t(developer ? 'overview.toSoftware' : 'overview.toCabinet')}
        </Link>
      </div>
    </>
  );
}

function Summary({ data, standing }: { data: PartnerSummaryReply; standing: boolean }) {
  const { t, i18n } = useTranslation('partner');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const stats = [
    { key: 'balance', value: money(data.balanceMicros) },
    { key: 'withdrawable', value: money(data.withdrawableMicros) },
    { key: 'pending', value: money(data.pendingMicros) },
    { key: 'inPayouts', value: money(data.inPayoutsMicros) },
    { key: 'paidOut', value: money(data.paidOutMicros) },
    { key: 'earned', value: money(data.earnedMicros) },
  ];
  if (standing) {
    stats.push(
      { key: 'confirmations', value: String(data.standing.confirmations) },
      { key: 'mistakes', value: String(data.standing.mistakes) },
      {
        key: 'accuracy',
        value: data.standing.accuracy === null ? '—' : `${(data.standing.accuracy * 100).toFixed(1)} %`,
      },
      { key: 'level', value: String(data.standing.level) },
    );
  }
  const top = Math.max(1, ...data.byDay.map((d) => d.micros));
  const kindColumns: Column<PartnerSummaryReply['byKind'][number]>[] = [
    {
      key: 'kind',
      header: t('overview.kind'),
      cell: (k) => t(`worker:kinds.${k.kind}`, { defaultValue: k.kind === 'other' ? t('overview.otherKind') : k.kind }),
    },
    { key: 'tasks', header: t('overview.taskCount'), cell: (k) => k.tasks },
    { key: 'earned', header: t('overview.earnedColumn'), cell: (k) => money(k.micros) },
  ];
  return (
    <>
      <dl className="partner-stats">
        {stats.map((s) => (
          <div key={s.key}>
            <dt>{t(`overview.stats.${s.key}`, { days: data.days, minutes: COMPLAINT_WINDOW_MINUTES })}</dt>
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
                <span className="partner-bars__day">{formatChartDay(d.day, i18n.language)}</span>
                <span className="partner-bars__track" aria-hidden="true">
                  <span className="partner-bars__bar" style={{ width: `${Math.max(0, (d.micros / top) * 100)}%` }} />
                </span>
                <span className="partner-bars__value">
                  {money(d.micros)} <span className="muted">· {t('overview.tasks', { count: d.tasks })}</span>
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
          <DataTable columns={kindColumns} rows={data.byKind} rowKey={(k) => k.kind} />
        )}
      </section>
    </>
  );
}
