import { useTranslation } from 'react-i18next';
import { WorkersScreen } from '../../features/admin/workers-screen.tsx';

/** `/admin/workers` (admins): workers' quality, suspension, admission and flagged answers. */
export function AdminWorkersPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--admin" data-route="adminWorkers">
      <h1>{t('routes:adminWorkers.title')}</h1>
      <WorkersScreen />
    </section>
  );
}
