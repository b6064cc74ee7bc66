import { PAYOUTS_PAGE_SIZE, type Payout, type PayoutsReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '../../ui/pager.tsx';
import { formatDateTime } from '../profile/format.ts';
import { usePayouts } from './api.ts';
import { PartnerQuery } from './frame.tsx';
import { methodName } from './methods.ts';
import { formatMicros } from './money.ts';

/** The 0-based page of the 1-based `?page=` of the address bar. */
function usePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const go = (next: number) => {
    const out = new URLSearchParams(params);
    if (next > 0) out.set('page', String(next + 1));
    else out.delete('page');
    setParams(out);
  };
  return { page, go };
}

/** `/partner/history_payment`: the worker's payouts, newest first, paged. */
export function HistoryScreen() {
  const { page, go } = usePage();
  const payouts = usePayouts(page);
  return <PartnerQuery query={payouts}>{(data) => <History data={data} page={page} go={go} />}</PartnerQuery>;
}

function History({ data, page, go }: { data: PayoutsReply; page: number; go: (page: number) => void }) {
  const { t } = useTranslation('partner');
  const pages = Math.max(1, Math.ceil(data.totalCount / PAYOUTS_PAGE_SIZE));
  if (data.totalCount === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('history.requestedAt')}</th>
            <th scope="col">{t('history.method')}</th>
            <th scope="col">{t('history.amount')}</th>
            <th scope="col">{t('history.fee')}</th>
            <th scope="col">{t('history.net')}</th>
            <th scope="col">{t('history.state')}</th>
            <th scope="col">{t('history.details')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((p) => (
            <Row key={p.id} payout={p} />
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <Pager
          page={page}
          pages={pages}
          onGo={go}
          label={t('history.pagination')}
          previous={t('history.previous')}
          next={t('history.next')}
          position={t('history.page', { page: page + 1, pages })}
        />
      ) : null}
    </>
  );
}

function Row({ payout: p }: { payout: Payout }) {
  const { t, i18n } = useTranslation('partner');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  return (
    <tr data-payout={p.id}>
      <td>{formatDateTime(p.requestedAt, i18n.language)}</td>
      <td>
        {methodName(t, p.method)}
        <br />
        <span className="code">{p.account}</span>
      </td>
      <td>{money(p.amountMicros)}</td>
      <td>{money(p.feeMicros)}</td>
      <td>{money(p.netMicros)}</td>
      <td>
        <strong className={`partner-state--${p.state}`} data-state={p.state}>
          {t(`history.states.${p.state}`)}
        </strong>
        {p.decidedAt ? <div className="muted">{formatDateTime(p.decidedAt, i18n.language)}</div> : null}
      </td>
      <td>
        {p.state === 'paid' && p.reference ? t('history.reference', { reference: p.reference }) : null}
        {p.state === 'rejected' && p.reason ? t('history.reason', { reason: p.reason }) : null}
        {p.state === 'requested' ? <span className="muted">{t('history.waiting')}</span> : null}
      </td>
    </tr>
  );
}
