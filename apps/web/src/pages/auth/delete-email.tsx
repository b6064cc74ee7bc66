import type { CurrentUser } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../features/auth/api.ts';
import { MailLinkPage, useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Notice } from '../../ui/form-error.tsx';

/**
 * The "this is not my account" link of a confirmation letter: removes the address and closes the
 * unconfirmed account, only after the visitor asks for it (mail scanners open links too).
 */
export function DeleteEmailPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const link = useMailLinkParams();
  return (
    <MailLinkPage
      routeId="authDeleteEmail"
      link={link}
      confirm={{
        text: (
          <>
            <p>{t('deleteEmail.lead')}</p>
            <p>{t('deleteEmail.warning')}</p>
          </>
        ),
        button: t('deleteEmail.confirm'),
      }}
      run={async (l) => {
        await authApi.deleteEmail(api, l);
        // The closed account's sessions ended: if it is the one signed in here, sign out locally too.
        if (queryClient.getQueryData<CurrentUser | null>(userKeys.current)?.id === l.userId) {
          navigate('/auth/logout?reason=account_closed', { replace: true });
        }
        return true;
      }}
      retry={{ to: '/', label: t('deleteEmail.home') }}
      success={() => (
        <>
          <Notice tone="success">{t('deleteEmail.done')}</Notice>
          <p>{t('deleteEmail.doneHint')}</p>
          <div className="row">
            <Link to="/" className="button button--ghost">
              {t('deleteEmail.home')}
            </Link>
          </div>
        </>
      )}
    />
  );
}
