import {
  type AdminVoucher,
  type CreateVouchersReply,
  VOUCHER_COUNT_MAX,
  VOUCHER_NOTE_MAX,
  VOUCHER_STATES,
  VOUCHERS_PAGE_SIZE,
  type VoucherState,
} from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros, parseDollars } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { adminFieldErrors, endOfDay, expiryProblem, transferKeys, transfersApi, useAdminVouchers } from './api.ts';

type Filter = VoucherState | 'all';
const FILTERS: readonly Filter[] = ['all', ...VOUCHER_STATES];

/** `/admin/vouchers`: generate prepaid codes (shown once), list them by state, disable unused ones. */
export function VouchersScreen() {
  const [generated, setGenerated] = useState<CreateVouchersReply | null>(null);
  return (
    <>
      <CreateVouchers onCreated={setGenerated} />
      {generated ? <GeneratedCodes reply={generated} /> : null}
      <VoucherList />
    </>
  );
}

function CreateVouchers({ onCreated }: { onCreated: (reply: CreateVouchersReply) => void }) {
  const { t } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ amount: '', count: '1', expires: '', note: '' });
  const create = useFormSubmit({
    send: (body: Parameters<typeof transfersApi.createVouchers>[1]) => transfersApi.createVouchers(api, body),
    onSuccess: (reply) => {
      onCreated(reply);
      setForm({ amount: '', count: '1', expires: '', note: '' });
      void queryClient.invalidateQueries({ queryKey: transferKeys.admin });
    },
    fieldErrors: (err) =>
      adminFieldErrors(fieldErrorsOf(err), { amountMicros: 'amount', count: 'count', expiresAt: 'expires' }),
  });
  const { errors } = create;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function check(): Checked<Parameters<typeof transfersApi.createVouchers>[1]> {
    const found: Record<string, string> = {};
    const micros = parseDollars(form.amount);
    if (form.amount.trim() === '') found.amount = 'required';
    else if (micros === null || micros <= 0) found.amount = 'transfer:send.badAmount';
    const count = Number(form.count);
    if (!Number.isInteger(count) || count < 1 || count > VOUCHER_COUNT_MAX) found.count = 'transfer:admin.badCount';
    const expiresAt = form.expires ? endOfDay(form.expires) : null;
    const expiryError = expiryProblem(form.expires, expiresAt);
    if (expiryError) found.expires = expiryError;
    if (Object.keys(found).length > 0 || micros === null) return { ok: false, errors: found };
    return {
      ok: true,
      data: { amountMicros: micros, count, expiresAt, ...(form.note.trim() ? { note: form.note.trim() } : {}) },
    };
  }

  return (
    <form className="form" noValidate onSubmit={create.onSubmit(check)} aria-labelledby="vouchers-create">
      <h2 id="vouchers-create">{t('admin.vouchers.create')}</h2>
      <TextField
        name="amount"
        label={t('admin.amount')}
        inputMode="decimal"
        value={form.amount}
        error={errors.amount || null}
        onChange={set('amount')}
      />
      <TextField
        name="count"
        label={t('admin.vouchers.count')}
        hint={t('admin.vouchers.countHint', { max: VOUCHER_COUNT_MAX })}
        inputMode="numeric"
        value={form.count}
        error={errors.count || null}
        onChange={set('count')}
      />
      <TextField
        name="expires"
        type="date"
        label={t('admin.expires')}
        hint={t('admin.expiresHint')}
        value={form.expires}
        error={errors.expires || null}
        onChange={set('expires')}
      />
      <TextField
        name="note"
        label={t('admin.vouchers.note')}
        maxLength={VOUCHER_NOTE_MAX}
        value={form.note}
        onChange={set('note')}
      />
      <FormError error={create.formError} />
      <SubmitRow pending={create.pending} label={t('admin.vouchers.submit')} />
    </form>
  );
}

/** The codes of a new batch: the only time they are shown. */
function GeneratedCodes({ reply }: { reply: CreateVouchersReply }) {
  const { t, i18n } = useTranslation('transfer');
  const first = reply.items[0];
  return (
    <section className="section notice notice--warning" aria-labelledby="vouchers-generated">
      <h2 id="vouchers-generated">
        {t('admin.vouchers.generated', {
          count: reply.items.length,
          amount: first ? formatMicros(first.amountMicros, i18n.language) : '',
        })}
      </h2>
      <p>{t('admin.vouchers.onlyOnce')}</p>
      <label className="field__label" htmlFor="voucher-codes">
        {t('admin.vouchers.codes')}
      </label>
      <textarea
        id="voucher-codes"
        className="field__input code"
        readOnly
        rows={Math.min(12, reply.items.length + 1)}
        value={reply.items.map((v) => v.code).join('\n')}
        onFocus={(e) => e.currentTarget.select()}
      />
    </section>
  );
}

function VoucherList() {
  const { t } = useTranslation('transfer');
  const [filter, setFilter] = useState<Filter>('active');
  const [page, setPage] = useState(0);
  const vouchers = useAdminVouchers(filter, page);
  const data = vouchers.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / VOUCHERS_PAGE_SIZE)) : 1;
  return (
    <section className="section" aria-labelledby="vouchers-list">
      <h2 id="vouchers-list">{t('admin.vouchers.list')}</h2>
      <nav className="tabs" aria-label={t('admin.filter')}>
        {FILTERS.map((f) => (
          <Button
            key={f}
            variant={f === filter ? 'primary' : 'ghost'}
            aria-pressed={f === filter}
            onClick={() => {
              setFilter(f);
              setPage(0);
            }}
          >
            {t(`admin.vouchers.states.${f}`)}
          </Button>
        ))}
      </nav>
      <FormError error={vouchers.error} />
      {data ? (
        <>
          <p className="muted" role="status">
            {t('admin.found', { count: data.totalCount })}
          </p>
          {data.items.length > 0 ? <VoucherTable items={data.items} /> : null}
          <Pager page={page} pages={pages} onGo={setPage} />
        </>
      ) : null}
    </section>
  );
}

function VoucherTable({ items }: { items: AdminVoucher[] }) {
  const { t, i18n } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: (id: number) => transfersApi.disableVoucher(api, id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: transferKeys.admin }),
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const columns: Column<AdminVoucher>[] = [
    { key: 'id', header: 'ID', cell: (v) => v.id },
    { key: 'code', header: t('admin.vouchers.code'), cell: (v) => v.codeHint, className: 'code' },
    { key: 'amount', header: t('admin.amount'), cell: (v) => formatMicros(v.amountMicros, i18n.language) },
    { key: 'state', header: t('admin.state'), cell: (v) => t(`admin.vouchers.states.${v.state}`) },
    { key: 'expires', header: t('admin.expires'), cell: (v) => when(v.expiresAt) },
    {
      key: 'redeemedBy',
      header: t('admin.vouchers.redeemedBy'),
      cell: (v) => (v.redeemedBy ? `${v.redeemedBy.email ?? ''} #${v.redeemedBy.userId} · ${when(v.redeemedAt)}` : '—'),
    },
    { key: 'note', header: t('admin.vouchers.note'), cell: (v) => v.note ?? '—' },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('list.actions')}</span>,
      cell: (v) =>
        v.state === 'active' || v.state === 'expired' ? (
          <Button
            variant="danger"
            aria-label={t('admin.vouchers.disableOf', { id: v.id })}
            disabled={disable.isPending}
            onClick={() => disable.mutate(v.id)}
          >
            {t('admin.disable')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <FormError error={disable.error} />
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(v) => v.id}
        rowAttributes={(v) => ({ 'data-voucher': v.id })}
      />
    </>
  );
}
