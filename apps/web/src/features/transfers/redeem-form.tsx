import { REDEEM_CODE_MAX, type RedeemReply } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { TextField } from '../../ui/field.tsx';
import { type Checked, pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { refreshMoney, transfersApi, useRedemptions } from './api.ts';

/**
 * One field for both kinds of code: a voucher (prepaid, redeemed once) or a promo code (a bonus,
 * once per customer). The answer says which it was and what was credited.
 */
export function RedeemForm() {
  const { t, i18n } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<RedeemReply | null>(null);
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const form = useFormSubmit({
    send: (value: string) => transfersApi.redeem(api, value),
    onSuccess: (reply) => {
      setDone(reply);
      setCode('');
      refreshMoney(queryClient);
    },
    fieldErrors: (err) => pickFields(fieldErrorsOf(err), ['code']),
  });

  function check(): Checked<string> {
    setDone(null);
    const value = code.trim();
    if (value === '') return { ok: false, errors: { code: 'required' } };
    if (value.length > REDEEM_CODE_MAX) return { ok: false, errors: { code: 'too_long' } };
    return { ok: true, data: value };
  }

  return (
    <form className="form" noValidate onSubmit={form.onSubmit(check)}>
      <TextField
        name="code"
        label={t('redeem.code')}
        hint={t('redeem.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        error={form.errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError error={form.formError} />
      {done ? (
        <Notice tone="success">
          {t(`redeem.done.${done.kind}`, { amount: money(done.amountMicros), balance: money(done.balanceMicros) })}
        </Notice>
      ) : null}
      <SubmitRow pending={form.pending} label={t('redeem.submit')} pendingLabel={t('redeem.working')} />
    </form>
  );
}

/** The customer's latest redeemed codes. */
export function Redemptions() {
  const { t, i18n } = useTranslation('transfer');
  const redemptions = useRedemptions();
  const items = redemptions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="redemptions-title">
      <h2 id="redemptions-title">{t('redeem.history')}</h2>
      <ul data-testid="redemptions">
        {items.map((item) => (
          <li key={`${item.kind}-${item.code}-${item.redeemedAt}`}>
            {t(`redeem.kinds.${item.kind}`)} <span className="code">{item.code}</span> —{' '}
            {formatMicros(item.amountMicros, i18n.language)}, {formatDate(item.redeemedAt, i18n.language)}
          </li>
        ))}
      </ul>
    </section>
  );
}
