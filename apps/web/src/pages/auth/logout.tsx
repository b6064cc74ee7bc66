import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userKeys } from '../../features/user/current-user.ts';

/** Sign-out: forgets the local user; the server session ends with the identity domain's call. */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(userKeys.current, null);
  }, [queryClient]);
  return (
    <section className="page" data-route="authLogout">
      <h1>{t('routes:authLogout.title')}</h1>
      <p className="lead">{t('common:logout.done')}</p>
      <Link to="/auth/login" className="button button--primary">
        {t('common:nav.signIn')}
      </Link>
    </section>
  );
}
