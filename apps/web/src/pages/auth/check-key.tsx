import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi, profileKeys } from '../../features/auth/api.ts';
import { CABINET_PATH } from '../../features/auth/destinations.ts';
import { MailLinkPage, useMailLinkParams } from '../../features/auth/mail-link.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Notice } from '../../ui/form-error.tsx';

/** The confirmation link of an address: confirms it on opening. */
export function CheckKeyPage() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const link = useMailLinkParams();
  return (
    <MailLinkPage
      routeId="authCheckKey"
      link={link}
      run={async (l) => {
        const reply = await authApi.checkKey(api, l);
        await queryClient.invalidateQueries({ queryKey: profileKeys.all });
        return reply;
      }}
      retry={{ to: '/auth/confirm-email', label: t('mailLink.newLetter') }}
      success={() => <Confirmed />}
    />
  );
}

function Confirmed() {
  const { t } = useTranslation('auth');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data ?? null;
  const type = user?.profile.userType ?? null;
  return (
    <>
      <Notice tone="success">{t('checkKey.done')}</Notice>
      <p>{t('checkKey.doneHint')}</p>
      <div className="row">
        {user ? (
          <Link to={type ? CABINET_PATH[type] : '/select-role'} className="button button--primary">
            {t('checkKey.toAccount')}
          </Link>
        ) : (
          <Link to="/auth/login" className="button button--primary">
            {t('checkKey.signIn')}
          </Link>
        )}
      </div>
    </>
  );
}
