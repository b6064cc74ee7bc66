import { PAYOUT_REFUNDS_REASON, PAYOUTS_PAGE_SIZE, type Payout, type PayoutsReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Pager, usePageParam } from '../../ui/pager.tsx';
import { usePayouts } from './api.ts';
import { PartnerQuery } from './frame.tsx';
import { methodName } from './methods.ts';

/** `/partner/history_payment`: the worker's payouts, newest first, paged. */
export function HistoryScreen() {
  const { page, go } = usePageParam();
  const payouts = usePayouts(page);
  return <PartnerQuery query={payouts}>{(data) => <History data={data} page={page} go={go} />}</PartnerQuery>;
}

function History({ data, page, go }: { data: PayoutsReply; page: number; go: (page: number) => void }) {
  const { t, i18n } = useTranslation('partner');
  const pages = Math.max(1, Math.ceil(data.totalCount / PAYOUTS_PAGE_SIZE));
  if (data.totalCount === 0) return <p className="muted">{t('history.empty')}</p>;
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const columns: Column<Payout>[] = [
    { key: 'requestedAt', header: t('history.requestedAt'), cell: (p) => formatDateTime(p.requestedAt, i18n.language) },
    {
      key: 'method',
      header: t('history.method'),
      cell: (p) => (
        <>
          {methodName(t, p.method)}
          <br />
          <span className="code">{p.account}</span>
        </>
      ),
    },
    { key: 'amount', header: t('history.amount'), cell: (p) => money(p.amountMicros) },
    { key: 'fee', header: t('history.fee'), cell: (p) => money(p.feeMicros) },
    { key: 'net', header: t('history.net'), cell: (p) => money(p.netMicros) },
    {
      key: 'state',
      header: t('history.state'),
      cell: (p) => (
        <>
          <strong className={`partner-state--${p.state}`} data-state={p.state}>
            {t(`history.states.${p.state}`)}
          </strong>
          {p.decidedAt ? <div className="muted">{formatDateTime(p.decidedAt, i18n.language)}</div> : null}
        </>
      ),
    },
    {
      key: 'details',
      header: t('history.details'),
      cell: (p) => (
        <>
          {p.state === 'paid' && p.reference ? t('history.reference', { reference: p.reference }) : null}
          {p.state === 'rejected' && p.reason
            ? p.reason === PAYOUT_REFUNDS_REASON
              ? t('history.refundsReason')
              : t('history.reason', { reason: p.reason })
            : null}
          {p.state === 'requested' ? <span className="muted">{t('history.waiting')}</span> : null}
          {p.refundedMicros > 0 ? (
            <div className="muted" data-testid="refunded">
              {t('history.refunded', { amount: money(p.refundedMicros) })}
            </div>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={data.items}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ 'data-payout': p.id })}
      />
      <Pager page={page} pages={pages} onGo={go} />
    </>
  );
}
