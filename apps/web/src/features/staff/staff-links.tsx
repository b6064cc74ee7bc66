import type { CurrentUser } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffScreens } from './screens.tsx';
import './staff.css';

/** Every staff screen the user may open (the staff menu's list), but the page it is shown on. */
export function StaffLinks({ user, here }: { user: CurrentUser | null; here: string }) {
  const { t } = useTranslation('staff');
  const items = useStaffScreens(user).filter((item) => item.key !== here);
  return (
    <section className="section" aria-labelledby="staff-screens">
      <h2 id="staff-screens">{t('screens.title')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('screens.none')}</p>
      ) : (
        <ul className="staff-links" data-testid="staff-screens">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to}>{t(`routes:${item.key}.title`)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
