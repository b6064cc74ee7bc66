import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { profileQuery } from '../profile/api.ts';

/** Reminds a signed-in user with an unconfirmed address what confirming unlocks. */
export function ConfirmEmailBanner() {
  const { api } = useAppEnv();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // Not on the sign-in and mail-link pages, where the session may be ending.
  const onAuthPage = pathname.startsWith('/auth/');
  const profile = useQuery({ ...profileQuery(api), enabled: !onAuthPage });
  if (onAuthPage || !profile.data || profile.data.emailConfirmed) return null;
  return (
    <aside className="region-banner" data-testid="confirm-email-banner" aria-label={t('confirmBanner.label')}>
      <p>
        {t('confirmBanner.text')} <Link to="/auth/confirm-email">{t('confirmBanner.link')}</Link>
      </p>
    </aside>
  );
}
