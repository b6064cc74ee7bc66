import {
  isLanguage,
  PASSWORD_MIN,
  RegisterBodySchema,
  type RegisterReply,
  type UserType,
  UserTypeSchema,
} from '@crowdsolve/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { RolePicker } from '../../features/auth/role-picker.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { CheckboxField, TextField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

const FIELDS = ['email', 'password', 'userType', 'acceptTerms'] as const;

/** Sign-up: email, password, an optional role and the terms. It does not sign the visitor in. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { api } = useAppEnv();
  const [searchParams] = useSearchParams();
  const preset = UserTypeSchema.safeParse(searchParams.get('userType'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [userType, setUserType] = useState<UserType | null>(preset.success ? preset.data : null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const form = useFormSubmit({
    send: (body: Parameters<typeof authApi.register>[1]) => authApi.register(api, body),
    fieldErrors: (err) => pickFields(serverFieldErrors(err), FIELDS),
  });

  if (form.mutation.isSuccess) return <Registered reply={form.mutation.data} />;

  return (
    <section className="page page--narrow" data-route="authRegister">
      <h1>{t('routes:authRegister.title')}</h1>
      <p className="lead">{t('register.lead')}</p>
      <form
        ref={form.ref}
        className="form form--wide"
        noValidate
        onSubmit={form.onSubmit(() =>
          validate(RegisterBodySchema, {
            email,
            password,
            userType: userType ?? undefined,
            acceptTerms,
            interfaceLanguage: isLanguage(i18n.language) ? i18n.language : undefined,
          }),
        )}
      >
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={form.errors.email}
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errors.password}
          required
        />
        <RolePicker
          legend={t('register.roleLegend')}
          value={userType}
          onChange={setUserType}
          optional
          error={form.errors.userType}
        />
        <CheckboxField
          name="acceptTerms"
          checked={acceptTerms}
          onChange={(e) => setAcceptTerms(e.target.checked)}
          error={form.errors.acceptTerms}
          label={
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: <Link to="/terms-of-service" target="_blank" rel="noopener" />,
                privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" />,
              }}
            />
          }
        />
        <FormError error={form.formError} />
        <SubmitRow pending={form.pending} label={t('register.submit')} pendingLabel={t('register.submitting')} />
      </form>
      <p>
        {t('register.haveAccount')} <Link to="/auth/login">{t('register.signIn')}</Link>
      </p>
    </section>
  );
}

/** After sign-up: the same answer whether the address was free or not (the server tells no one). */
function Registered({ reply }: { reply: RegisterReply }) {
  const { t } = useTranslation('auth');
  return (
    <section className="page page--narrow" data-route="authRegister">
      <h1>{t('register.sent.title')}</h1>
      <Notice tone="success">{t('register.sent.text', { email: reply.email })}</Notice>
      <p className="muted">{t('register.sent.spam')}</p>
      <div className="row">
        <Link to="/auth/login" className="button button--primary">
          {t('register.sent.signIn')}
        </Link>
      </div>
    </section>
  );
}
