import type { AdminWorkerDetail } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SearchForm } from './search-form.tsx';
import {
  useAdminWorker,
  useAdminWorkers,
  WORKER_FILTERS,
  type WorkerFilter,
  workerSideApi,
  workerSideKeys,
} from './worker-side-api.ts';

type WorkerRow = AdminWorkerDetail['worker'];
type Flag = AdminWorkerDetail['flags'][number];

/** `?q=`, `?filter=` and the 1-based `?page=` of the address bar. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const raw = params.get('filter');
  const filter: WorkerFilter = WORKER_FILTERS.find((f) => f === raw) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { q: string; filter: WorkerFilter; page: number }) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.filter !== 'all') out.set('filter', next.filter);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  return { q, filter, page, go };
}

const percent = (share: number | null, language: string) =>
  share === null ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** Search and filter workers, a paged table, and a dialog per worker with its quality and flags. */
export function WorkersScreen() {
  const { t } = useTranslation('admin');
  const { q, filter, page, go } = useListParams();
  const [selected, setSelected] = useState<number | null>(null);
  const workers = useAdminWorkers(q, filter, page);
  const filterId = useId();

  return (
    <>
      <SearchForm
        label={t('workers.search')}
        placeholder={t('users.searchPlaceholder')}
        name="q"
        maxLength={200}
        initial={q}
        onSearch={(term) => go({ q: term, filter, page: 1 })}
      >
        <label htmlFor={filterId} className="field__label">
          {t('workers.filter')}
        </label>
        <select
          id={filterId}
          name="filter"
          className="select"
          value={filter}
          onChange={(e) => go({ q, filter: e.target.value as WorkerFilter, page: 1 })}
        >
          {WORKER_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`workers.filters.${f}`)}
            </option>
          ))}
        </select>
      </SearchForm>

      {workers.error ? <FormError error={workers.error} /> : null}
      {!workers.data && workers.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {workers.data ? (
        <>
          {workers.data.items.length === 0 ? (
            <p>{t('workers.empty')}</p>
          ) : (
            <WorkersTable workers={workers.data.items} onOpen={setSelected} />
          )}
          <nav className="row" aria-label={t('users.pagination')}>
            <Button variant="ghost" disabled={page <= 1} onClick={() => go({ q, filter, page: page - 1 })}>
              {t('users.previous')}
            </Button>
            <span>{t('workers.page', { page })}</span>
            <Button variant="ghost" disabled={!workers.data.hasMore} onClick={() => go({ q, filter, page: page + 1 })}>
              {t('users.next')}
            </Button>
          </nav>
        </>
      ) : null}

      {selected !== null ? <WorkerDetails key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}

function WorkerStatus({ worker }: { worker: WorkerRow }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {worker.suspended ? <strong>{t('workers.suspended')}</strong> : t('users.active')}
      {worker.admitted ? null : <span className="muted"> ({t('workers.notAdmitted')})</span>}
    </>
  );
}

