import { type MailLink, PASSWORD_MIN, ResetPasswordBodySchema } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi, forgetSession } from '../../features/auth/api.ts';
import { LinkFailure, MailLinkPage, useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors, validate } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

const LINK_CODES = new Set(['AUTH_LINK_INVALID', 'AUTH_LINK_USED', 'AUTH_LINK_EXPIRED']);

/** The link from a password reminder: checked first, then a new password (which ends every session). */
export function CheckRemindPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const link = useMailLinkParams();
  return (
    <MailLinkPage
      routeId="authCheckRemind"
      link={link}
      run={(l) => authApi.checkRemind(api, l)}
      retry={{ to: '/auth/remind', label: t('mailLink.newLetter') }}
      success={() => (link ? <NewPasswordForm link={link} /> : null)}
    />
  );
}

function NewPasswordForm({ link }: { link: MailLink }) {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useFormSubmit({
    send: (body: { hash: string; userId: number; password: string }) => authApi.resetPassword(api, body),
    onSuccess: () => {
      // Every session ended. A signed-in visitor sees it on the sign-out page (the layout would send
      // them there anyway once the user is gone); anyone else stays here to read the outcome.
      if (queryClient.getQueryData(userKeys.current)) {
        navigate('/auth/logout?reason=password_changed', { replace: true });
        return;
      }
      forgetSession(queryClient);
    },
    fieldErrors: (err) => pickFields(serverFieldErrors(err), ['password']),
  });

  function check() {
    const result = validate(ResetPasswordBodySchema, { ...link, password });
    const errors = result.ok ? {} : { ...result.errors };
    if (!errors.password && password !== repeat) errors.repeat = 'mismatch';
    return result.ok && !errors.repeat ? result : { ok: false as const, errors };
  }

  if (form.mutation.isSuccess) {
    return (
      <>
        <Notice tone="success">{t('checkRemind.done')}</Notice>
        <p>{t('checkRemind.doneHint')}</p>
        <div className="row">
          <Link to="/auth/login" className="button button--primary">
            {t('checkRemind.signIn')}
          </Link>
        </div>
      </>
    );
  }
  const failedCode = codeOf(form.mutation.error);
  if (failedCode && LINK_CODES.has(failedCode)) {
    return <LinkFailure error={form.mutation.error} retry={{ to: '/auth/remind', label: t('mailLink.newLetter') }} />;
  }
  return (
    <>
      <p className="lead">{t('checkRemind.lead')}</p>
      <form ref={form.ref} className="form" noValidate onSubmit={form.onSubmit(check)}>
        <TextField
          name="password"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errors.password}
          required
        />
        <TextField
          name="repeat"
          type="password"
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={form.errors.repeat}
          required
        />
        <FormError error={form.formError} />
        <SubmitRow pending={form.pending} label={t('checkRemind.submit')} pendingLabel={t('checkRemind.submitting')} />
      </form>
    </>
  );
}
