import type { PaymentDailyReply } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { PeriodPicker } from '../../ui/period-picker.tsx';
import { useDaily } from './api.ts';
import { formatMicros } from './format.ts';
import { PayQuery } from './frame.tsx';

const PERIODS = [7, 30, 90] as const;

/** A `YYYY-MM-DD` UTC day in the interface language. */
function dayText(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** `/pay/history_day`: per day, spent on tasks (charged minus refunds) and topped up. */
export function DailySpendScreen() {
  const { t } = useTranslation('pay');
  const [days, setDays] = useState<number>(30);
  const daily = useDaily(days);
  return (
    <>
      <PeriodPicker
        legend={t('daily.period')}
        periods={PERIODS}
        value={days}
        onChange={setDays}
        label={(d) => t('daily.days', { days: d })}
      />
      <PayQuery query={daily}>{(data) => <Daily data={data} />}</PayQuery>
    </>
  );
}

function Daily({ data }: { data: PaymentDailyReply }) {
  const { t, i18n } = useTranslation('pay');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const top = Math.max(1, ...data.items.map((d) => d.spentMicros));
  type Day = PaymentDailyReply['items'][number];
  const amount = (key: string, cell: (d: Day) => string | number): Column<Day> => ({
    key,
    header: t(`daily.${key}`),
    cell,
    className: 'pay-amount',
    headerClassName: 'pay-amount',
  });
  const columns: Column<Day>[] = [
    { key: 'day', header: t('daily.day'), cell: (d) => dayText(d.day, i18n.language) },
    amount('tasks', (d) => d.tasks),
    amount('charged', (d) => money(d.chargedMicros)),
    amount('refunded', (d) => money(d.refundedMicros)),
    amount('spent', (d) => money(d.spentMicros)),
    {
      key: 'chart',
      header: <span className="visually-hidden">{t('daily.chart')}</span>,
      cell: (d) => (
        <span className="pay-bars__track" aria-hidden="true">
          <span
            className="pay-bars__bar"
            style={{ width: `${Math.max(0, (d.spentMicros / top) * 100).toFixed(1)}%` }}
          />
        </span>
      ),
    },
    amount('toppedUp', (d) => money(d.toppedUpMicros)),
    amount('other', (d) => money(d.otherCreditsMicros)),
  ];
  return (
    <>
      <dl className="pay-summary" data-testid="daily-totals">
        <div>
          <dt>{t('daily.spent')}</dt>
          <dd>{money(data.totals.spentMicros)}</dd>
        </div>
        <div>
          <dt>{t('daily.tasks')}</dt>
          <dd>{data.totals.tasks}</dd>
        </div>
        <div>
          <dt>{t('daily.toppedUp')}</dt>
          <dd>{money(data.totals.toppedUpMicros)}</dd>
        </div>
      </dl>
      {data.items.length === 0 ? (
        <p className="muted">{t('daily.empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={data.items}
          rowKey={(d) => d.day}
          rowAttributes={(d) => ({ 'data-day': d.day })}
        />
      )}
    </>
  );
}
