import {
  type Complaint,
  type ComplaintsReply,
  CUSTOMER_LIST_PAGE_SIZE,
  type ImpossibleCaptcha,
  type NotCaptcha,
} from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Pager, usePageParam } from '../../ui/pager.tsx';
import { type CustomerList, useCustomerList } from './api.ts';
import { CustomerQuery, TaskCell, TaskState } from './frame.tsx';

/** A customer list a page at a time: intro, optional summary, table (`customer:<name>.columns.<key>`), pager. */
function ListScreen<R extends { id: number }, D extends { records: R[]; totalCount: number }>(props: {
  name: CustomerList;
  columns: Omit<Column<R>, 'header'>[];
  summary?: (data: D) => ReactNode;
}) {
  const { t } = useTranslation('customer');
  const { page, go } = usePageParam();
  const query = useCustomerList(props.name, page);
  return (
    <CustomerQuery query={query as { data: D | undefined; error: unknown; isPending: boolean }}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.totalCount / CUSTOMER_LIST_PAGE_SIZE));
        return (
          <div data-testid={`list-${props.name}`}>
            <p className="muted">{t(`${props.name}.intro`)}</p>
            {props.summary?.(data)}
            {data.totalCount === 0 ? (
              <p className="muted" data-testid="list-empty">
                {t(`${props.name}.empty`)}
              </p>
            ) : (
              <DataTable
                columns={props.columns.map((c) => ({ ...c, header: t(`${props.name}.columns.${c.key}`) }))}
                rows={data.records}
                rowKey={(r) => r.id}
                rowAttributes={(r) => ({ 'data-task': r.id })}
              />
            )}
            <Pager page={page} pages={pages} onGo={go} />
          </div>
        );
      }}
    </CustomerQuery>
  );
}

function useFormat() {
  const { i18n } = useTranslation();
  return {
    money: (micros: number) => formatMicros(micros, i18n.language),
    time: (iso: string | null) => formatDateTime(iso, i18n.language),
  };
}

/** `/setting/impossible_captchas`: tasks that ended without an answer, why, and the hold given back. */
export function ImpossibleScreen() {
  const { t } = useTranslation('customer');
  const f = useFormat();
  return (
    <ListScreen<ImpossibleCaptcha, { records: ImpossibleCaptcha[]; totalCount: number }>
      name="impossible"
      columns={[
        { key: 'task', cell: (r) => <TaskCell task={r} /> },
        { key: 'reason', cell: (r) => t(`impossible.reasons.${r.reason}`) },
        { key: 'attempts', cell: (r) => r.attempts },
        { key: 'released', cell: (r) => f.money(r.releasedMicros) },
        { key: 'created', cell: (r) => f.time(r.createdAt) },
        { key: 'ended', cell: (r) => f.time(r.endedAt) },
      ]}
    />
  );
}

/** `/setting/complaints`: the account's reportbad history, accepted or not, with refunds. */
export function ComplaintsScreen() {
  const { t } = useTranslation('customer');
  const f = useFormat();
  return (
    <ListScreen<Complaint, ComplaintsReply>
      name="complaints"
      summary={(data) =>
        data.totalCount > 0 ? (
          <p data-testid="complaints-summary">
            {t('complaints.summary', {
              total: data.totalCount,
              accepted: data.acceptedCount,
              refunded: f.money(data.refundedMicros),
            })}
          </p>
        ) : null
      }
      columns={[
        { key: 'task', cell: (r) => <TaskCell task={r} /> },
        { key: 'answer', cell: (r) => <code className="code">{r.answer ?? '—'}</code> },
        {
          key: 'outcome',
          cell: (r) => (
            <span data-accepted={r.accepted}>{t(r.accepted ? 'complaints.accepted' : 'complaints.refused')}</span>
          ),
        },
        { key: 'refunded', cell: (r) => f.money(r.refundedMicros) },
        { key: 'reported', cell: (r) => f.time(r.reportedAt) },
      ]}
    />
  );
}

/** `/setting/not_captcha`: images workers marked as not a captcha. */
export function NotCaptchaScreen() {
  const f = useFormat();
  return (
    <ListScreen<NotCaptcha, { records: NotCaptcha[]; totalCount: number }>
      name="notCaptcha"
      columns={[
        { key: 'task', cell: (r) => <TaskCell task={r} /> },
        { key: 'marks', cell: (r) => r.marks },
        { key: 'state', cell: (r) => <TaskState state={r.state} /> },
        { key: 'cost', cell: (r) => f.money(r.costMicros) },
        { key: 'marked', cell: (r) => f.time(r.markedAt) },
      ]}
    />
  );
}
