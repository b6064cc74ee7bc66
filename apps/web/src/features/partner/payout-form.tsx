import {
  COMPLAINT_WINDOW_MINUTES,
  PAYOUT_AMOUNT_MAX_MICROS,
  type Payout,
  type PayoutMethod,
  PayoutMethodSchema,
  payoutFeeMicros,
  type RequestPayoutBody,
  type WalletsReply,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { formatMicros, parseDollars } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { partnerApi, partnerKeys, useSummary, useWallets } from './api.ts';
import { PartnerQuery } from './frame.tsx';
import { feeText, methodName } from './methods.ts';

/** A new idempotency key: one per intended payout, sent again when the same request is retried. */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `/partner/payment`: a payout request to a confirmed account. */
export function PayoutScreen() {
  const wallets = useWallets();
  return <PartnerQuery query={wallets}>{(data) => <PayoutForm data={data} />}</PartnerQuery>;
}

function PayoutForm({ data }: { data: WalletsReply }) {
  const { t, i18n } = useTranslation('partner');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const selectId = useId();
  const summary = useSummary(30).data;
  const usable = data.methods.filter((m) => data.wallets.some((w) => w.method === m.method));
  const [method, setMethod] = useState<PayoutMethod | null>(usable[0]?.method ?? null);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<Payout | null>(null);
  // The same key while the method and amount stay: a resubmit after a lost answer makes no second payout.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const form = useFormSubmit({
    send: (body: RequestPayoutBody) => partnerApi.requestPayout(api, body),
    onSuccess: (payout) => {
      setDone(payout);
      setAmount('');
      setRequestKey(newRequestKey());
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    },
    fieldErrors: (err) => {
      const fields = fieldErrorsOf(err);
      return fields.amountMicros ? { amount: fields.amountMicros } : fields;
    },
  });
  const { errors, setErrors } = form;

  // Known whenever there is an account to pay to.
  const info = usable.find((m) => m.method === method) ?? usable[0];
  if (!info || method === null) {
    return (
      <div>
        <p className="lead">{t('payout.noWallet')}</p>
        <Link to="/partner/payment_edit" className="button button--primary">
          {t('payout.toWallets')}
        </Link>
      </div>
    );
  }

  const wallet = data.wallets.find((w) => w.method === method);
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const micros = parseDollars(amount);
  const fee = micros !== null && micros > 0 ? payoutFeeMicros(method, micros) : null;
  const receive = micros !== null && fee !== null ? Math.max(0, micros - fee) : null;

  function check(selected: PayoutMethod, minimumMicros: number): Checked<RequestPayoutBody> {
    const refused = (error: string) => ({ ok: false as const, errors: { amount: error } });
    if (amount.trim() === '') return refused('required');
    if (micros === null || micros <= 0 || micros > PAYOUT_AMOUNT_MAX_MICROS) return refused('partner:payout.badAmount');
    if (micros < minimumMicros) return refused('errors:PAYOUT_BELOW_MINIMUM');
    if (summary && micros > summary.balanceMicros) return refused('errors:PAYOUT_ABOVE_BALANCE');
    if (summary && micros > summary.withdrawableMicros) return refused('errors:PAYOUT_ABOVE_EARNINGS');
    return { ok: true, data: { method: selected, amountMicros: micros, idempotencyKey: requestKey } };
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit(() => {
        setDone(null);
        return check(method, info.minimumMicros);
      })}
    >
      {summary ? (
        <p className="lead" data-testid="balance">
          {t('payout.available', { amount: money(summary.withdrawableMicros), balance: money(summary.balanceMicros) })}
        </p>
      ) : null}
      {summary && summary.pendingMicros > 0 ? (
        <p className="muted" data-testid="pending">
          {t('payout.pending', { amount: money(summary.pendingMicros), minutes: COMPLAINT_WINDOW_MINUTES })}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          {t('payout.method')}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={method}
          onChange={(e) => {
            const parsed = PayoutMethodSchema.safeParse(e.target.value);
            if (parsed.success) setMethod(parsed.data);
            setRequestKey(newRequestKey());
            setErrors({});
          }}
        >
          {usable.map((m) => (
            <option key={m.method} value={m.method}>
              {methodName(t, m.method)}
            </option>
          ))}
        </select>
        {wallet ? (
          <p className="field__hint">
            {t('payout.to')} <span className="code">{wallet.account}</span>
          </p>
        ) : null}
      </div>
      {info ? (
        <p className="muted" data-testid="terms">
          {t('payout.terms', { minimum: money(info.minimumMicros), fee: feeText(t, info.fee, i18n.language) })}
        </p>
      ) : null}
      <TextField
        name="amount"
        label={t('payout.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setRequestKey(newRequestKey());
        }}
      />
      <dl className="partner-stats">
        <div>
          <dt>{t('payout.fee')}</dt>
          <dd data-testid="fee">{fee !== null ? money(fee) : '—'}</dd>
        </div>
        <div>
          <dt>{t('payout.receive')}</dt>
          <dd data-testid="receive">{receive !== null ? money(receive) : '—'}</dd>
        </div>
      </dl>
      <FormError error={form.formError} />
      {form.mutation.isError || Object.keys(errors).length > 0 ? (
        <div className="row">
          <Button variant="ghost" onClick={form.dismiss}>
            {t('dismiss')}
          </Button>
        </div>
      ) : null}
      {done ? (
        <Notice tone="success">
          {t('payout.done', { amount: money(done.netMicros), account: done.account })}{' '}
          <Link to="/partner/history_payment">{t('payout.toHistory')}</Link>
        </Notice>
      ) : null}
      <SubmitRow pending={form.pending} label={t('payout.submit')} />
    </form>
  );
}
