import type { CurrentUser } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ShieldCheckIcon, SignInIcon } from '../../ui/icons.tsx';
import type { RouteDef } from '../route-types.ts';
import { AccountMenu } from './account-menu.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { navigationFor } from './navigation.ts';
import { StaffMenu } from './staff-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * One row: the logo, the navigation with the staff menu and the language switcher (behind a menu
 * button on a phone), and the account menu or sign-in.
 */
export function Header({ user, def }: { user: CurrentUser | null; def: RouteDef | null }) {
  const { t } = useTranslation('common');
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="brand" aria-label={t('brandHome')}>
          <span className="brand__mark" aria-hidden="true">
            <ShieldCheckIcon size={20} strokeWidth={2.25} />
          </span>
          Crowdsolve
        </Link>
        <HeaderMenu>
          <nav className="nav" aria-label={t('nav.label')}>
            {navigationFor(user).map((item) => (
              <NavLink key={item.key} to={item.to} className="nav__link">
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
            <StaffMenu user={user} />
          </nav>
          <LanguageSwitcher def={def} />
          {user ? null : (
            <Link to="/auth/register" className="button button--primary header-menu__register">
              {t('nav.register')}
            </Link>
          )}
        </HeaderMenu>
        <div className="header__end">
          <ThemeToggle />
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Link to="/auth/login" className="button button--ghost header__sign-in">
                <SignInIcon size={16} aria-hidden="true" />
                {t('nav.signIn')}
              </Link>
              <Link to="/auth/register" className="button button--primary header__register">
                {t('nav.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
