import {
  DESK_ASSIGNED,
  type DeskTicketSummary,
  SUPPORT_CATEGORIES,
  SUPPORT_PAGE_SIZE,
  SUPPORT_STATUSES,
} from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Pager, usePageParam } from '../../ui/pager.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { deskQuery } from './api.ts';
import { StatusBadge } from './thread.tsx';
import './tickets.css';

const HOUR = 3_600_000;

/** How long a ticket has waited, in the largest whole unit (minutes, hours, days). */
export function useAge() {
  const { t } = useTranslation('tickets');
  return (since: string, now = Date.now()) => {
    const ms = Math.max(0, now - Date.parse(since));
    if (ms < HOUR) return t('age.minutes', { count: Math.floor(ms / 60_000) });
    if (ms < 24 * HOUR) return t('age.hours', { count: Math.floor(ms / HOUR) });
    return t('age.days', { count: Math.floor(ms / (24 * HOUR)) });
  };
}

/** A filter of the queue kept in the address bar (`?status=open&category=api&assigned=me`). */
function Filter(props: {
  name: string;
  values: readonly string[];
  label: string;
  any: string;
  text: (v: string) => string;
}) {
  const [params, setParams] = useSearchParams();
  const value = params.get(props.name) ?? '';
  return (
    <div className="field">
      <label className="field__label" htmlFor={`desk-${props.name}`}>
        {props.label}
      </label>
      <select
        id={`desk-${props.name}`}
        className="field__input"
        value={value}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.target.value) next.set(props.name, e.target.value);
          else next.delete(props.name);
          next.delete('page');
          setParams(next);
        }}
      >
        <option value="">{props.any}</option>
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.text(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The staff desk's queue: open tickets first, oldest wait first, with filters and each ticket's age. */
export function DeskQueue() {
  const { t } = useTranslation('tickets');
  const { api } = useAppEnv();
  const [params] = useSearchParams();
  const { page, go } = usePageParam();
  const age = useAge();
  const status = pick(SUPPORT_STATUSES, params.get('status'));
  const category = pick(SUPPORT_CATEGORIES, params.get('category'));
  const assigned = pick(DESK_ASSIGNED, params.get('assigned')) ?? 'any';
  const queue = useQuery(
    deskQuery(api, { page, assigned, ...(status ? { status } : {}), ...(category ? { category } : {}) }),
  );
  const columns: Column<DeskTicketSummary>[] = [
    { key: 'id', header: '#', cell: (r) => r.id },
    {
      key: 'subject',
      header: t('list.subject'),
      cell: (r) => <Link to={`/editor/support/tickets/${r.id}`}>{r.subject}</Link>,
    },
    { key: 'user', header: t('desk.user'), cell: (r) => r.userEmail ?? `#${r.userId}` },
    { key: 'category', header: t('list.category'), cell: (r) => t(`categories.${r.category}`) },
    { key: 'status', header: t('list.status'), cell: (r) => <StatusBadge status={r.status} staff /> },
    {
      key: 'age',
      header: t('desk.age'),
      cell: (r) => (r.status === 'closed' ? '—' : age(r.waitingSince)),
    },
    { key: 'assignee', header: t('desk.assignee'), cell: (r) => r.assigneeEmail ?? t('desk.unassigned') },
  ];
  return (
    <>
      <div className="tickets-filters" data-testid="desk-filters">
        <Filter
          name="status"
          values={SUPPORT_STATUSES}
          label={t('list.status')}
          any={t('desk.anyStatus')}
          text={(v) => t(`desk.status.${v}`)}
        />
        <Filter
          name="category"
          values={SUPPORT_CATEGORIES}
          label={t('list.category')}
          any={t('desk.anyCategory')}
          text={(v) => t(`categories.${v}`)}
        />
        <Filter
          name="assigned"
          values={DESK_ASSIGNED.filter((v) => v !== 'any')}
          label={t('desk.assignee')}
          any={t('desk.assigned.any')}
          text={(v) => t(`desk.assigned.${v}`)}
        />
      </div>
      <QueryView query={queue}>
        {(data) => (
          <>
            <p role="status" data-testid="desk-count">
              {t('list.count', { count: data.totalCount })}
            </p>
            {data.records.length > 0 ? (
              <DataTable
                columns={columns}
                rows={data.records}
                rowKey={(r) => r.id}
                rowAttributes={(r) => ({ 'data-ticket': r.id, 'data-status': r.status })}
                caption={t('desk.caption')}
                testId="desk-table"
              />
            ) : null}
            <Pager page={page} pages={Math.ceil(data.totalCount / SUPPORT_PAGE_SIZE)} onGo={go} />
          </>
        )}
      </QueryView>
    </>
  );
}
