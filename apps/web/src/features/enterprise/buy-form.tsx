import type {
  EnterpriseBuyBody,
  EnterpriseBuyReply,
  EnterprisePeriod,
  EnterprisePricingReply,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { enterpriseApi, enterpriseKeys } from './api.ts';

/** One key per intended purchase: a retry of the same click (a lost answer) buys nothing twice. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** The period to buy and the button; the charge is in US dollars from the balance. */
export function BuyForm({ pricing }: { pricing: EnterprisePricingReply }) {
  const { t, i18n } = useTranslation('enterprise');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<EnterprisePeriod>('month');
  const [key, setKey] = useState(newKey);
  const [done, setDone] = useState<EnterpriseBuyReply | null>(null);
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const chosen = pricing.periods.find((p) => p.period === period) ?? pricing.periods[0];
  const form = useFormSubmit({
    send: (body: EnterpriseBuyBody) => enterpriseApi.buy(api, body),
    onSuccess: (reply) => {
      setDone(reply);
      setKey(newKey());
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.conditions });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    fieldErrors: () => ({}),
  });

  function check(): Checked<EnterpriseBuyBody> {
    setDone(null);
    return { ok: true, data: { period, idempotencyKey: key } };
  }

  return (
    <form className="form" noValidate onSubmit={form.onSubmit(check)} data-testid="enterprise-buy">
      <fieldset className="field">
        <legend className="field__label">{t('pricing.period')}</legend>
        {pricing.periods.map((p) => (
          <label key={p.period} className="field--check">
            <input
              type="radio"
              name="period"
              value={p.period}
              checked={period === p.period}
              onChange={() => {
                setPeriod(p.period);
                setKey(newKey());
              }}
            />{' '}
            {t(`pricing.periods.${p.period}`)} — {money(p.priceMicros)}
          </label>
        ))}
      </fieldset>
      <FormError error={form.formError} />
      {codeOf(form.formError) === 'BILLING_INSUFFICIENT_FUNDS' ? (
        <p>
          <Link to="/addbalance" className="button button--ghost">
            {t('buy.topUp')}
          </Link>
        </p>
      ) : null}
      {done ? (
        <Notice tone="success">
          {t('buy.done', { amount: money(done.chargedMicros), date: formatDate(done.plan.endsAt, i18n.language) })}
        </Notice>
      ) : null}
      <SubmitRow
        pending={form.pending}
        label={t('buy.action', { price: chosen ? money(chosen.priceMicros) : '' })}
        pendingLabel={t('buy.working')}
      />
    </form>
  );
}
