import {
  isLanguage,
  PASSWORD_MIN,
  RegisterBodySchema,
  type RegisterReply,
  type UserType,
  UserTypeSchema,
} from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi, profileKeys } from '../../features/auth/api.ts';
import { afterSignInPath } from '../../features/auth/destinations.ts';
import { MailStatusNotice } from '../../features/auth/mail-status.tsx';
import { RolePicker } from '../../features/auth/role-picker.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, TextField } from '../../ui/field.tsx';
import { pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';

const FIELDS = ['email', 'password', 'userType', 'acceptTerms'] as const;

/**
 * Sign-up: email, password, an optional role and the terms. A new account is signed in at once;
 * the page then says what became of the confirmation letter and leads to the account.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { api } = useAppEnv();
  const [searchParams] = useSearchParams();
  const preset = UserTypeSchema.safeParse(searchParams.get('userType'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [userType, setUserType] = useState<UserType | null>(preset.success ? preset.data : null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const queryClient = useQueryClient();
  const form = useFormSubmit({
    send: (body: Parameters<typeof authApi.register>[1]) => authApi.register(api, body),
    onSuccess: (reply) => {
      if (!reply.user) return;
      queryClient.removeQueries({ queryKey: profileKeys.all });
      queryClient.setQueryData(userKeys.current, reply.user);
    },
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
                payment: <Link to="/payment-policy" target="_blank" rel="noopener" />,
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

/**
 * After sign-up: what became of the letter, and the way on — into the new account (signed in), or
 * to sign-in when the address already had an account (its owner was sent a notice instead).
 */
function Registered({ reply }: { reply: RegisterReply }) {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const [searchParams] = useSearchParams();
  const [mail, setMail] = useState(reply.mail);
  const resend = useMutation({
    mutationFn: () => authApi.sendConfirmation(api),
    onSuccess: (next) => {
      if (next.mail) setMail(next.mail);
    },
  });
  const user = reply.user;
  return (
    <section className="page page--narrow" data-route="authRegister">
      <h1>{user ? t('register.done.title') : t('register.sent.title')}</h1>
      <MailStatusNotice mail={mail} email={reply.email} />
      {user ? (
        <>
          <FormError error={resend.error} />
          <div className="row">
            <Button variant="ghost" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending
                ? t('confirmEmail.sending')
                : mail.status === 'failed'
                  ? t('mailStatus.retry')
                  : t('confirmEmail.send')}
            </Button>
          </div>
          <p>{t('register.done.signedIn')}</p>
          <div className="row">
            <Link to={afterSignInPath(user, searchParams.get('return_to'))} className="button button--primary">
              {t('register.done.continue')}
            </Link>
          </div>
        </>
      ) : (
        <div className="row">
          <Link to="/auth/login" className="button button--primary">
            {t('register.sent.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
