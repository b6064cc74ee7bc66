import { useTranslation } from 'react-i18next';
import { PayoutsScreen } from '../../features/admin/payouts-screen.tsx';

/** `/admin/payouts` (admins): the workers' payout queue. */
export function AdminPayoutsPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--admin" data-route="adminPayouts">
      <h1>{t('routes:adminPayouts.title')}</h1>
      <p className="muted">{t('admin:payouts.lead')}</p>
      <PayoutsScreen />
    </section>
  );
}
