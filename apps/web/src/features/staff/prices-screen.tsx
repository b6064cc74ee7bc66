import { type AdminPricesReply, DEVELOPER_SHARE_PERCENT, type PriceKey, type SetPriceBody } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros, parseDollars } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, type FieldErrors, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { staffApi, staffKeys, useAdminPrices, usePriceHistory } from './api.ts';
import { RatesPanel } from './rates-panel.tsx';
import './staff.css';

type Price = AdminPricesReply['prices'][number];
type Open = { price: Price; action: 'edit' | 'history' };

/** The highest price per 1000 the API takes, in micro-dollars ($1000). */
const MAX_PER_1000 = 1_000_000_000;

/** The price table per task kind (price and worker pay per 1000), its changes and history; then the currency rates. */
export function PricesScreen() {
  const { t } = useTranslation('staff');
  const prices = useAdminPrices();
  const [open, setOpen] = useState<Open | null>(null);
  return (
    <QueryView query={prices}>
      {(data) => (
        <>
          <section className="section" aria-labelledby="price-table">
            <h2 id="price-table">{t('prices.title')}</h2>
            <p className="notice" data-testid="new-tasks-only">
              {t('prices.newTasksOnly')}
            </p>
            <div className="staff-prices">
              <PriceTable prices={data.prices} onOpen={setOpen} />
            </div>
          </section>
          <RatesPanel rates={data.rates} />
          {open?.action === 'edit' ? (
            <PriceDialog key={open.price.type} price={open.price} onClose={() => setOpen(null)} />
          ) : null}
          {open?.action === 'history' ? <HistoryDialog type={open.price.type} onClose={() => setOpen(null)} /> : null}
        </>
      )}
    </QueryView>
  );
}

function PriceTable({ prices, onOpen }: { prices: Price[]; onOpen: (o: Open) => void }) {
  const { t, i18n } = useTranslation('staff');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const kind = (type: PriceKey) => t(`common:taskTypes.${type}`);
  const columns: Column<Price>[] = [
    { key: 'kind', header: t('prices.kind'), cell: (p) => kind(p.type) },
    { key: 'price', header: t('prices.price'), cell: (p) => <strong>{money(p.customerPer1000Micros)}</strong> },
    { key: 'pay', header: t('prices.pay'), cell: (p) => money(p.workerPer1000Micros) },
    { key: 'updated', header: t('prices.updated'), cell: (p) => formatDateTime(p.updatedAt, i18n.language) },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('prices.actions')}</span>,
      label: '',
      cell: (p) => (
        <div className="row">
          <Button
            aria-label={t('prices.editOf', { kind: kind(p.type) })}
            onClick={() => onOpen({ price: p, action: 'edit' })}
          >
            {t('prices.edit')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('prices.historyOf', { kind: kind(p.type) })}
            onClick={() => onOpen({ price: p, action: 'history' })}
          >
            {t('prices.history')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={prices}
      rowKey={(p) => p.type}
      rowAttributes={(p) => ({ 'data-type': p.type })}
      caption={t('prices.title')}
      testId="admin-price-table"
    />
  );
}

/** Dollars as typed, without trailing zeros beyond the cents: 2.99, 0.5, 1.005. */
const dollars = (micros: number) => {
  const fixed = (micros / 1_000_000).toFixed(3);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
};

/** A per-1000 amount typed in dollars, in micros; an error key when it is not one the price table takes. */
function per1000(raw: string): { micros: number } | { error: string } {
  if (!raw.trim()) return { error: 'required' };
  const micros = parseDollars(raw);
  if (micros === null || micros > MAX_PER_1000) return { error: 'staff:prices.errors.amount' };
  if (micros % 1000 !== 0) return { error: 'staff:prices.errors.step' };
  return { micros };
}

function PriceDialog({ price, onClose }: { price: Price; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    customer: dollars(price.customerPer1000Micros),
    worker: dollars(price.workerPer1000Micros),
  });
  const save = useFormSubmit({
    send: (body: SetPriceBody) => staffApi.setPrice(api, price.type, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.prices });
      onClose();
    },
  });

  function check(): Checked<SetPriceBody> {
    const customer = per1000(values.customer);
    const worker = per1000(values.worker);
    const errors: FieldErrors = {};
    if ('error' in customer) errors.customerPer1000Micros = customer.error;
    if ('error' in worker) errors.workerPer1000Micros = worker.error;
    if ('micros' in customer && 'micros' in worker) {
      if (worker.micros > customer.micros) errors.workerPer1000Micros = 'staff:prices.errors.payAbovePrice';
      else return { ok: true, data: { customerPer1000Micros: customer.micros, workerPer1000Micros: worker.micros } };
    }
    return { ok: false, errors };
  }

  return (
    <Modal open title={t('prices.editTitle', { kind: t(`common:taskTypes.${price.type}`) })} onClose={onClose}>
      <form className="form" noValidate ref={save.ref} onSubmit={save.onSubmit(check)}>
        <p className="notice">{t('prices.newTasksOnly')}</p>
        <TextField
          name="customerPer1000Micros"
          label={t('prices.priceField')}
          inputMode="decimal"
          required
          value={values.customer}
          error={save.errors.customerPer1000Micros}
          onChange={(e) => setValues({ ...values, customer: e.target.value })}
        />
        <TextField
          name="workerPer1000Micros"
          label={t('prices.payField')}
          hint={t('prices.payHint', { percent: DEVELOPER_SHARE_PERCENT })}
          inputMode="decimal"
          required
          value={values.worker}
          error={save.errors.workerPer1000Micros}
          onChange={(e) => setValues({ ...values, worker: e.target.value })}
        />
        <FormError error={save.formError} />
        <SubmitRow pending={save.pending} label={t('prices.save')}>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </SubmitRow>
      </form>
    </Modal>
  );
}

function HistoryDialog({ type, onClose }: { type: PriceKey; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const history = usePriceHistory(type);
  const money = (micros: number) => formatMicros(micros, i18n.language);
  type Row = NonNullable<typeof history.data>['history'][number];
  const columns: Column<Row>[] = [
    { key: 'when', header: t('prices.when'), cell: (r) => formatDateTime(r.createdAt, i18n.language) },
    { key: 'price', header: t('prices.price'), cell: (r) => money(r.customerPer1000Micros) },
    { key: 'pay', header: t('prices.pay'), cell: (r) => money(r.workerPer1000Micros) },
    {
      key: 'by',
      header: t('prices.by'),
      cell: (r) => (r.createdBy === null ? t('prices.byInitial') : `#${r.createdBy}`),
    },
  ];
  return (
    <Modal open size="lg" title={t('prices.historyTitle', { kind: t(`common:taskTypes.${type}`) })} onClose={onClose}>
      <QueryView query={history}>
        {(data) =>
          data.history.length === 0 ? (
            <p>{t('prices.historyEmpty')}</p>
          ) : (
            <DataTable
              columns={columns}
              rows={data.history}
              rowKey={(r) => `${r.createdAt}-${r.customerPer1000Micros}-${r.workerPer1000Micros}`}
              testId="price-history"
            />
          )
        }
      </QueryView>
    </Modal>
  );
}
