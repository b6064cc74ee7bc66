import { LANGUAGES, type Language, SendSystemMessageBodySchema } from '@crowdsolve/contract';
import { type TextareaHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { adminApi } from './api.ts';

export const SYSTEM_MESSAGE_GROUPS = ['all', 'customer', 'worker', 'developer'] as const;
type Group = (typeof SYSTEM_MESSAGE_GROUPS)[number];

const EMPTY: Record<Language, string> = { en: '', ru: '', zh: '' };

/** A labelled textarea with its hint and its error (a `common:validation` code). */
export function TextAreaField({
  label,
  hint,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string | null;
  name: string;
}) {
  const id = useId();
  const { t } = useTranslation('common');
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
        }
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" data-field-error={area.name}>
          {t(`validation.${error}`, { defaultValue: t('validation.invalid') })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A system message (HTML per language, English required) to one user (`userId`) or to a
 * group chosen in the form. `POST /api/v2/admin/system_messages`.
 */
export function SystemMessageForm({ userId }: { userId?: number }) {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const groupId = useId();
  const [message, setMessage] = useState(EMPTY);
  const [group, setGroup] = useState<Group>('all');
  const form = useFormSubmit({
    send: (body: Parameters<typeof adminApi.sendSystemMessage>[1]) => adminApi.sendSystemMessage(api, body),
    onSuccess: () => setMessage(EMPTY),
  });

  function check() {
    return validate(SendSystemMessageBodySchema, {
      message: { en: message.en, ru: message.ru.trim() || undefined, zh: message.zh.trim() || undefined },
      audience: userId !== undefined ? { kind: 'user', userId } : { kind: 'group', group },
    });
  }

  const sent = form.mutation.data;
  return (
    <form className="form form--wide" noValidate onSubmit={form.onSubmit(check)} data-testid="system-message-form">
      {userId === undefined ? (
        <div className="field">
          <label htmlFor={groupId} className="field__label">
            {t('message.group')}
          </label>
          <select
            id={groupId}
            name="group"
            className="select"
            value={group}
            onChange={(e) => setGroup(e.target.value as Group)}
          >
            {SYSTEM_MESSAGE_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`message.groups.${g}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="field__hint">{t('message.note')}</p>
      {LANGUAGES.map((lang) => (
        <TextAreaField
          key={lang}
          name={`message.${lang}`}
          lang={lang}
          label={t(`message.html.${lang}`)}
          required={lang === 'en'}
          value={message[lang]}
          error={form.errors[`message.${lang}`]}
          onChange={(e) => setMessage((m) => ({ ...m, [lang]: e.target.value }))}
        />
      ))}
      <FormError error={form.formError} />
      {sent ? <Notice tone="success">{t('message.sent', { count: sent.recipients })}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('message.send')} />
    </form>
  );
}
