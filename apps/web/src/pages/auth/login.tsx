import { type LoginBody, LoginBodySchema } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { withReturnTo } from '../../features/auth/destinations.ts';
import { useAfterSignIn } from '../../features/auth/use-after-sign-in.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
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
  const form = useFormSubmit({
    send: (body: LoginBody) => authApi.login(api, body),
    onSuccess: (reply) => {
      if (reply.status === 'ok') afterSignIn(reply.user);
      else navigate(withReturnTo('/auth/oauth-2fa', returnTo));
    },
    fieldErrors: (err) => pickFields(serverFieldErrors(err), FIELDS),
  });

  return (
    <section className="page page--narrow" data-route="authLogin">
      <h1>{t('routes:authLogin.title')}</h1>
      <form
        ref={form.ref}
        className="form"
        noValidate
        onSubmit={form.onSubmit(() => validate(LoginBodySchema, { email, password }))}
      >
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={form.errors.email}
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errors.password}
          required
        />
        <p>
          <Link to="/auth/remind">{t('login.forgot')}</Link>
        </p>
        <FormError error={form.formError} />
        <SubmitRow pending={form.pending} label={t('login.submit')} pendingLabel={t('login.submitting')} />
      </form>
      <p>
        {t('login.noAccount')} <Link to="/auth/register">{t('login.register')}</Link>
      </p>
    </section>
  );
}
