import {
  CreatePaymentBodySchema,
  PAYMENT_METHOD_RULES,
  type PaymentDetail,
  type PaymentMethod,
  type PaymentMethodInfo,
  paymentFeeMicros,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { atField, type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { leave, paymentChanged, paymentsApi, usePaymentMethods } from './api.ts';
import { feeText, formatMicros, methodName, parseDollars } from './format.ts';
import { PayQuery } from './frame.tsx';

/** A validation code of the contract (`below_minimum`, `whole_cents`, …) as the key of its message. */
const amountError = (code: string) => (code.includes(':') ? code : `pay:form.errors.${code}`);

/**
 * The top-up form: method, amount in US dollars, the fee and the total shown before paying. Checked
 * with the contract's schema (minimum, whole cents, maximum) before anything is sent. `only` shows
 * one method without a choice (its own page); `preset` preselects one.
 */
export function TopUpScreen({ only, preset }: { only?: PaymentMethod; preset?: PaymentMethod }) {
  const methods = usePaymentMethods();
  const { t } = useTranslation('pay');
  return (
    <PayQuery query={methods}>
      {(data) => {
        const offered = only ? data.methods.filter((m) => m.method === only) : data.methods;
        if (offered.length === 0) {
          return (
            <div className="notice notice--warning" data-testid="method-unavailable">
              <p>{t(only ? 'form.unavailable' : 'overview.none')}</p>
              <Link to="/pay">{t('form.toMethods')}</Link>
            </div>
          );
        }
        return <TopUpForm methods={offered} preset={preset ?? only} choice={!only} />;
      }}
    </PayQuery>
  );
}

function TopUpForm({
  methods,
  preset,
  choice,
}: {
  methods: PaymentMethodInfo[];
  preset: PaymentMethod | undefined;
  choice: boolean;
}) {
  const { t, i18n } = useTranslation('pay');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const initial = methods.find((m) => m.method === preset) ?? methods[0];
  const [method, setMethod] = useState<PaymentMethod>((initial as PaymentMethodInfo).method);
  const [amount, setAmount] = useState('');
  const info = methods.find((m) => m.method === method) ?? (initial as PaymentMethodInfo);
  const money = (micros: number) => formatMicros(micros, i18n.language);

  const form = useFormSubmit({
    send: (body: { method: PaymentMethod; amountMicros: number }) => paymentsApi.create(api, body),
    onSuccess: (payment: PaymentDetail) => {
      paymentChanged(queryClient, payment);
      if (payment.invoice) navigate(`${PAYMENT_METHOD_RULES[payment.method].path}?payment=${payment.id}`);
      else if (payment.checkoutUrl?.startsWith('/')) navigate(payment.checkoutUrl);
      else if (payment.checkoutUrl) leave.to(payment.checkoutUrl);
      else navigate(`/pay/ok?payment=${payment.id}`);
    },
    fieldErrors: (err) => {
      const code = serverFieldErrors(err).amountMicros;
      return atField('amount', code && amountError(code));
    },
  });

  const micros = parseDollars(amount);
  const valid = micros !== null && micros > 0 && micros % 10_000 === 0;
  const fee = valid ? paymentFeeMicros(method, micros) : null;
  const total = valid && fee !== null ? micros + fee : null;

  function check(): Checked<{ method: PaymentMethod; amountMicros: number }> {
    if (amount.trim() === '') return { ok: false, errors: { amount: 'required' } };
    if (micros === null) return { ok: false, errors: { amount: 'pay:form.errors.format' } };
    const parsed = CreatePaymentBodySchema.safeParse({ method, amountMicros: micros });
    if (!parsed.success) {
      return { ok: false, errors: { amount: amountError(parsed.error.issues[0]?.message ?? 'invalid') } };
    }
    return { ok: true, data: parsed.data };
  }

  return (
    <form className="form" noValidate onSubmit={form.onSubmit(check)}>
      {choice ? (
        <fieldset className="pay-choice">
          <legend>{t('form.method')}</legend>
          {methods.map((m) => (
            <label key={m.method} className="field--check">
              <input
                type="radio"
                name="method"
                value={m.method}
                checked={m.method === method}
                onChange={() => {
                  setMethod(m.method);
                  form.setErrors({});
                }}
              />{' '}
              {methodName(t, m.method)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {info.test ? (
        <p className="pay-test" data-testid="test-note">
          {t('test.note')}
        </p>
      ) : null}
      <TextField
        name="amount"
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={form.errors.amount}
        hint={t('terms', { minimum: money(info.minimumMicros), fee: feeText(t, info.feeBasisPoints, i18n.language) })}
        onChange={(e) => setAmount(e.target.value)}
      />
      <dl className="pay-summary">
        <div>
          <dt>{t('form.credited')}</dt>
          <dd data-testid="credited">{valid ? money(micros) : '—'}</dd>
        </div>
        <div>
          <dt>{t('form.fee')}</dt>
          <dd data-testid="fee">{fee !== null ? money(fee) : '—'}</dd>
        </div>
        <div>
          <dt>{t('form.total')}</dt>
          <dd data-testid="total">{total !== null ? money(total) : '—'}</dd>
        </div>
      </dl>
      <FormError error={form.formError} />
      <SubmitRow pending={form.pending} label={t(info.kind === 'crypto' ? 'form.submitCrypto' : 'form.submit')} />
    </form>
  );
}
