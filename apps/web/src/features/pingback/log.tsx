import {
  CALLBACK_MAX_ATTEMPTS,
  type CallbackAttempt,
  type CallbackDelivery,
  PINGBACK_LOG_PAGE_SIZE,
  type PingbackLogReply,
} from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../ui/pager.tsx';
import { formatDateTime } from '../profile/format.ts';
import { usePingbackLog } from './api.ts';
import { PingbackQuery } from './frame.tsx';

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

/** A delivery's state as the customer reads it: a pending delivery is being retried. */
const STATE = { pending: 'retrying', delivered: 'delivered', failed: 'failed' } as const;

/** `/setting/pingback_log`: every delivery with its attempts, newest first, paged. */
export function PingbackLogScreen() {
  const { page, go } = usePage();
  const log = usePingbackLog(page);
  return <PingbackQuery query={log}>{(data) => <Log data={data} page={page} go={go} />}</PingbackQuery>;
}

function Log({ data, page, go }: { data: PingbackLogReply; page: number; go: (page: number) => void }) {
  const { t } = useTranslation('profile');
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
  return (
    <>
      <p className="muted">{t('pingback.log.intro')}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('pingback.log.task')}</th>
            <th scope="col">{t('pingback.log.address')}</th>
            <th scope="col">{t('pingback.log.state')}</th>
            <th scope="col">{t('pingback.log.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {data.records.map((d) => (
            <Row key={d.id} delivery={d} />
          ))}
        </tbody>
      </table>
      {data.records.length === 0 ? <p className="muted">{t('pingback.log.pageEmpty')}</p> : null}
      {pages > 1 || page > 0 ? (
        <Pager
          page={page}
          pages={pages}
          onGo={go}
          label={t('pingback.log.pagination')}
          previous={t('pingback.log.previous')}
          next={t('pingback.log.next')}
          position={t('pingback.log.page', { page: page + 1, pages })}
        />
      ) : null}
    </>
  );
}

function Row({ delivery: d }: { delivery: CallbackDelivery }) {
  const { t, i18n } = useTranslation('profile');
  const state = STATE[d.status];
  return (
    <tr data-delivery={d.id}>
      <td>
        <span className="code">{d.taskId}</span>
        <div className="muted">{formatDateTime(d.createdAt, i18n.language)}</div>
      </td>
      <td>
        <span className="code">{d.url}</span>
      </td>
      <td>
        <strong data-state={state}>{t(`pingback.log.states.${state}`)}</strong>
        {d.status === 'delivered' && d.deliveredAt ? (
          <div className="muted">{formatDateTime(d.deliveredAt, i18n.language)}</div>
        ) : null}
        {d.status === 'pending' && d.nextAttemptAt ? (
          <div className="muted" data-testid="next-attempt">
            {t('pingback.log.nextAttempt', { time: formatDateTime(d.nextAttemptAt, i18n.language) })}
          </div>
        ) : null}
      </td>
      <td>
        <div className="muted">{t('pingback.log.attemptCount', { count: d.attempts, max: CALLBACK_MAX_ATTEMPTS })}</div>
        {d.attemptLog.length > 0 ? (
          <ol>
            {d.attemptLog.map((a) => (
              <Attempt key={`${a.startedAt}-${a.durationMs}-${a.httpStatus}`} attempt={a} />
            ))}
          </ol>
        ) : null}
      </td>
    </tr>
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
