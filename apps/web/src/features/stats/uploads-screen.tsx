import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uploadsCsvUrl, useUploads } from './api.ts';
import { DateFilter } from './date-filter.tsx';
import { StatsQuery } from './frame.tsx';
import { useStatsRange } from './range.ts';
import { UploadsTable } from './uploads-table.tsx';

/** `/statistics/uploads`: the date filter, the tasks per day and kind with their cost, the CSV file. */
export function UploadsScreen() {
  const { t } = useTranslation('stats');
  const { range, setRange } = useStatsRange();
  const uploads = useUploads(range);
  return (
    <>
      <DateFilter range={range} onChange={setRange} />
      <StatsQuery query={uploads}>
        {(data) =>
          data.rows.length === 0 ? (
            <div className="section" data-testid="uploads-empty">
              <p className="muted">{t('uploads.empty')}</p>
              <p>
                <Link to="/api-docs">{t('uploads.toDocs')}</Link>
              </p>
            </div>
          ) : (
            <>
              <UploadsTable data={data} />
              <p className="row">
                <a className="button button--ghost" href={uploadsCsvUrl(range)} download data-testid="uploads-csv">
                  {t('uploads.csv')}
                </a>
              </p>
            </>
          )
        }
      </StatsQuery>
    </>
  );
}
