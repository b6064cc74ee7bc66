import { MAIL_LINK_TTL_HOURS } from '@crowdsolve/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi, profileQuery } from '../../features/auth/api.ts';
import { MailStatusNotice } from '../../features/auth/mail-status.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

/** Why to confirm the address, and a new confirmation letter on request. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data ?? null;
  return (
    <section className="page page--narrow" data-route="authConfirmEmail">
      <h1>{t('routes:authConfirmEmail.title')}</h1>
      {user ? (
        <SignedIn />
      ) : (
        <>
          <p className="lead">{t('confirmEmail.signedOut')}</p>
          <div className="row">
            <Link
              to={`/auth/login?return_to=${encodeURIComponent('/auth/confirm-email')}`}
              className="button button--primary"
            >
              {t('confirmEmail.signIn')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

function SignedIn() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const profile = useQuery(profileQuery(api));
  // What became of the last letter: a server without mail keeps it in its outbox.
  const last = useQuery({
    queryKey: ['auth', 'confirmation-mail'],
    queryFn: () => authApi.confirmationMail(api),
    retry: false,
  });
  const send = useMutation({ mutationFn: () => authApi.sendConfirmation(api) });

  if (profile.isPending) {
    return (
      <p role="status" aria-live="polite">
        {t('confirmEmail.loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <>
        <FormError error={profile.error} />
        <Button onClick={() => void profile.refetch()}>{t('mailLink.retry')}</Button>
      </>
    );
  }
  const { email, emailConfirmed } = profile.data;
  const mail = send.data?.mail ?? last.data?.mail ?? null;
  if (emailConfirmed) {
    return (
      <>
        <Notice tone="success">{t('confirmEmail.confirmed', { email })}</Notice>
        <div className="row">
          <Link to="/profile" className="button button--ghost">
            {t('confirmEmail.toProfile')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="lead">{t('confirmEmail.lead', { email })}</p>
      <p>{t('confirmEmail.unlocks')}</p>
      <ul>
        <li>{t('confirmEmail.benefits.apiKey')}</li>
        <li>{t('confirmEmail.benefits.changeEmail')}</li>
        <li>{t('confirmEmail.benefits.restore')}</li>
      </ul>
      {send.data?.mail?.status === 'sent' ? (
        <Notice tone="success">{t('confirmEmail.sent', { email, hours: MAIL_LINK_TTL_HOURS })}</Notice>
      ) : (
        <>
          {mail ? <MailStatusNotice mail={mail} email={email} /> : null}
          {mail?.status === 'sent' || !mail ? <p className="muted">{t('confirmEmail.noLetter')}</p> : null}
          <FormError error={send.error} />
          <div className="row">
            <Button onClick={() => send.mutate()} disabled={send.isPending}>
              {send.isPending
                ? t('confirmEmail.sending')
                : mail?.status === 'failed'
                  ? t('mailStatus.retry')
                  : t('confirmEmail.send')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
