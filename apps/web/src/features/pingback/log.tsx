import {
  CALLBACK_MAX_ATTEMPTS,
  type CallbackAttempt,
  type CallbackDelivery,
  PINGBACK_LOG_PAGE_SIZE,
  type PingbackLogReply,
} from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Pager, usePageParam } from '../../ui/pager.tsx';
import { usePingbackLog } from './api.ts';
import { PingbackQuery } from './frame.tsx';

/** A delivery's state as the customer reads it: a pending delivery is being retried. */
const STATE = { pending: 'retrying', delivered: 'delivered', failed: 'failed' } as const;

/** `/setting/pingback_log`: every delivery with its attempts, newest first, paged. */
export function PingbackLogScreen() {
  const { page, go } = usePageParam();
  const log = usePingbackLog(page);
  return <PingbackQuery query={log}>{(data) => <Log data={data} page={page} go={go} />}</PingbackQuery>;
}

function Log({ data, page, go }: { data: PingbackLogReply; page: number; go: (page: number) => void }) {
  const { t, i18n } = useTranslation('profile');
  const pages = Math.max(1, Math.ceil(data.totalCount / PINGBACK_LOG_PAGE_SIZE));
  if (data.totalCount === 0) {
    return (
      <div className="section" data-testid="pingback-log-empty">
        <p className="muted">{t('pingback.log.empty')}</p>
        <p>
          <Link to="/setting/pingback">{t('pingback.log.toAddresses')}</Link>
        </p>
      </div>
    );
  }
  const columns: Column<CallbackDelivery>[] = [
    {
      key: 'task',
      header: t('pingback.log.task'),
      cell: (d) => (
        <>
          <span className="code">{d.taskId}</span>
          <div className="muted">{formatDateTime(d.createdAt, i18n.language)}</div>
        </>
      ),
    },
    { key: 'address', header: t('pingback.log.address'), cell: (d) => <span className="code">{d.url}</span> },
    { key: 'state', header: t('pingback.log.state'), cell: (d) => <DeliveryState delivery={d} /> },
    { key: 'attempts', header: t('pingback.log.attempts'), cell: (d) => <Attempts delivery={d} /> },
  ];
  return (
    <>
      <p className="muted">{t('pingback.log.intro')}</p>
      <DataTable
        columns={columns}
        rows={data.records}
        rowKey={(d) => d.id}
        rowAttributes={(d) => ({ 'data-delivery': d.id })}
      />
      {data.records.length === 0 ? <p className="muted">{t('pingback.log.pageEmpty')}</p> : null}
      <Pager page={page} pages={pages} onGo={go} />
    </>
  );
}

function DeliveryState({ delivery: d }: { delivery: CallbackDelivery }) {
  const { t, i18n } = useTranslation('profile');
  const state = STATE[d.status];
  return (
    <>
      <strong data-state={state}>{t(`pingback.log.states.${state}`)}</strong>
      {d.status === 'delivered' && d.deliveredAt ? (
        <div className="muted">{formatDateTime(d.deliveredAt, i18n.language)}</div>
      ) : null}
      {d.status === 'pending' && d.nextAttemptAt ? (
        <div className="muted" data-testid="next-attempt">
          {t('pingback.log.nextAttempt', { time: formatDateTime(d.nextAttemptAt, i18n.language) })}
        </div>
      ) : null}
    </>
  );
}

function Attempts({ delivery: d }: { delivery: CallbackDelivery }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <div className="muted">{t('pingback.log.attemptCount', { count: d.attempts, max: CALLBACK_MAX_ATTEMPTS })}</div>
      {d.attemptLog.length > 0 ? (
        <ol>
          {d.attemptLog.map((a) => (
            <Attempt key={`${a.startedAt}-${a.durationMs}-${a.httpStatus}`} attempt={a} />
          ))}
        </ol>
      ) : null}
    </>
  );
}

function Attempt({ attempt: a }: { attempt: CallbackAttempt }) {
  const { t, i18n } = useTranslation('profile');
  const ok = a.httpStatus !== null && a.httpStatus >= 200 && a.httpStatus < 300;
  const outcome =
    a.httpStatus !== null
      ? t('pingback.log.httpStatus', { status: a.httpStatus })
      : t('pingback.log.noAnswer', { error: a.error ?? '—' });
  return (
    <li data-attempt-ok={ok ? 'true' : 'false'}>
      {formatDateTime(a.startedAt, i18n.language)} —{' '}
      {ok ? t('pingback.log.attemptOk') : t('pingback.log.attemptFailed')}
      {': '}
      {outcome}
      {a.httpStatus !== null && a.error ? ` (${a.error})` : null}{' '}
      <span className="muted">{t('pingback.log.duration', { ms: a.durationMs })}</span>
    </li>
  );
}
