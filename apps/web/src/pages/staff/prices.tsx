import { useTranslation } from 'react-i18next';
import { EnterpriseAdminSection } from '../../features/enterprise/admin-plan.tsx';
import { PricesScreen } from '../../features/staff/prices-screen.tsx';

/** `/admin/prices` (admins): the price table per task kind with its history, the currency rates, the enterprise plan. */
export function AdminPricesPage() {
  const { t } = useTranslation('staff');
  return (
    <section className="page page--admin" data-route="adminPrices">
      <h1>{t('routes:adminPrices.title')}</h1>
      <p className="muted">{t('prices.lead')}</p>
      <PricesScreen />
      <EnterpriseAdminSection />
    </section>
  );
}
