import type { Profile } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { ApiKeySection } from './api-key.tsx';

/** The profile at a glance: address, name, role, age, two-factor state and the API key. */
export function ProfileOverview({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const hasApiKeyRole = profile.userType === 'customer' || profile.userType === 'developer';
  return (
    <>
      <dl className="details">
        <dt>{t('overview.email')}</dt>
        <dd>
          <span data-testid="profile-email">{profile.email}</span>
          {!profile.emailConfirmed ? (
            <span className="notice notice--warning" role="note" style={{ display: 'block' }}>
              {t('overview.notConfirmed')} <Link to="/auth/confirm-email">{t('overview.confirmLink')}</Link>
            </span>
          ) : null}
          {profile.pendingEmail ? (
            <span className="muted" style={{ display: 'block' }}>
              {t('overview.pendingEmail', { email: profile.pendingEmail })}
            </span>
          ) : null}
        </dd>
        <dt>{t('overview.name')}</dt>
        <dd>{profile.name || <span className="muted">{t('overview.noName')}</span>}</dd>
        <dt>{t('overview.userType')}</dt>
        <dd>
          {profile.userType ? (
            t(`userTypes.${profile.userType}`)
          ) : (
            <span className="muted">{t('overview.noType')}</span>
          )}{' '}
          <Link to="/cabinet/edittype">{t('overview.changeType')}</Link>
        </dd>
        <dt>{t('overview.memberSince')}</dt>
        <dd>{formatDate(profile.createdAt, i18n.language)}</dd>
        <dt>{t('overview.twoFactor')}</dt>
        <dd>
          {profile.twoFactorEnabled ? t('overview.twoFactorOn') : t('overview.twoFactorOff')}{' '}
          <Link to="/profile/authentication">{t('overview.twoFactorManage')}</Link>
        </dd>
      </dl>
      {hasApiKeyRole ? <ApiKeySection profile={profile} /> : null}
    </>
  );
}
