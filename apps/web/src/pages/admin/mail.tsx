import { useTranslation } from 'react-i18next';
import { MailScreen } from '../../features/admin/mail-screen.tsx';

/** `/admin/mail` (admins): every letter sent, kept in the outbox or refused, and each one's text. */
export function AdminMailPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="page page--admin" data-route="adminMail">
      <h1>{t('routes:adminMail.title')}</h1>
      <p className="lead">{t('mail.lead')}</p>
      <MailScreen />
    </section>
  );
}
