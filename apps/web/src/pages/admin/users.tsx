import { useTranslation } from 'react-i18next';
import { SystemMessageForm } from '../../features/admin/system-message-form.tsx';
import { UsersScreen } from '../../features/admin/users-screen.tsx';

/** `/admin/users` (admins): accounts, bans, permissions and system messages. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--admin" data-route="adminUsers">
      <h1>{t('routes:adminUsers.title')}</h1>
      <UsersScreen />
      <section className="section" aria-labelledby="group-message-title">
        <h2 id="group-message-title">{t('admin:message.title')}</h2>
        <p className="muted">{t('admin:message.lead')}</p>
        <SystemMessageForm />
      </section>
    </section>
  );
}
