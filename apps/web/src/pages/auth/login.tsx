import { type LoginBody, LoginBodySchema } from '@crowdsolve/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { withReturnTo } from '../../features/auth/destinations.ts';
import { splitServerError, useFocusFirstError } from '../../features/auth/form.ts';
import { useAfterSignIn } from '../../features/auth/use-after-sign-in.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';

const FIELDS = ['email', 'password'] as const;

/** Sign-in by email and password; the second factor follows on its own page when it is on. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const [formError, setFormError] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: (body: LoginBody) => authApi.login(api, body),
    onSuccess: (reply) => {
      if (reply.status === 'ok') afterSignIn(reply.user);
      else navigate(withReturnTo('/auth/oauth-2fa', returnTo));
    },
    onError: (err) => {
      const split = splitServerError(err, FIELDS);
      setFieldErrors(split.fields);
      setFormError(split.form);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const result = validate(LoginBodySchema, { email, password });
    if (!result.ok) {
      setFieldErrors(result.errors);
      return;
    }
    setFieldErrors({});
    mutation.mutate(result.data);
  }

  return (
    <section className="page page--narrow" data-route="authLogin">
      <h1>{t('routes:authLogin.title')}</h1>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        <p>
          <Link to="/auth/remind">{t('login.forgot')}</Link>
        </p>
        <FormError error={formError} />
        <div className="row">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </div>
      </form>
      <p>
        {t('login.noAccount')} <Link to="/auth/register">{t('login.register')}</Link>
      </p>
    </section>
  );
}
