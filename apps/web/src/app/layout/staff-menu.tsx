import type { CurrentUser } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { StaffIcon } from '../../ui/icons.tsx';
import { Disclosure } from './disclosure.tsx';
import { staffNavigationFor } from './navigation.ts';

/** The staff screens the user's permissions open, behind one header entry; nothing for anyone else. */
export function StaffMenu({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation('common');
  const items = staffNavigationFor(user);
  if (items.length === 0) return null;
  return (
    <Disclosure
      className="menu"
      buttonClassName="nav__link menu__button"
      label={
        <>
          <StaffIcon size={18} aria-hidden="true" />
          {t('nav.staff')}
        </>
      }
    >
      <ul className="menu__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} className="menu__item">
              {t(`routes:${item.key}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
