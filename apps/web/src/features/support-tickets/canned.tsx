import { CANNED_TITLE_MAX, CannedBodySchema, SUPPORT_BODY_MAX } from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { cannedQuery, ticketKeys, ticketsApi } from './api.ts';

/** The shared list of canned answers: add one, remove one. */
export function CannedManager() {
  const { t } = useTranslation('tickets');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const canned = useQuery(cannedQuery(api));
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const changed = () => void client.invalidateQueries({ queryKey: ticketKeys.canned });
  const form = useFormSubmit({
    send: (data: { title: string; body: string }) => ticketsApi.addCanned(api, data),
    onSuccess: () => {
      setTitle('');
      setBody('');
      changed();
    },
  });
  return (
    <section className="tickets-canned card" data-testid="canned-manager">
      <h3>{t('canned.title')}</h3>
      <QueryView query={canned}>
        {(data) =>
          data.records.length === 0 ? (
            <p className="muted">{t('canned.empty')}</p>
          ) : (
            <ul className="tickets-context__list">
              {data.records.map((r) => (
                <li key={r.id}>
                  <strong>{r.title}</strong> — <span className="muted">{r.body}</span>{' '}
                  <Button variant="ghost" onClick={() => void ticketsApi.removeCanned(api, r.id).then(changed)}>
                    {t('canned.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <form ref={form.ref} noValidate onSubmit={form.onSubmit(() => validate(CannedBodySchema, { title, body }))}>
        <TextField
          name="title"
          label={t('canned.name')}
          value={title}
          maxLength={CANNED_TITLE_MAX}
          error={form.errors.title ?? null}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          name="body"
          label={t('canned.text')}
          value={body}
          rows={4}
          maxLength={SUPPORT_BODY_MAX}
          error={form.errors.body ?? null}
          onChange={(e) => setBody(e.target.value)}
        />
        {form.formError ? <FormError error={form.formError} /> : null}
        <SubmitRow pending={form.pending} label={t('canned.add')} />
      </form>
    </section>
  );
}
