import { TRANSFERS_PAGE_SIZE, type Transfer } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { refreshMoney, transfersApi, useTransfers } from './api.ts';
import { recipientLabel } from './transfer-form.tsx';

/** The signed-in user's transfers, sent and received, with their states; pending ones can be cancelled. */
export function TransferList() {
  const { t } = useTranslation('transfer');
  const [page, setPage] = useState(0);
  const transfers = useTransfers(page);
  const data = transfers.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / TRANSFERS_PAGE_SIZE)) : 1;
  return (
    <section className="section" aria-labelledby="transfer-list-title">
      <h2 id="transfer-list-title">{t('list.title')}</h2>
      {transfers.error ? <FormError error={transfers.error} /> : null}
      {!data && transfers.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <>
          <TransferTable items={data.items} />
          <Pager page={page} pages={pages} onGo={setPage} />
        </>
      ) : null}
    </section>
  );
}

function TransferTable({ items }: { items: Transfer[] }) {
  const { t, i18n } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => transfersApi.cancel(api, id),
    onSettled: () => refreshMoney(queryClient),
  });
  const columns: Column<Transfer>[] = [
    { key: 'date', header: t('list.date'), cell: (item) => formatDateTime(item.createdAt, i18n.language) },
    { key: 'direction', header: t('list.direction'), cell: (item) => t(`list.directions.${item.direction}`) },
    { key: 'counterpart', header: t('list.counterpart'), cell: (item) => recipientLabel(item) },
    {
      key: 'amount',
      header: t('list.amount'),
      cell: (item) => (
        <strong>
          {formatMicros(item.direction === 'sent' ? -item.amountMicros : item.amountMicros, i18n.language)}
        </strong>
      ),
    },
    {
      key: 'state',
      header: t('list.state'),
      testId: 'state',
      cell: (item) => (
        <>
          {t(`states.${item.state}`)}
          {item.failure ? <div className="muted">{t(`failures.${item.failure}`)}</div> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('list.actions')}</span>,
      cell: (item) =>
        item.direction === 'sent' && item.state === 'pending' ? (
          <Button
            variant="ghost"
            aria-label={t('list.cancelOf', { id: item.id })}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(item.id)}
          >
            {t('list.cancel')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <FormError error={cancel.error} />
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        rowAttributes={(item) => ({ 'data-transfer': item.id })}
      />
    </>
  );
}
