import { MAIL_LINK_TTL_HOURS, type RemindBody, RemindBodySchema } from '@crowdsolve/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { splitServerError } from '../../features/auth/form.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

/** Password reminder: the same neutral answer whether or not an account uses the address. */
export function RemindPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: (body: RemindBody) => authApi.remind(api, body),
    onError: (err) => {
      const split = splitServerError(err, ['email']);
      setEmailError(split.fields.email ?? null);
      setFormError(split.form);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const result = validate(RemindBodySchema, { email });
    if (!result.ok) {
      setEmailError(result.errors.email ?? 'invalid_email');
      return;
    }
    setEmailError(null);
    mutation.mutate(result.data);
  }

  return (
    <section className="page page--narrow" data-route="authRemind">
      <h1>{t('routes:authRemind.title')}</h1>
      {mutation.isSuccess ? (
        <>
          <Notice tone="success">{t('remind.sent', { hours: MAIL_LINK_TTL_HOURS })}</Notice>
          <p className="muted">{t('remind.sentHint')}</p>
          <div className="row">
            <Link to="/auth/login" className="button button--primary">
              {t('remind.signIn')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="lead">{t('remind.lead')}</p>
          <form className="form" noValidate onSubmit={onSubmit}>
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailError}
              required
            />
            <FormError error={formError} />
            <div className="row">
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('remind.submitting') : t('remind.submit')}
              </Button>
            </div>
          </form>
          <p>
            <Link to="/auth/login">{t('remind.backToSignIn')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
