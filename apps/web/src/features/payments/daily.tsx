import type { PaymentDailyReply } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <fieldset className="pay-choice">
        <legend>{t('daily.period')}</legend>
        {PERIODS.map((d) => (
          <label key={d} className="field--check">
            <input type="radio" name="days" value={d} checked={d === days} onChange={() => setDays(d)} />{' '}
            {t('daily.days', { days: d })}
          </label>
        ))}
      </fieldset>
      <PayQuery query={daily}>{(data) => <Daily data={data} />}</PayQuery>
    </>
  );
}

function Daily({ data }: { data: PaymentDailyReply }) {
  const { t, i18n } = useTranslation('pay');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const top = Math.max(1, ...data.items.map((d) => d.spentMicros));
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
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('daily.day')}</th>
                <th scope="col" className="pay-amount">
                  {t('daily.tasks')}
                </th>
                <th scope="col" className="pay-amount">
                  {t('daily.charged')}
                </th>
                <th scope="col" className="pay-amount">
                  {t('daily.refunded')}
                </th>
                <th scope="col" className="pay-amount">
                  {t('daily.spent')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('daily.chart')}</span>
                </th>
                <th scope="col" className="pay-amount">
                  {t('daily.toppedUp')}
                </th>
                <th scope="col" className="pay-amount">
                  {t('daily.other')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <td>{dayText(d.day, i18n.language)}</td>
                  <td className="pay-amount">{d.tasks}</td>
                  <td className="pay-amount">{money(d.chargedMicros)}</td>
                  <td className="pay-amount">{money(d.refundedMicros)}</td>
                  <td className="pay-amount">{money(d.spentMicros)}</td>
                  <td aria-hidden="true">
                    <span className="pay-bars__track">
                      <span
                        className="pay-bars__bar"
                        style={{ width: `${Math.max(0, (d.spentMicros / top) * 100).toFixed(1)}%` }}
                      />
                    </span>
                  </td>
                  <td className="pay-amount">{money(d.toppedUpMicros)}</td>
                  <td className="pay-amount">{money(d.otherCreditsMicros)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
