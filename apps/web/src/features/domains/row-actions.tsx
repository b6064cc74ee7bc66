import { type SiteDomain, type SiteDomainUpdateBody, SiteDomainUpdateBodySchema } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { domainKeys, domainsApi } from './api.ts';
import { domainFieldError } from './fields.ts';

/** What an admin does with an added host: make it primary (or not), edit its note, remove it. */
export function DomainActions({ domain }: { domain: SiteDomain }) {
  const { t } = useTranslation('domains');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'note' | 'remove' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: domainKeys.all });
  const close = () => setDialog(null);
  const primary = useFormSubmit<SiteDomainUpdateBody, SiteDomain>({
    send: (body) => domainsApi.update(api, domain.host, body),
    onSuccess: () => void refresh(),
  });
  const remove = useFormSubmit<null, null>({
    send: () => domainsApi.remove(api, domain.host),
    onSuccess: () => {
      close();
      void refresh();
    },
  });
  return (
    <div className="domains-actions">
      <form className="row" onSubmit={primary.onSubmit(() => ({ ok: true, data: { primary: !domain.primary } }))}>
        <SubmitRow
          pending={primary.pending}
          variant="ghost"
          label={domain.primary ? t('actions.unsetPrimary') : t('actions.makePrimary')}
        >
          <Button variant="ghost" onClick={() => setDialog('note')}>
            {t('actions.editNote')}
          </Button>
          <Button variant="danger" onClick={() => setDialog('remove')}>
            {t('actions.remove')}
          </Button>
        </SubmitRow>
      </form>
      <FormError error={primary.formError} />
      {dialog === 'note' ? (
        <NoteDialog
          domain={domain}
          onDone={() => {
            close();
            void refresh();
          }}
          onClose={close}
        />
      ) : null}
      <Modal open={dialog === 'remove'} size="sm" title={t('remove.title', { host: domain.host })} onClose={close}>
        <p>{t('remove.text')}</p>
        <form onSubmit={remove.onSubmit(() => ({ ok: true, data: null }))}>
          <FormError error={remove.formError} />
          <SubmitRow pending={remove.pending} variant="danger" label={t('remove.confirm')}>
            <Button variant="ghost" onClick={close}>
              {t('remove.cancel')}
            </Button>
          </SubmitRow>
        </form>
      </Modal>
    </div>
  );
}

function NoteDialog(props: { domain: SiteDomain; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('domains');
  const { api } = useAppEnv();
  const [note, setNote] = useState(props.domain.note);
  const form = useFormSubmit<SiteDomainUpdateBody, SiteDomain>({
    send: (body) => domainsApi.update(api, props.domain.host, body),
    onSuccess: props.onDone,
  });
  return (
    <Modal open title={t('note.title', { host: props.domain.host })} onClose={props.onClose}>
      <form ref={form.ref} noValidate onSubmit={form.onSubmit(() => validate(SiteDomainUpdateBodySchema, { note }))}>
        <TextField
          label={t('add.note')}
          hint={t('add.noteHint')}
          name="note"
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={domainFieldError(form.errors.note)}
        />
        <FormError error={form.formError} />
        <SubmitRow pending={form.pending} label={t('note.save')} />
      </form>
    </Modal>
  );
}
