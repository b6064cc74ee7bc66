import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatMicros } from '../../lib/money.ts';
import { Chart } from '../../ui/chart/chart.tsx';
import { PeriodPicker } from '../../ui/period-picker.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { ownerStatsQuery } from './api.ts';
import './software.css';

export const STAT_PERIODS = [7, 30, 90] as const;

/** The last `days` UTC days up to today: `YYYY-MM-DD` from and to, inclusive. */
export function periodOf(days: number, now = new Date()): { dateFrom: string; dateTo: string } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { dateFrom: from.toISOString().slice(0, 10), dateTo: to.toISOString().slice(0, 10) };
}

/** The owner's figures per day: tasks, users and commission, as a chart and its table (last 7 days first). */
export function SoftwareStatistic({ softRef }: { softRef: string }) {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const [days, setDays] = useState<number>(7);
  const { dateFrom, dateTo } = periodOf(days);
  const stats = useQuery(ownerStatsQuery(api, softRef, dateFrom, dateTo));
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <QueryView query={stats}>
      {(data) => (
        <>
          <p className="lead">{data.slug ? <Link to={`/software/${data.slug}`}>{data.name}</Link> : data.name}</p>
          <PeriodPicker
            legend={t('stats.period')}
            periods={STAT_PERIODS}
            value={days}
            onChange={setDays}
            label={(d) => t('stats.days', { count: d })}
            className="software-period"
          />
          <dl className="software-figures" data-testid="stats-totals">
            <div data-figure="tasks">
              <dt>{t('stats.tasks')}</dt>
              <dd>{n(data.totals.tasks)}</dd>
            </div>
            <div data-figure="users">
              <dt>{t('stats.users')}</dt>
              <dd>{n(data.totals.users)}</dd>
            </div>
            <div data-figure="commission">
              <dt>{t('stats.commission')}</dt>
              <dd>{formatMicros(data.totals.commissionMicros, i18n.language)}</dd>
            </div>
          </dl>
          <Chart
            title={t('stats.chart', { name: data.name })}
            days={data.days.map((d) => d.date)}
            series={[
              { label: t('stats.tasks'), values: data.days.map((d) => d.tasks), format: 'count', style: 'bars' },
              { label: t('stats.users'), values: data.days.map((d) => d.users), format: 'count' },
              {
                label: t('stats.commission'),
                values: data.days.map((d) => d.commissionMicros),
                format: 'money',
                axis: 'right',
              },
            ]}
            summary={t('stats.summary', {
              from: data.dateFrom,
              to: data.dateTo,
              tasks: n(data.totals.tasks),
              commission: formatMicros(data.totals.commissionMicros, i18n.language),
            })}
          />
        </>
      )}
    </QueryView>
  );
}
