import { ChangePasswordBodySchema, PASSWORD_MAX } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { profileApi, profileKeys } from './api.ts';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** A new password (`POST /api/v2/profile/password`); every other session of the account ends. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => profileApi.changePassword(api, body),
    onSuccess: () => {
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    onError: (err) => {
      if (err instanceof RequestError && err.code === 'AUTH_WRONG_PASSWORD') {
        setErrors({ currentPassword: 'errors:AUTH_WRONG_PASSWORD' });
      } else setErrors(serverFieldErrors(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    change.reset();
    const checked = validate(ChangePasswordBodySchema, values);
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    if (!found.newPassword && values.newPassword !== values.repeat) found.repeat = 'mismatch';
    if (!checked.ok || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    change.mutate(checked.data);
  }

  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const shownInField = Object.keys(errors).length > 0;
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        name="currentPassword"
        type="password"
        label={t('password.current')}
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={set('currentPassword')}
      />
      <TextField
        name="newPassword"
        type="password"
        label={t('password.new')}
        hint={t('password.newHint')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        name="repeat"
        type="password"
        label={t('password.repeat')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.repeat}
        error={errors.repeat}
        onChange={set('repeat')}
      />
      <FormError error={change.error && !shownInField ? change.error : null} />
      {change.isSuccess ? <Notice tone="success">{t('password.changed')}</Notice> : null}
      <div className="row">
        <Button type="submit" disabled={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
