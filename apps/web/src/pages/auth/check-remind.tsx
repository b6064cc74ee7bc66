import { type MailLink, PASSWORD_MIN, ResetPasswordBodySchema } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi, forgetSession } from '../../features/auth/api.ts';
import { splitServerError, useFocusFirstError } from '../../features/auth/form.ts';
import { LinkFailure, MailLinkPage, useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const [formError, setFormError] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: (body: { hash: string; userId: number; password: string }) => authApi.resetPassword(api, body),
    onSuccess: () => {
      // Every session ended. A signed-in visitor sees it on the sign-out page (the layout would send
      // them there anyway once the user is gone); anyone else stays here to read the outcome.
      if (queryClient.getQueryData(userKeys.current)) {
        navigate('/auth/logout?reason=password_changed', { replace: true });
        return;
      }
      forgetSession(queryClient);
    },
    onError: (err) => {
      const split = splitServerError(err, ['password']);
      setFieldErrors(split.fields);
      setFormError(split.form);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const result = validate(ResetPasswordBodySchema, { ...link, password });
    const errors = result.ok ? {} : { ...result.errors };
    if (!errors.password && password !== repeat) errors.repeat = 'mismatch';
    if (!result.ok || errors.repeat) {
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    mutation.mutate(result.data);
  }

  if (mutation.isSuccess) {
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
  const failedCode = codeOf(mutation.error);
  if (failedCode && LINK_CODES.has(failedCode)) {
    return <LinkFailure error={mutation.error} retry={{ to: '/auth/remind', label: t('mailLink.newLetter') }} />;
  }
  return (
    <>
      <p className="lead">{t('checkRemind.lead')}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          name="password"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        <TextField
          name="repeat"
          type="password"
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={fieldErrors.repeat}
          required
        />
        <FormError error={formError} />
        <div className="row">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('checkRemind.submitting') : t('checkRemind.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
