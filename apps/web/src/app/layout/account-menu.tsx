import type { CurrentUser } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { profileQuery } from '../../features/profile/api.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatMicros } from '../../lib/money.ts';
import { AccountIcon } from '../../ui/icons.tsx';
import { Disclosure } from './disclosure.tsx';

/**
 * The signed-in user's menu: the button shows the account's email; the panel the balance, the
 * profile and security screens, and sign-out.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { api } = useAppEnv();
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  // The same profile the confirm-email banner reads; not on the sign-in and mail-link pages,
  // where the session may be ending.
  const profile = useQuery({ ...profileQuery(api), enabled: !pathname.startsWith('/auth/') });
  const email = profile.data?.email ?? null;
  // `GET /api/v2/user` gives the balance in dollars (2captcha's shape).
  const balance = formatMicros(Math.round(user.balance.amount * 1_000_000), i18n.language);

  return (
    <Disclosure
      className="menu menu--end"
      buttonClassName="button button--ghost menu__button account-menu__button"
      ariaLabel={email ? t('account.labelWithEmail', { email }) : t('account.label')}
      label={
        <>
          <AccountIcon size={18} aria-hidden="true" className="account-menu__icon" />
          <span className="account-menu__email">{email ?? t('account.label')}</span>
        </>
      }
    >
      <p className="account-menu__balance" data-testid="account-balance">
        <span>{t('account.balance')}</span> <strong>{balance}</strong>
      </p>
      <ul className="menu__list">
        <li>
          <Link to="/profile" className="menu__item">
            {t('routes:profile.title')}
          </Link>
        </li>
        <li>
          <Link to="/profile/authentication" className="menu__item">
            {t('account.security')}
          </Link>
        </li>
        <li>
          <Link to="/auth/logout" className="menu__item">
            {t('nav.signOut')}
          </Link>
        </li>
      </ul>
    </Disclosure>
  );
}
