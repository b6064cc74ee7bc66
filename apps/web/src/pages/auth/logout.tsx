import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi, forgetSession } from '../../features/auth/api.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

/** Why the visitor landed here, when another page signed them out. */
const REASONS = new Set(['password_changed', 'account_closed']);

/**
 * Sign-out: ends the server session once (also for a visitor who is already signed out), then forgets
 * the local user. The layout sends a visitor whose session ended elsewhere here, so this page itself
 * never navigates away.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  const [state, setState] = useState<'pending' | 'done' | 'error'>('pending');
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  const signOut = useCallback(() => {
    started.current = true;
    setState('pending');
    setError(null);
    authApi.logout(api).then(
      () => {
        forgetSession(queryClient);
        setState('done');
      },
      (err: unknown) => {
        setError(err);
        setState('error');
      },
    );
  }, [api, queryClient]);

  useEffect(() => {
    if (!started.current) signOut();
  }, [signOut]);

  return (
    <section className="page page--narrow" data-route="authLogout" aria-busy={state === 'pending'}>
      <h1>{t('routes:authLogout.title')}</h1>
      {reason && REASONS.has(reason) ? <Notice tone="success">{t(`logout.reason.${reason}`)}</Notice> : null}
      {state === 'pending' ? (
        <p role="status" aria-live="polite">
          {t('logout.pending')}
        </p>
      ) : null}
      {state === 'done' ? (
        <>
          <p className="lead" role="status">
            {t('logout.done')}
          </p>
          <div className="row">
            <Link to="/auth/login" className="button button--primary">
              {t('logout.signIn')}
            </Link>
            <Link to="/" className="button button--ghost">
              {t('logout.home')}
            </Link>
          </div>
        </>
      ) : null}
      {state === 'error' ? (
        <>
          <FormError error={error} />
          <Button onClick={signOut}>{t('logout.retry')}</Button>
        </>
      ) : null}
    </section>
  );
}
