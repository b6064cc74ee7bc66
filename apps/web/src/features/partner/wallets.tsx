import {
  PAYOUT_ACCOUNT_MAX,
  type PayoutMethod,
  PayoutMethodSchema,
  type PendingWalletChange,
  parsePayoutAccount,
  type WalletsReply,
} from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { partnerApi, setCachedPending, useWallets } from './api.ts';
import { PartnerQuery } from './frame.tsx';
import { feeText, methodName } from './methods.ts';

/** `/partner/payment_edit`: the payout accounts per method, the pending change, and a form to change one. */
export function WalletsScreen() {
  const wallets = useWallets();
  return <PartnerQuery query={wallets}>{(data) => <Wallets data={data} />}</PartnerQuery>;
}

function Wallets({ data }: { data: WalletsReply }) {
  const { t, i18n } = useTranslation('partner');
  const account = (method: PayoutMethod) => data.wallets.find((w) => w.method === method) ?? null;
  return (
    <>
      {data.pending ? <Pending pending={data.pending} /> : null}
      <div className="table-scroll">
        <table className="table table--cards" aria-label={t('wallets.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('wallets.method')}</th>
              <th scope="col">{t('wallets.account')}</th>
              <th scope="col">{t('wallets.example')}</th>
              <th scope="col">{t('wallets.minimum')}</th>
              <th scope="col">{t('wallets.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {data.methods.map((m) => {
              const wallet = account(m.method);
              return (
                <tr key={m.method} data-method={m.method}>
                  <th scope="row">{methodName(t, m.method)}</th>
                  <td data-label={t('wallets.account')}>
                    <div className="table__value">
                      {wallet ? (
                        <>
                          <span className="code">{wallet.account}</span>{' '}
                          <span className="muted">
                            {t('wallets.confirmedAt', { time: formatDateTime(wallet.confirmedAt, i18n.language) })}
                          </span>
                        </>
                      ) : (
                        <span className="muted">{t('wallets.notSet')}</span>
                      )}
                    </div>
                  </td>
                  <td data-label={t('wallets.example')}>
                    <div className="table__value">
                      <span className="code">{m.example}</span>
                    </div>
                  </td>
                  <td data-label={t('wallets.minimum')}>
                    <div className="table__value">{formatMicros(m.minimumMicros, i18n.language)}</div>
                  </td>
                  <td data-label={t('wallets.fee')}>
                    <div className="table__value">{feeText(t, m.fee, i18n.language)}</div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <WalletForm data={data} />
    </>
  );
}

/** The change waiting for the mailed link, with a way to cancel it. */
function Pending({ pending }: { pending: PendingWalletChange }) {
  const { t, i18n } = useTranslation('partner');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => partnerApi.cancelPending(api),
    onSuccess: () => setCachedPending(queryClient, null),
  });
  return (
    <section className="notice notice--info" aria-label={t('wallets.pendingLabel')} data-testid="pending">
      <p>
        <strong>{t('wallets.checkMail')}</strong>
      </p>
      <p>
        {t('wallets.pendingText', {
          method: methodName(t, pending.method),
          account: pending.account,
          expires: formatDateTime(pending.expiresAt, i18n.language),
        })}
      </p>
      <FormError error={cancel.error} />
      <div className="row">
        <Button variant="ghost" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
          {t('wallets.cancel')}
        </Button>
      </div>
    </section>
  );
}

function WalletForm({ data }: { data: WalletsReply }) {
  const { t } = useTranslation('partner');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [method, setMethod] = useState<PayoutMethod>(data.methods[0]?.method ?? 'usdt_trc20');
  const [account, setAccount] = useState('');
  const form = useFormSubmit({
    send: (body: { method: PayoutMethod; account: string }) => partnerApi.setWallet(api, body.method, body.account),
    onSuccess: (reply) => {
      setAccount('');
      setCachedPending(queryClient, reply.pending);
    },
    fieldErrors: (err) => pickFields(fieldErrorsOf(err), ['account']),
  });
  const info = data.methods.find((m) => m.method === method);

  function check(): Checked<{ method: PayoutMethod; account: string }> {
    const raw = account.trim();
    if (raw === '') return { ok: false, errors: { account: 'required' } };
    if (parsePayoutAccount(method, raw) === null)
      return { ok: false, errors: { account: 'partner:wallets.badFormat' } };
    return { ok: true, data: { method, account: raw } };
  }

  const hasErrors = Object.keys(form.errors).length > 0;
  const current = data.wallets.find((w) => w.method === method);
  return (
    <form className="form section" noValidate onSubmit={form.onSubmit(check)} aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>{t('wallets.formTitle')}</h2>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          {t('wallets.method')}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={method}
          onChange={(e) => {
            const parsed = PayoutMethodSchema.safeParse(e.target.value);
            if (parsed.success) setMethod(parsed.data);
            form.setErrors({});
          }}
        >
          {data.methods.map((m) => (
            <option key={m.method} value={m.method}>
              {methodName(t, m.method)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="account"
        label={t('wallets.newAccount')}
        hint={info ? t('wallets.formatHint', { example: info.example }) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={PAYOUT_ACCOUNT_MAX}
        value={account}
        error={form.errors.account}
        onChange={(e) => setAccount(e.target.value)}
      />
      <FormError error={form.formError} />
      {form.mutation.isError || hasErrors ? (
        <div className="row">
          <Button variant="ghost" onClick={form.dismiss}>
            {t('dismiss')}
          </Button>
        </div>
      ) : null}
      <SubmitRow pending={form.pending} label={current ? t('wallets.change') : t('wallets.set')} />
    </form>
  );
}
