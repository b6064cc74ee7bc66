import {
  BOT_THREAD_TICKET_PARAM,
  NewTicketBodySchema,
  SUPPORT_BODY_MAX,
  SUPPORT_CATEGORIES,
  SUPPORT_SUBJECT_MAX,
  type SupportCategory,
  type Ticket,
} from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { referencesQuery, ticketKeys, ticketsApi } from './api.ts';
import { usePendingFiles } from './attachments.tsx';
import './tickets.css';

const FIELDS = ['subject', 'category', 'body', 'taskId', 'paymentId'] as const;

/** `?category=` when it names one, else "other". */
const categoryOf = (value: string | null): SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as SupportCategory) : 'other';

/**
 * The new ticket form: subject, category, the user's own task or payment it is about, the message
 * and attachments. `?subject=`, `?category=` and `?body=` fill it in (the support bot hands a
 * conversation over this way, `?from=bot`, and `?botThread=` attaches the conversation itself).
 */
export function NewTicketForm() {
  const { t, i18n } = useTranslation('tickets');
  const { api } = useAppEnv();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const fromBot = params.get('from') === 'bot';
  // The bot conversation to attach (the server keeps a copy of it with the ticket).
  const botThread = params.get(BOT_THREAD_TICKET_PARAM) ?? undefined;
  const [subject, setSubject] = useState(params.get('subject')?.slice(0, SUPPORT_SUBJECT_MAX) ?? '');
  const [category, setCategory] = useState<SupportCategory>(categoryOf(params.get('category')));
  const [body, setBody] = useState(params.get('body')?.slice(0, SUPPORT_BODY_MAX) ?? '');
  const [reference, setReference] = useState('');
  const attachments = usePendingFiles();
  const refs = useQuery(referencesQuery(api));
  const form = useFormSubmit({
    send: (data: Parameters<typeof ticketsApi.create>[1]) => ticketsApi.create(api, data),
    fieldErrors: (err) => pickFields(serverFieldErrors(err), FIELDS),
    onSuccess: (ticket: Ticket) => {
      void client.invalidateQueries({ queryKey: ticketKeys.all });
      void navigate(`/support/tickets/${ticket.id}`);
    },
  });
  const [kind, refId] = reference.split(':');
  const lang = i18n.language;
  return (
    <form
      ref={form.ref}
      className="tickets-form"
      noValidate
      data-testid="ticket-form"
      onSubmit={form.onSubmit(() =>
        validate(NewTicketBodySchema, {
          subject,
          category,
          body,
          taskId: kind === 'task' ? Number(refId) : null,
          paymentId: kind === 'payment' ? Number(refId) : null,
          attachmentIds: attachments.ids,
          ...(botThread ? { botThread } : {}),
        }),
      )}
    >
      {fromBot ? <p className="notice">{t('form.fromBot')}</p> : null}
      <TextField
        name="subject"
        label={t('form.subject')}
        value={subject}
        maxLength={SUPPORT_SUBJECT_MAX}
        error={form.errors.subject ?? null}
        onChange={(e) => setSubject(e.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor="ticket-category">
          {t('form.category')}
        </label>
        <select
          id="ticket-category"
          className="field__input"
          value={category}
          onChange={(e) => setCategory(e.target.value as SupportCategory)}
        >
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.errors.taskId || form.errors.paymentId ? 'field has-error' : 'field'}>
        <label className="field__label" htmlFor="ticket-reference">
          {t('form.reference')}
        </label>
        <select
          id="ticket-reference"
          className="field__input"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          data-testid="ticket-reference"
        >
          <option value="">{t('form.noReference')}</option>
          {refs.data && refs.data.tasks.length > 0 ? (
            <optgroup label={t('form.tasks')}>
              {refs.data.tasks.map((task) => (
                <option key={task.id} value={`task:${task.id}`}>
                  {t('refs.task', { id: task.id, kind: task.kind, status: task.status })} ·{' '}
                  {formatDate(task.createdAt, lang)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {refs.data && refs.data.payments.length > 0 ? (
            <optgroup label={t('form.payments')}>
              {refs.data.payments.map((p) => (
                <option key={p.id} value={`payment:${p.id}`}>
                  {t('refs.payment', { id: p.id, amount: formatMicros(p.amountMicros, lang), status: p.status })} ·{' '}
                  {formatDate(p.createdAt, lang)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <p className="field__hint">{t('form.referenceHint')}</p>
      </div>
      <TextAreaField
        name="body"
        label={t('form.body')}
        hint={t('form.bodyHint')}
        value={body}
        rows={8}
        maxLength={SUPPORT_BODY_MAX}
        error={form.errors.body ?? null}
        onChange={(e) => setBody(e.target.value)}
      />
      {attachments.field}
      {form.formError ? <FormError error={form.formError} /> : null}
      <SubmitRow pending={form.pending} label={t('form.submit')} pendingLabel={t('reply.sending')} />
    </form>
  );
}
