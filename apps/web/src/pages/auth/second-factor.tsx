import { SecondFactorBodySchema, SecondFactorCodeSchema, TotpCodeSchema } from '@crowdsolve/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { withReturnTo } from '../../features/auth/destinations.ts';
import { useAfterSignIn } from '../../features/auth/use-after-sign-in.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors, validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { pickFields } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** Codes that end the pending sign-in: the visitor has to start again. */
const SIGN_IN_OVER = new Set(['AUTH_2FA_FAILED', 'AUTH_2FA_NOT_PENDING']);

/** The second step of a sign-in with two-factor authentication: a code from the app or a recovery code. */
export function SecondFactorPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  const afterSignIn = useAfterSignIn();
  const inputId = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: (body: { code: string }) => authApi.loginSecondFactor(api, body),
    onSuccess: (reply) => afterSignIn(reply.user),
    onError: (err) => {
      const errCode = codeOf(err);
      if (errCode && SIGN_IN_OVER.has(errCode)) {
        navigate('/auth/two_factor_error', { replace: true });
        return;
      }
      if (errCode === 'AUTH_2FA_INVALID') {
        setCodeError('wrong_code');
        setCode('');
        return;
      }
      const fields = pickFields(serverFieldErrors(err), ['code']);
      setCodeError(fields.code ?? null);
      setFormError(fields.code ? null : err);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const checked = validate(recovery ? SecondFactorCodeSchema : TotpCodeSchema, code);
    const result = checked.ok ? validate(SecondFactorBodySchema, { code: checked.data }) : checked;
    if (!result.ok) {
      setCodeError(Object.values(result.errors)[0] ?? 'invalid_code');
      return;
    }
    setCodeError(null);
    mutation.mutate(result.data);
  }

  function toggleRecovery() {
    setRecovery((r) => !r);
    setCode('');
    setCodeError(null);
  }

  return (
    <section className="page page--narrow" data-route="authOauth2fa">
      <h1>{t('routes:authOauth2fa.title')}</h1>
      <p className="lead">{recovery ? t('secondFactor.leadRecovery') : t('secondFactor.lead')}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className={codeError ? 'field has-error' : 'field'}>
          <label htmlFor={inputId} className="field__label">
            {recovery ? t('secondFactor.recoveryLabel') : t('secondFactor.codeLabel')}
          </label>
          <input
            key={recovery ? 'recovery' : 'totp'}
            id={inputId}
            className="field__input"
            name="code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={recovery ? 20 : 6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing this page asks for
            autoFocus
            required
          />
          <p id={`${inputId}-hint`} className="field__hint">
            {recovery ? t('secondFactor.recoveryHint') : t('secondFactor.codeHint')}
          </p>
          {codeError ? (
            <p id={`${inputId}-error`} className="field__error" role="alert" data-field-error="code">
              {codeError === 'wrong_code'
                ? t('errors:AUTH_2FA_INVALID')
                : t(`common:validation.${codeError}`, { defaultValue: t('common:validation.invalid_code') })}
            </p>
          ) : null}
        </div>
        <FormError error={formError} />
        <div className="row">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('secondFactor.submitting') : t('secondFactor.submit')}
          </Button>
          <Button variant="ghost" onClick={toggleRecovery}>
            {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
          </Button>
        </div>
      </form>
      <p>
        <Link to={withReturnTo('/auth/login', returnTo)}>{t('secondFactor.startOver')}</Link>
      </p>
    </section>
  );
}
