import { ChangePasswordBodySchema, PASSWORD_MAX } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors, validate } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { profileApi, profileKeys } from './api.ts';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** A new password (`POST /api/v2/profile/password`); every other session of the account ends. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const form = useFormSubmit({
    send: (body: { currentPassword: string; newPassword: string }) => profileApi.changePassword(api, body),
    onSuccess: () => {
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    fieldErrors: (err) =>
      codeOf(err) === 'AUTH_WRONG_PASSWORD'
        ? { currentPassword: 'errors:AUTH_WRONG_PASSWORD' }
        : serverFieldErrors(err),
  });

  function check() {
    const checked = validate(ChangePasswordBodySchema, values);
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    if (!found.newPassword && values.newPassword !== values.repeat) found.repeat = 'mismatch';
    return checked.ok && Object.keys(found).length === 0 ? checked : { ok: false as const, errors: found };
  }

  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const { errors } = form;
  return (
    <form className="form" noValidate onSubmit={form.onSubmit(check)}>
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
      <FormError error={form.formError} />
      {form.mutation.isSuccess ? <Notice tone="success">{t('password.changed')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('password.submit')} />
    </form>
  );
}
