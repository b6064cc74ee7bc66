import { MAIL_LINK_TTL_HOURS, type RemindBody, RemindBodySchema } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { TextField } from '../../ui/field.tsx';
import { type Checked, pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

/** Password reminder: the same neutral answer whether or not an account uses the address. */
export function RemindPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const [email, setEmail] = useState('');
  const form = useFormSubmit({
    send: (body: RemindBody) => authApi.remind(api, body),
    fieldErrors: (err) => pickFields(serverFieldErrors(err), ['email']),
  });

  function check(): Checked<RemindBody> {
    const result = validate(RemindBodySchema, { email });
    return result.ok ? result : { ok: false, errors: { email: result.errors.email ?? 'invalid_email' } };
  }

  return (
    <section className="page page--narrow" data-route="authRemind">
      <h1>{t('routes:authRemind.title')}</h1>
      {form.mutation.isSuccess ? (
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
          <form className="form" noValidate onSubmit={form.onSubmit(check)}>
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
            <FormError error={form.formError} />
            <SubmitRow pending={form.pending} label={t('remind.submit')} pendingLabel={t('remind.submitting')} />
          </form>
          <p>
            <Link to="/auth/login">{t('remind.backToSignIn')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
