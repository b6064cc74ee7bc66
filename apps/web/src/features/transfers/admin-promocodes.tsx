import { type AdminPromoCode, PROMO_CODE_PATTERN, PROMO_CODES_PAGE_SIZE } from '@crowdsolve/contract';
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
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { adminFieldErrors, endOfDay, expiryProblem, transferKeys, transfersApi, useAdminPromos } from './api.ts';

const EMPTY = { code: '', amount: '', expires: '', max: '' };

/** `/admin/promocodes`: create promo codes (a bonus, once per customer), see their use, switch them off and on. */
export function PromoCodesScreen() {
  return (
    <>
      <CreatePromo />
      <PromoList />
    </>
  );
}

function CreatePromo() {
  const { t } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [created, setCreated] = useState<AdminPromoCode | null>(null);
  const create = useFormSubmit({
    send: (body: Parameters<typeof transfersApi.createPromo>[1]) => transfersApi.createPromo(api, body),
    onSuccess: (promo) => {
      setCreated(promo);
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: transferKeys.admin });
    },
    fieldErrors: (err) =>
      adminFieldErrors(fieldErrorsOf(err), {
        code: 'code',
        amountMicros: 'amount',
        expiresAt: 'expires',
        maxRedemptions: 'max',
      }),
  });
  const { errors } = create;
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function check(): Checked<Parameters<typeof transfersApi.createPromo>[1]> {
    setCreated(null);
    const found: Record<string, string> = {};
    const code = form.code.trim().toUpperCase();
    if (code === '') found.code = 'required';
    else if (!PROMO_CODE_PATTERN.test(code)) found.code = 'transfer:admin.promos.badCode';
    const micros = parseDollars(form.amount);
    if (form.amount.trim() === '') found.amount = 'required';
    else if (micros === null || micros <= 0) found.amount = 'transfer:send.badAmount';
    const max = form.max.trim() === '' ? null : Number(form.max);
    if (max !== null && (!Number.isInteger(max) || max < 1)) found.max = 'transfer:admin.promos.badMax';
    const expiresAt = form.expires ? endOfDay(form.expires) : null;
    const expiryError = expiryProblem(form.expires, expiresAt);
    if (expiryError) found.expires = expiryError;
    if (Object.keys(found).length > 0 || micros === null) return { ok: false, errors: found };
    return { ok: true, data: { code, amountMicros: micros, expiresAt, maxRedemptions: max } };
  }

  return (
    <form className="form" noValidate onSubmit={create.onSubmit(check)} aria-labelledby="promos-create">
      <h2 id="promos-create">{t('admin.promos.create')}</h2>
      <TextField
        name="code"
        label={t('admin.promos.code')}
        hint={t('admin.promos.codeHint')}
        autoCapitalize="characters"
        value={form.code}
        error={errors.code}
        onChange={set('code')}
      />
      <TextField
        name="amount"
        label={t('admin.promos.bonus')}
        inputMode="decimal"
        value={form.amount}
        error={errors.amount}
        onChange={set('amount')}
      />
      <TextField
        name="expires"
        type="date"
        label={t('admin.expires')}
        hint={t('admin.expiresHint')}
        value={form.expires}
        error={errors.expires}
        onChange={set('expires')}
      />
      <TextField
        name="max"
        label={t('admin.promos.max')}
        hint={t('admin.promos.maxHint')}
        inputMode="numeric"
        value={form.max}
        error={errors.max}
        onChange={set('max')}
      />
      <FormError error={create.formError} />
      {created ? <Notice tone="success">{t('admin.promos.created', { code: created.code })}</Notice> : null}
      <SubmitRow pending={create.pending} label={t('admin.promos.submit')} />
    </form>
  );
}

function PromoList() {
  const { t, i18n } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const promos = useAdminPromos(page);
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => transfersApi.setPromoActive(api, id, active),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: transferKeys.admin }),
  });
  const data = promos.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PROMO_CODES_PAGE_SIZE)) : 1;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const columns: Column<AdminPromoCode>[] = [
    { key: 'code', header: t('admin.promos.code'), cell: (p) => p.code, className: 'code' },
    { key: 'bonus', header: t('admin.promos.bonus'), cell: (p) => formatMicros(p.amountMicros, i18n.language) },
    { key: 'state', header: t('admin.state'), cell: (p) => t(`admin.promos.states.${p.state}`) },
    {
      key: 'used',
      header: t('admin.promos.used'),
      cell: (p) =>
        p.maxRedemptions === null
          ? p.redemptions
          : t('admin.promos.usedOf', { used: p.redemptions, max: p.maxRedemptions }),
    },
    { key: 'expires', header: t('admin.expires'), cell: (p) => when(p.expiresAt) },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('list.actions')}</span>,
      cell: (p) => {
        const on = p.disabledAt === null;
        return (
          <Button
            variant={on ? 'danger' : 'ghost'}
            aria-label={t(on ? 'admin.promos.disableOf' : 'admin.promos.enableOf', { code: p.code })}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ id: p.id, active: !on })}
          >
            {on ? t('admin.disable') : t('admin.enable')}
          </Button>
        );
      },
    },
  ];
  return (
    <section className="section" aria-labelledby="promos-list">
      <h2 id="promos-list">{t('admin.promos.list')}</h2>
      <FormError error={promos.error ?? toggle.error} />
      {data && data.items.length === 0 ? <p className="muted">{t('admin.promos.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <DataTable
          columns={columns}
          rows={data.items}
          rowKey={(p) => p.id}
          rowAttributes={(p) => ({ 'data-promo': p.id })}
        />
      ) : null}
      <Pager page={page} pages={pages} onGo={setPage} />
    </section>
  );
}
