import { useTranslation } from 'react-i18next';
import { ControlTasksScreen } from '../../features/admin/control-tasks-screen.tsx';

/** `/admin/control-tasks` (admins): the control set used for training and golden tasks. */
export function AdminControlTasksPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--admin" data-route="adminControlTasks">
      <h1>{t('routes:adminControlTasks.title')}</h1>
      <ControlTasksScreen />
    </section>
  );
}