function WorkersTable({ workers, onOpen }: { workers: WorkerRow[]; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Column<WorkerRow>[] = [
    { key: 'id', header: t('users.id'), cell: (w) => w.id },
    { key: 'email', header: t('users.email'), cell: (w) => w.email || '—' },
    { key: 'status', header: t('users.status'), cell: (w) => <WorkerStatus worker={w} /> },
    { key: 'accuracy', header: t('workers.accuracy'), cell: (w) => percent(w.accuracy, i18n.language) },
    { key: 'level', header: t('workers.level'), cell: (w) => w.level },
    { key: 'answered', header: t('workers.answered'), cell: (w) => w.answered },
    { key: 'mistakes', header: t('workers.mistakes'), cell: (w) => w.mistakes },
    {
      key: 'openFlags',
      header: t('workers.openFlags'),
      cell: (w) => (w.openFlags > 0 ? <strong>{w.openFlags}</strong> : 0),
    },
    {
      key: 'languages',
      header: t('workers.languages'),
      cell: (w) => (w.languages.length ? w.languages.join(', ') : '—'),
    },
    {
      key: 'actions',
      header: t('users.actions'),
      cell: (w) => (
        <Button variant="ghost" aria-label={t('workers.detailsOf', { id: w.id })} onClick={() => onOpen(w.id)}>
          {t('users.details')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={workers} rowKey={(w) => w.id} rowAttributes={(w) => ({ 'data-worker': w.id })} />
  );
}

/** One worker: quality, suspension, admission, trainings and flagged answers. */
function WorkerDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const detail = useAdminWorker(id);
  const data = detail.data;
  const title = data ? t('workers.title', { id, email: data.worker.email ?? '—' }) : t('workers.titleLoading', { id });
  return (
    <Modal open size="lg" title={title} onClose={onClose}>
      {detail.error ? <FormError error={detail.error} /> : null}
      {!data ? (
        detail.isPending ? (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        ) : null
      ) : (
        <>
          <dl>
            <dt>{t('users.status')}</dt>
            <dd>
              <WorkerStatus worker={data.worker} />
              {data.suspendedAt ? (
                <span className="muted">
                  {' '}
                  {t('workers.since', { time: formatDateTime(data.suspendedAt, i18n.language) })}
                </span>
              ) : null}
            </dd>
            <dt>{t('workers.accuracy')}</dt>
            <dd>{percent(data.worker.accuracy, i18n.language)}</dd>
            <dt>{t('workers.level')}</dt>
            <dd>{data.worker.level}</dd>
            <dt>{t('workers.answered')}</dt>
            <dd>{data.worker.answered}</dd>
            <dt>{t('workers.mistakes')}</dt>
            <dd>
              {data.worker.mistakes}
              {data.mistakesBySource.length ? (
                <span className="muted">
                  {' '}
                  (
                  {data.mistakesBySource
                    .map((m) => `${t(`workers.sources.${m.source}`, { defaultValue: m.source })}: ${m.count}`)
                    .join(', ')}
                  )
                </span>
              ) : null}
            </dd>
            <dt>{t('workers.languages')}</dt>
            <dd>{data.worker.languages.length ? data.worker.languages.join(', ') : '—'}</dd>
          </dl>
          <section className="section" aria-label={t('workers.controlTitle')}>
            <h3>{t('workers.controlTitle')}</h3>
            <WorkerControls detail={data} />
          </section>
          <section className="section" aria-label={t('workers.trainingsTitle')}>
            <h3>{t('workers.trainingsTitle')}</h3>
            {data.trainings.length === 0 ? (
              <p className="muted">{t('workers.noTrainings')}</p>
            ) : (
              <ul>
                {data.trainings.map((tr) => (
                  <li key={tr.startedAt}>
                    {formatDateTime(tr.startedAt, i18n.language)}:{' '}
                    {tr.passed === null
                      ? t('workers.trainingOpen')
                      : tr.passed
                        ? t('workers.trainingPassed')
                        : t('workers.trainingFailed')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="section" aria-label={t('workers.flagsTitle')}>
            <h3>{t('workers.flagsTitle')}</h3>
            <Flags detail={data} />
          </section>
        </>
      )}
    </Modal>
  );
}

function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workerSideKeys.worker(id) });
    void queryClient.invalidateQueries({ queryKey: [...workerSideKeys.workers, 'list'] });
  };
}

/** Suspension of paid work and admission to it. */
function WorkerControls({ detail }: { detail: AdminWorkerDetail }) {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const { id, suspended, admitted } = detail.worker;
  const refresh = useRefresh(id);
  const suspension = useMutation({
    mutationFn: (next: boolean) => workerSideApi.setSuspended(api, id, next),
    onSuccess: refresh,
  });
  const admission = useMutation({
    mutationFn: (next: boolean) => workerSideApi.setAdmitted(api, id, next),
    onSuccess: refresh,
  });
  return (
    <div className="form">
      <p className="muted">{suspended ? t('workers.suspendedText') : t('workers.suspendText')}</p>
      <FormError error={suspension.error} />
      <div className="row">
        <Button
          variant={suspended ? 'primary' : 'danger'}
          disabled={suspension.isPending}
          onClick={() => {
            admission.reset();
            suspension.mutate(!suspended);
          }}
        >
          {suspended ? t('workers.unsuspend') : t('workers.suspend')}
        </Button>
      </div>
      <p className="muted">{admitted ? t('workers.admittedText') : t('workers.notAdmittedText')}</p>
      <FormError error={admission.error} />
      <div className="row">
        <Button
          variant={admitted ? 'ghost' : 'primary'}
          disabled={admission.isPending}
          onClick={() => {
            suspension.reset();
            admission.mutate(!admitted);
          }}
        >
          {admitted ? t('workers.revoke') : t('workers.admit')}
        </Button>
      </div>
      {suspension.isSuccess || admission.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
    </div>
  );
}

function Flags({ detail }: { detail: AdminWorkerDetail }) {
  const { t, i18n } = useTranslation('admin');
  const { api } = useAppEnv();
  const refresh = useRefresh(detail.worker.id);
  const review = useMutation({
    mutationFn: (flagId: number) => workerSideApi.reviewFlag(api, flagId),
    onSuccess: refresh,
  });
  if (detail.flags.length === 0) return <p className="muted">{t('workers.noFlags')}</p>;
  const columns: Column<Flag>[] = [
    { key: 'time', header: t('workers.flagTime'), cell: (f) => formatDateTime(f.createdAt, i18n.language) },
    { key: 'task', header: t('workers.flagTask'), cell: (f) => f.taskId },
    {
      key: 'reason',
      header: t('workers.flagReason'),
      cell: (f) => t(`workers.reasons.${f.reason}`, { defaultValue: f.reason }),
    },
    { key: 'detail', header: t('workers.flagDetail'), cell: (f) => f.detail || '—' },
    {
      key: 'reviewed',
      header: t('workers.flagReviewed'),
      cell: (f) =>
        f.reviewedAt ? (
          formatDateTime(f.reviewedAt, i18n.language)
        ) : (
          <Button
            variant="ghost"
            aria-label={t('workers.reviewOf', { id: f.id })}
            disabled={review.isPending && review.variables === f.id}
            onClick={() => review.mutate(f.id)}
          >
            {t('workers.review')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <FormError error={review.error} />
      <DataTable
        columns={columns}
        rows={detail.flags}
        rowKey={(f) => f.id}
        rowAttributes={(f) => ({ 'data-flag': f.id })}
      />
    </>
  );
}
