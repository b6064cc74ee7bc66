import {
  type AdminPayout,
  ApprovePayoutBodySchema,
  PAYOUT_REASON_MAX,
  PAYOUT_REFERENCE_MAX,
  PAYOUT_STATES,
  PAYOUTS_PAGE_SIZE,
  type PayoutState,
  RejectPayoutBodySchema,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useAdminPayouts, workerSideApi, workerSideKeys } from './worker-side-api.ts';

type Decision = { payout: AdminPayout; action: 'approve' | 'reject' };

/** `?state=` (requested by default) and the 1-based `?page=`. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state: PayoutState = PAYOUT_STATES.find((s) => s === raw) ?? 'requested';
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const go = (next: { state: PayoutState; page: number }) => {
    const out = new URLSearchParams();
    if (next.state !== 'requested') out.set('state', next.state);
    if (next.page > 0) out.set('page', String(next.page + 1));
    setParams(out);
  };
  return { state, page, go };
}

/** The payout queue: payouts by state, paid with a reference or rejected with a reason. */
export function PayoutsScreen() {
  const { t } = useTranslation('admin');
  const { state, page, go } = useListParams();
  const [decision, setDecision] = useState<Decision | null>(null);
  const payouts = useAdminPayouts(state, page);
  const pages = payouts.data ? Math.max(1, Math.ceil(payouts.data.totalCount / PAYOUTS_PAGE_SIZE)) : 1;

  return (
    <>
      <nav className="tabs" aria-label={t('payouts.states')}>
        {PAYOUT_STATES.map((s) => (
          <Button
            key={s}
            variant={s === state ? 'primary' : 'ghost'}
            aria-pressed={s === state}
            onClick={() => go({ state: s, page: 0 })}
          >
            {t(`payouts.state.${s}`)}
          </Button>
        ))}
      </nav>

      {payouts.error ? <FormError error={payouts.error} /> : null}
      {!payouts.data && payouts.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {payouts.data ? (
        <>
          <p className="muted" role="status">
            {t('payouts.found', { count: payouts.data.totalCount })}
          </p>
          {payouts.data.items.length === 0 ? (
            <p>{t('payouts.empty')}</p>
          ) : (
            <PayoutsTable payouts={payouts.data.items} onDecide={setDecision} />
          )}
          <nav className="row" aria-label={t('users.pagination')}>
            <Button variant="ghost" disabled={page === 0} onClick={() => go({ state, page: page - 1 })}>
              {t('users.previous')}
            </Button>
            <span>{t('users.page', { page: page + 1, pages })}</span>
            <Button variant="ghost" disabled={page + 1 >= pages} onClick={() => go({ state, page: page + 1 })}>
              {t('users.next')}
            </Button>
          </nav>
        </>
      ) : null}

      {decision ? (
        <DecisionDialog
          key={`${decision.payout.id}-${decision.action}`}
          {...decision}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}

function PayoutsTable({ payouts, onDecide }: { payouts: AdminPayout[]; onDecide: (d: Decision) => void }) {
  const { t, i18n } = useTranslation('admin');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const columns: Column<AdminPayout>[] = [
    { key: 'id', header: t('users.id'), cell: (p) => p.id },
    {
      key: 'worker',
      header: t('payouts.worker'),
      cell: (p) => (
        <>
          {p.workerEmail || '—'} <span className="muted">#{p.workerId}</span>
        </>
      ),
    },
    {
      key: 'earning',
      header: t('payouts.earning'),
      cell: (p) => (
        <span className={`badge admin-earning--${p.earning}`} data-earning={p.earning}>
          {t(`payouts.earnings.${p.earning}`)}
        </span>
      ),
    },
    { key: 'method', header: t('payouts.method'), cell: (p) => t(`payouts.methods.${p.method}`) },
    { key: 'account', header: t('payouts.account'), cell: (p) => <code>{p.account}</code> },
    {
      key: 'amount',
      header: t('payouts.amount'),
      cell: (p) => (
        <>
          {money(p.amountMicros)}
          {p.refundedMicros > 0 ? (
            <div className="muted" data-testid="refunded">
              {t('payouts.refunded', { amount: money(p.refundedMicros) })}
            </div>
          ) : null}
        </>
      ),
    },
    { key: 'fee', header: t('payouts.fee'), cell: (p) => money(p.feeMicros) },
    { key: 'net', header: t('payouts.net'), cell: (p) => <strong>{money(p.netMicros)}</strong> },
    { key: 'requested', header: t('payouts.requested'), cell: (p) => formatDateTime(p.requestedAt, i18n.language) },
    {
      key: 'status',
      header: t('users.status'),
      cell: (p) => (
        <>
          {t(`payouts.state.${p.state}`)}
          {p.decidedAt ? <span className="muted"> · {formatDateTime(p.decidedAt, i18n.language)}</span> : null}
          {p.state === 'paid' && p.reference ? <div>{t('payouts.referenceIs', { reference: p.reference })}</div> : null}
          {p.state === 'rejected' && p.reason ? <div>{t('payouts.reasonIs', { reason: p.reason })}</div> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('users.actions'),
      cell: (p) =>
        p.state === 'requested' ? (
          <div className="row">
            <Button
              aria-label={t('payouts.approveOf', { id: p.id })}
              onClick={() => onDecide({ payout: p, action: 'approve' })}
            >
              {t('payouts.approve')}
            </Button>
            <Button
              variant="danger"
              aria-label={t('payouts.rejectOf', { id: p.id })}
              onClick={() => onDecide({ payout: p, action: 'reject' })}
            >
              {t('payouts.reject')}
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <DataTable columns={columns} rows={payouts} rowKey={(p) => p.id} rowAttributes={(p) => ({ 'data-payout': p.id })} />
  );
}

/** Pay with the payment's reference, or reject with a reason (the money goes back to the balance). */
function DecisionDialog({ payout, action, onClose }: Decision & { onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const field = action === 'approve' ? 'reference' : 'reason';
  const decide = useFormSubmit({
    send: (text: string) =>
      action === 'approve'
        ? workerSideApi.approvePayout(api, payout.id, text)
        : workerSideApi.rejectPayout(api, payout.id, text),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workerSideKeys.payouts });
      onClose();
    },
    fieldErrors: (err) => pickFields(serverFieldErrors(err), [field]),
    onError: () => void queryClient.invalidateQueries({ queryKey: workerSideKeys.payouts }),
  });

  function check(): Checked<string> {
    const checked =
      action === 'approve'
        ? validate(ApprovePayoutBodySchema, { reference: value })
        : validate(RejectPayoutBodySchema, { reason: value });
    return checked.ok ? { ok: true, data: value.trim() } : checked;
  }

  const money = formatMicros(payout.netMicros, i18n.language);
  return (
    <Modal open title={t(`payouts.${action}Title`, { id: payout.id })} onClose={onClose}>
      <form className="form" noValidate onSubmit={decide.onSubmit(check)}>
        <p>
          {t(`payouts.${action}Text`, {
            amount: money,
            method: t(`payouts.methods.${payout.method}`),
            account: payout.account,
            email: payout.workerEmail ?? `#${payout.workerId}`,
          })}
        </p>
        <TextField
          name={field}
          label={t(`payouts.${field}`)}
          required
          maxLength={action === 'approve' ? PAYOUT_REFERENCE_MAX : PAYOUT_REASON_MAX}
          value={value}
          error={decide.errors[field]}
          onChange={(e) => setValue(e.target.value)}
        />
        <FormError error={decide.formError} />
        <SubmitRow
          pending={decide.pending}
          variant={action === 'approve' ? 'primary' : 'danger'}
          label={t(`payouts.${action}Confirm`)}
        >
          <Button variant="ghost" onClick={onClose}>
            {t('payouts.cancel')}
          </Button>
        </SubmitRow>
      </form>
    </Modal>
  );
}
