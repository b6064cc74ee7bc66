import { SUPPORT_BODY_MAX } from '@crowdsolve/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/errors.ts';
import { CheckboxField, TextAreaField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { usePendingFiles } from './attachments.tsx';

export interface ReplyInput {
  body: string;
  attachmentIds: string[];
  internal: boolean;
}

/**
 * A reply with its attachments; for staff also "internal note" and whatever `tools` adds (the
 * canned answers, which fill the text through `setBody`).
 */
export function ReplyForm(props: {
  send: (input: ReplyInput) => Promise<unknown>;
  onSent: () => void;
  staff?: boolean;
  label: string;
  tools?: (setBody: (text: string) => void) => ReactNode;
}) {
  const { t } = useTranslation('tickets');
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const attachments = usePendingFiles();
  const form = useFormSubmit({
    send: props.send,
    // Only the text shows beside its field; a refused file is the form's error.
    fieldErrors: (err) => pickFields(serverFieldErrors(err), ['body']),
    onSuccess: () => {
      setBody('');
      attachments.clear();
      setInternal(false);
      props.onSent();
    },
  });
  return (
    <form
      ref={form.ref}
      className="tickets-reply"
      noValidate
      onSubmit={form.onSubmit(() =>
        body.trim() === ''
          ? { ok: false, errors: { body: 'required' } }
          : { ok: true, data: { body, attachmentIds: attachments.ids, internal } },
      )}
      data-testid="ticket-reply"
    >
      {props.tools?.((text) => setBody((current) => (current.trim() ? `${current.trimEnd()}\n\n${text}` : text)))}
      <TextAreaField
        name="body"
        label={props.label}
        value={body}
        rows={6}
        maxLength={SUPPORT_BODY_MAX}
        error={form.errors.body ?? null}
        onChange={(e) => setBody(e.target.value)}
      />
      {attachments.field}
      {props.staff ? (
        <>
          <CheckboxField
            name="internal"
            label={t('desk.internal')}
            checked={internal}
            onChange={(e) => setInternal(e.target.checked)}
          />
          <p className="field__hint">{t('desk.internalHint')}</p>
        </>
      ) : null}
      {form.formError ? <FormError error={form.formError} /> : null}
      <SubmitRow
        pending={form.pending}
        label={internal ? t('desk.addNote') : t('reply.send')}
        pendingLabel={t('reply.sending')}
      />
    </form>
  );
}
