import type { AdminPricesReply, Currency } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { staffApi, staffKeys } from './api.ts';
import { formatDay } from './format.ts';

type Rate = AdminPricesReply['rates'][number];

/** The highest rate the API takes (units per US dollar). */
const MAX_RATE = 1_000_000;

/**
 * The rates prices are shown in: each currency's rate, its day and where it came from. An admin's
 * rate overrides the fetched one until cleared; clearing brings back the fetched (or demo) rate.
 */
export function RatesPanel({ rates }: { rates: Rate[] }) {
  const { t, i18n } = useTranslation('staff');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Rate | null>(null);
  const clear = useMutation({
    mutationFn: (currency: Currency) => staffApi.clearRate(api, currency),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.prices }),
  });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });

  const columns: Column<Rate>[] = [
    { key: 'currency', header: t('rates.currency'), cell: (r) => <strong>{r.currency}</strong> },
    {
      key: 'rate',
      header: t('rates.rate'),
      cell: (r) => (r.source ? t('rates.perUsd', { rate: number.format(r.unitsPerUsd), currency: r.currency }) : '—'),
    },
    { key: 'date', header: t('rates.date'), cell: (r) => (r.rateDate ? formatDay(r.rateDate, i18n.language) : '—') },
    {
      key: 'source',
      header: t('rates.sourceColumn'),
      cell: (r) =>
        r.source ? t(`rates.sourceLong.${r.source}`) : <span className="staff-tile__warn">{t('rates.none')}</span>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('prices.actions')}</span>,
      label: '',
      cell: (r) => (
        <div className="row">
          <Button aria-label={t('rates.overrideOf', { currency: r.currency })} onClick={() => setEditing(r)}>
            {t('rates.override')}
          </Button>
          {r.source === 'staff' ? (
            <Button
              variant="ghost"
              aria-label={t('rates.clearOf', { currency: r.currency })}
              disabled={clear.isPending}
              onClick={() => clear.mutate(r.currency)}
            >
              {t('rates.clear')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section className="section" aria-labelledby="currency-rates">
      <h2 id="currency-rates">{t('rates.title')}</h2>
      <p className="muted">{t('rates.lead')}</p>
      <FormError error={clear.error} />
      <DataTable
        columns={columns}
        rows={rates}
        rowKey={(r) => r.currency}
        rowAttributes={(r) => ({ 'data-currency': r.currency })}
        caption={t('rates.title')}
        testId="rates-table"
      />
      {editing ? <RateDialog key={editing.currency} rate={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function RateDialog({ rate, onClose }: { rate: Rate; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(rate.source ? String(rate.unitsPerUsd) : '');
  const save = useFormSubmit({
    send: (unitsPerUsd: number) => staffApi.setRate(api, rate.currency, unitsPerUsd),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.prices });
      onClose();
    },
  });

  function check(): Checked<number> {
    const raw = value.trim().replace(',', '.');
    if (!raw) return { ok: false, errors: { unitsPerUsd: 'required' } };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || !(n > 0) || n > MAX_RATE)
      return { ok: false, errors: { unitsPerUsd: 'staff:rates.errors.rate' } };
    return { ok: true, data: n };
  }

  return (
    <Modal open title={t('rates.overrideTitle', { currency: rate.currency })} onClose={onClose}>
      <form className="form" noValidate ref={save.ref} onSubmit={save.onSubmit(check)}>
        <p>{t('rates.overrideText')}</p>
        <TextField
          name="unitsPerUsd"
          label={t('rates.rateField', { currency: rate.currency })}
          inputMode="decimal"
          required
          value={value}
          error={save.errors.unitsPerUsd}
          onChange={(e) => setValue(e.target.value)}
        />
        <FormError error={save.formError} />
        <SubmitRow pending={save.pending} label={t('rates.save')}>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </SubmitRow>
      </form>
    </Modal>
  );
}
