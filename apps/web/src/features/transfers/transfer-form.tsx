import { TRANSFER_MAX_MICROS, TRANSFER_MIN_MICROS, type Transfer } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { formatMicros, parseDollars } from '../../lib/money.ts';
import { TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { refreshMoney, transfersApi, useBalance } from './api.ts';

/** The other side of a transfer: its masked address and id, `a***@example.com (#12)`. */
export function recipientLabel(transfer: Pick<Transfer, 'counterpart'>): string {
  const { userId, email } = transfer.counterpart;
  return email ? `${email} (#${userId})` : `#${userId}`;
}

/**
 * `/pay/send_user`: a transfer to another user by address or user id. Nothing moves yet: the
 * server mails the sender a link, and the money moves when they follow it.
 */
export function TransferForm() {
  const { t, i18n } = useTranslation('transfer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const balance = useBalance().data?.balanceMicros;
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [requested, setRequested] = useState<Transfer | null>(null);
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const form = useFormSubmit({
    send: (body: { recipient: string; amountMicros: number }) => transfersApi.create(api, body),
    onSuccess: (transfer) => {
      setRequested(transfer);
      setRecipient('');
      setAmount('');
      refreshMoney(queryClient);
    },
    fieldErrors: (err) => {
      const fields = fieldErrorsOf(err);
      return {
        ...(fields.recipient ? { recipient: fields.recipient } : {}),
        ...(fields.amountMicros ? { amount: fields.amountMicros } : {}),
      };
    },
  });

  function check(): Checked<{ recipient: string; amountMicros: number }> {
    setRequested(null);
    const found: Record<string, string> = {};
    if (recipient.trim() === '') found.recipient = 'required';
    const micros = parseDollars(amount);
    if (amount.trim() === '') found.amount = 'required';
    else if (micros === null || micros <= 0 || micros > TRANSFER_MAX_MICROS) found.amount = 'transfer:send.badAmount';
    else if (micros < TRANSFER_MIN_MICROS) found.amount = 'errors:TRANSFER_BELOW_MINIMUM';
    else if (balance !== undefined && micros > balance) found.amount = 'errors:TRANSFER_ABOVE_BALANCE';
    if (Object.keys(found).length > 0 || micros === null) return { ok: false, errors: found };
    return { ok: true, data: { recipient: recipient.trim(), amountMicros: micros } };
  }

  return (
    <form className="form" noValidate onSubmit={form.onSubmit(check)} aria-labelledby="transfer-form-title">
      <h2 id="transfer-form-title">{t('send.title')}</h2>
      {balance !== undefined ? (
        <p className="lead" data-testid="balance">
          {t('send.balance', { amount: money(balance) })}
        </p>
      ) : null}
      <TextField
        name="recipient"
        label={t('send.recipient')}
        hint={t('send.recipientHint')}
        autoComplete="off"
        value={recipient}
        error={form.errors.recipient}
        onChange={(e) => setRecipient(e.target.value)}
      />
      <TextField
        name="amount"
        label={t('send.amount')}
        hint={t('send.amountHint', { minimum: money(TRANSFER_MIN_MICROS) })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={form.errors.amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <FormError error={form.formError} />
      {requested ? (
        <Notice tone="success">
          {t('send.requested', { amount: money(requested.amountMicros), recipient: recipientLabel(requested) })}
        </Notice>
      ) : null}
      <SubmitRow pending={form.pending} label={t('send.submit')} pendingLabel={t('send.working')} />
      <p className="muted">{t('send.howItWorks')}</p>
    </form>
  );
}
