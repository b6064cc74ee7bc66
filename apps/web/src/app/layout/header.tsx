import type { CurrentUser } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { RouteDef } from '../route-types.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { navigationFor } from './navigation.ts';
import { StaffMenu } from './staff-menu.tsx';

export function Header({ user, def }: { user: CurrentUser | null; def: RouteDef | null }) {
  const { t } = useTranslation('common');
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="brand" aria-label={t('brandHome')}>
          <span className="brand__mark" aria-hidden="true">
            ◆
          </span>
          Crowdsolve
        </Link>
        <nav className="nav" aria-label={t('nav.label')}>
          {navigationFor(user).map((item) => (
            <NavLink key={item.key} to={item.to} className="nav__link">
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
          <StaffMenu user={user} />
        </nav>
        <div className="header__end">
          <LanguageSwitcher def={def} />
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Link to="/auth/login" className="button button--ghost">
                {t('nav.signIn')}
              </Link>
              <Link to="/auth/register" className="button button--primary">
                {t('nav.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
