import type { ApiErrorGroup } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { PeriodPicker } from '../../ui/period-picker.tsx';
import { useApiErrors } from './api.ts';
import { CustomerQuery } from './frame.tsx';

export const ERROR_PERIODS = [1, 7, 30] as const;

/** `/setting/errors`: the errors the solver API answered this account, grouped by code. */
export function ApiErrorsScreen() {
  const { t } = useTranslation('customer');
  const [days, setDays] = useState<number>(7);
  const errors = useApiErrors(days);
  return (
    <>
      <p className="muted">{t('errors.intro')}</p>
      <PeriodPicker
        legend={t('errors.period')}
        periods={ERROR_PERIODS}
        value={days}
        onChange={setDays}
        label={(d) => t('errors.days', { count: d })}
      />
      <CustomerQuery query={errors}>
        {(data) =>
          data.groups.length === 0 ? (
            <p className="muted" data-testid="list-empty">
              {t('errors.empty', { count: data.days })}
            </p>
          ) : (
            <div data-testid="error-groups">
              {data.groups.map((g) => (
                <Group key={g.code} group={g} />
              ))}
            </div>
          )
        }
      </CustomerQuery>
      <p>
        <Link to="/setting">{t('errors.toSettings')}</Link>
      </p>
    </>
  );
}

function Group({ group }: { group: ApiErrorGroup }) {
  const { t, i18n } = useTranslation('customer');
  const meaning = t(`errors.codes.${group.code}`, { defaultValue: '' });
  const columns: Column<ApiErrorGroup['recent'][number]>[] = [
    { key: 'time', header: t('errors.columns.time'), cell: (r) => formatDateTime(r.at, i18n.language) },
    {
      key: 'request',
      header: t('errors.columns.request'),
      cell: (r) => (
        <>
          <code className="code">{r.request}</code> <span className="muted">({r.source})</span>
        </>
      ),
    },
    { key: 'ip', header: t('errors.columns.ip'), cell: (r) => r.ip ?? '—' },
    { key: 'times', header: t('errors.columns.times'), cell: (r) => r.count },
  ];
  return (
    <section className="card error-group" data-code={group.code}>
      <h2>
        <code className="code">{group.code}</code>{' '}
        <span className="muted" data-testid="error-count">
          {t('errors.count', { count: group.count })}
        </span>
      </h2>
      {meaning ? <p>{meaning}</p> : null}
      <p className="muted">{t('errors.last', { time: formatDateTime(group.lastAt, i18n.language) })}</p>
      <DataTable
        columns={columns}
        rows={group.recent}
        rowKey={(r) => `${r.at}-${r.request}`}
        caption={t('errors.recent', { code: group.code })}
      />
    </section>
  );
}
