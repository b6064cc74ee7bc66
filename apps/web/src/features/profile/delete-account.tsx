import { DeleteAccountBodySchema } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors, validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { signOutLocally } from '../user/current-user.ts';
import { profileApi, profileKeys } from './api.ts';

/** Closing the account: the consequences, the password, then a confirmation before `POST delete`. */
export function DeleteAccountForm() {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useFormSubmit({
    send: (body: { password: string }) => profileApi.deleteAccount(api, body),
    onSuccess: () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: profileKeys.profile });
      signOutLocally(queryClient);
      navigate('/');
    },
    fieldErrors: (err) =>
      codeOf(err) === 'AUTH_WRONG_PASSWORD' ? { password: 'errors:AUTH_WRONG_PASSWORD' } : serverFieldErrors(err),
    onError: () => setConfirming(false),
  });
  const remove = form.mutation;

  // The form only asks; the confirmation in the dialog sends.
  function submit(e: FormEvent) {
    e.preventDefault();
    remove.reset();
    const checked = validate(DeleteAccountBodySchema, { password });
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setErrors({});
    setConfirming(true);
  }

  return (
    <>
      <p className="lead">{t('delete.lead')}</p>
      <ul>
        <li>{t('delete.emailFreed')}</li>
        <li>{t('delete.apiKeyStops')}</li>
        <li>{t('delete.sessionsEnd')}</li>
        <li>{t('delete.historyKept')}</li>
      </ul>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          name="password"
          type="password"
          label={t('delete.password')}
          autoComplete="current-password"
          value={password}
          error={form.errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError error={form.formError} />
        <SubmitRow pending={form.pending} variant="danger" label={t('delete.submit')} />
      </form>
      <Modal
        open={confirming}
        size="sm"
        title={t('delete.confirmTitle')}
        onClose={remove.isPending ? undefined : () => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" disabled={remove.isPending} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate({ password })}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('delete.confirmText')}</p>
      </Modal>
    </>
  );
}
