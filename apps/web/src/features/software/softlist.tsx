import type { SoftwareListItem } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatMicros } from '../../lib/money.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { mySoftwareQuery } from './api.ts';
import './software.css';

/** Where an item's pages are: its slug once it has one, else its soft_id. */
export const refOf = (item: Pick<SoftwareListItem, 'slug' | 'softId'>) => item.slug ?? String(item.softId);

/** The developer's software: status in the catalogue, soft_id, the last 7 days' tasks and commission. */
export function SoftList() {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const mine = useQuery(mySoftwareQuery(api));
  const columns: Column<SoftwareListItem>[] = [
    {
      key: 'name',
      header: t('softlist.name'),
      cell: (item) =>
        item.slug && item.status === 'published' ? <Link to={`/software/${item.slug}`}>{item.name}</Link> : item.name,
    },
    {
      key: 'status',
      header: t('softlist.status'),
      cell: (item) => (
        <>
          <span className={`software-status software-status--${item.status}`}>
            {item.status === 'published' && item.changePending
              ? t('softlist.changePending')
              : t(`statusShort.${item.status}`)}
          </span>
          {item.rejectionReason ? (
            <span className="software-status__reason">{t('item.reason', { reason: item.rejectionReason })}</span>
          ) : null}
          {item.changeRejectionReason ? (
            <span className="software-status__reason">
              {t('softlist.changeRejected', { reason: item.changeRejectionReason })}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'softId', header: t('softlist.softId'), className: 'code', cell: (item) => <code>{item.softId}</code> },
    {
      key: 'tasks',
      header: t('softlist.tasks7d'),
      testId: 'softlist-tasks',
      cell: (item) => item.tasks7d.toLocaleString(i18n.language),
    },
    {
      key: 'commission',
      header: t('softlist.commission7d'),
      testId: 'softlist-commission',
      cell: (item) => formatMicros(item.earned7dMicros, i18n.language),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('softlist.actions')}</span>,
      label: '',
      className: 'row',
      cell: (item) => (
        <>
          <Link to={`/software/${refOf(item)}/edit`}>
            {t(item.status === 'draft' ? 'softlist.complete' : 'softlist.edit')}
          </Link>
          <Link to={`/software/statistic/${refOf(item)}`}>{t('softlist.statistics')}</Link>
        </>
      ),
    },
  ];
  return (
    <QueryView query={mine}>
      {(data) =>
        data.items.length === 0 ? (
          <p className="muted" data-testid="softlist-empty">
            {t('softlist.empty')}
          </p>
        ) : (
          <DataTable
            columns={columns}
            rows={data.items}
            rowKey={(item) => item.softId}
            rowAttributes={(item) => ({ 'data-soft-id': item.softId })}
            caption={t('routes:softwareSoftlist.title')}
            testId="softlist"
          />
        )
      }
    </QueryView>
  );
}
