import type { StatsCounts, StatsUploadsReply, StatsUploadsRow } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../lib/money.ts';
import { formatChartDay } from '../../ui/chart/chart-format.ts';

const COUNT_COLUMNS = ['submitted', 'solved', 'unsolvable', 'refunded'] as const;

/** The rows of each day, days in order. */
function byDay(rows: readonly StatsUploadsRow[]): [string, StatsUploadsRow[]][] {
  const days = new Map<string, StatsUploadsRow[]>();
  for (const row of rows) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  return [...days];
}

/** Tasks per day and kind with their cost, and the totals of the range. */
export function UploadsTable({ data }: { data: StatsUploadsReply }) {
  const { t, i18n } = useTranslation('stats');
  const language = i18n.language;
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  const cells = (c: StatsCounts) => (
    <>
      {COUNT_COLUMNS.map((col) => (
        <td key={col} className="stats-num" data-col={col}>
          {count(c[col])}
        </td>
      ))}
      <td className="stats-num" data-col="cost">
        {formatMicros(c.costMicros, language)}
      </td>
    </>
  );
  return (
    <div className="stats-table-wrap">
      <table className="table stats-table" data-testid="uploads-table">
        <caption className="stats-caption">
          {t('uploads.caption', {
            from: formatChartDay(data.dateFrom, language, true),
            to: formatChartDay(data.dateTo, language, true),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('uploads.day')}</th>
            <th scope="col">{t('uploads.kind')}</th>
            {COUNT_COLUMNS.map((col) => (
              <th key={col} scope="col" className="stats-num">
                {t(`uploads.${col}`)}
              </th>
            ))}
            <th scope="col" className="stats-num">
              {t('uploads.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {byDay(data.rows).map(([day, rows]) =>
            rows.map((row, i) => (
              <tr key={`${day}:${row.kind}`} data-day={day} data-kind={row.kind}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={rows.length}>
                    <time dateTime={day}>{formatChartDay(day, language, true)}</time>
                  </th>
                ) : null}
                <td>{t(`worker:kinds.${row.kind}`, { defaultValue: row.kind })}</td>
                {cells(row)}
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr data-testid="uploads-totals">
            <th scope="row" colSpan={2}>
              {t('uploads.total')}
            </th>
            {cells(data.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
