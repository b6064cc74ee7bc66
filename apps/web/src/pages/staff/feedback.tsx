import { useTranslation } from 'react-i18next';
import { FeedbackStaffList } from '../../features/feedback/staff-list.tsx';

/** `/editor/feedback` (admins and moderators): the feedback forms' messages, handled and answered by mail. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <section className="page page--admin" data-route="editorFeedback">
      <h1>{t('routes:editorFeedback.title')}</h1>
      <p className="lead">{t('staff.lead')}</p>
      <FeedbackStaffList />
    </section>
  );
}
