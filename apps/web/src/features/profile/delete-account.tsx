import { DeleteAccountBodySchema } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: (body: { password: string }) => profileApi.deleteAccount(api, body),
    onSuccess: () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: profileKeys.profile });
      signOutLocally(queryClient);
      navigate('/');
    },
    onError: (err) => {
      setConfirming(false);
      if (err instanceof RequestError && err.code === 'AUTH_WRONG_PASSWORD') {
        setErrors({ password: 'errors:AUTH_WRONG_PASSWORD' });
      } else setErrors(serverFieldErrors(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    remove.reset();
    const checked = validate(DeleteAccountBodySchema, { password });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
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
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError error={remove.error && Object.keys(errors).length === 0 ? remove.error : null} />
        <div className="row">
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {t('delete.submit')}
          </Button>
        </div>
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
