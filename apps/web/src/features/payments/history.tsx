import {
  isCryptoMethod,
  PAYMENT_METHOD_RULES,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentsReply,
} from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Pager, usePageParam } from '../../ui/pager.tsx';
import { usePayments } from './api.ts';
import { formatMicros, methodName } from './format.ts';
import { PayQuery } from './frame.tsx';

/** An amount column: right-aligned, header and cells alike. */
const AMOUNT = { className: 'pay-amount', headerClassName: 'pay-amount' } as const;

/** `/pay/history_payment`: the user's top-ups, newest first, paged. */
export function PaymentHistoryScreen() {
  const { page, go } = usePageParam();
  const payments = usePayments(page);
  return <PayQuery query={payments}>{(data) => <History data={data} page={page} go={go} />}</PayQuery>;
}

function History({ data, page, go }: { data: PaymentsReply; page: number; go: (page: number) => void }) {
  const { t, i18n } = useTranslation('pay');
  const pages = Math.max(1, Math.ceil(data.totalCount / PAYMENTS_PAGE_SIZE));
  if (data.totalCount === 0) {
    return (
      <p className="muted">
        {t('history.empty')} <Link to="/addbalance">{t('overview.addBalance')}</Link>
      </p>
    );
  }
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const columns: Column<Payment>[] = [
    { key: 'createdAt', header: t('history.createdAt'), cell: (p) => formatDateTime(p.createdAt, i18n.language) },
    { key: 'method', header: t('history.method'), cell: (p) => methodName(t, p.method) },
    { ...AMOUNT, key: 'amount', header: t('history.amount'), cell: (p) => money(p.amountMicros) },
    { ...AMOUNT, key: 'fee', header: t('history.fee'), cell: (p) => money(p.feeMicros) },
    { ...AMOUNT, key: 'credited', header: t('history.credited'), cell: (p) => money(p.creditedMicros) },
    { key: 'status', header: t('history.status'), cell: (p) => <Status payment={p} /> },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={data.items}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ 'data-payment': p.id })}
      />
      <Pager page={page} pages={pages} onGo={go} />
    </>
  );
}

/** Where an unfinished payment is followed: its invoice, or the status page. */
function followPath(p: Payment): string {
  return isCryptoMethod(p.method)
    ? `${PAYMENT_METHOD_RULES[p.method].path}?payment=${p.id}`
    : `/pay/ok?payment=${p.id}`;
}

function Status({ payment: p }: { payment: Payment }) {
  const { t, i18n } = useTranslation('pay');
  return (
    <>
      <strong className={`pay-status--${p.status}`} data-status={p.status}>
        {t(`history.statuses.${p.status}`)}
      </strong>
      {p.status === 'pending' || p.status === 'created' ? (
        <>
          {' '}
          <Link to={followPath(p)}>{t('history.follow')}</Link>
        </>
      ) : null}
      {p.paidAt ? <div className="muted">{formatDateTime(p.paidAt, i18n.language)}</div> : null}
    </>
  );
}
