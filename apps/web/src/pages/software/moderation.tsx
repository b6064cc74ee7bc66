import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemQueue, ReviewQueue } from '../../features/software/moderation.tsx';
import { useRouteId } from '../../lib/route-handle.ts';

/** `/software/moderation` and `/editor/software/moderation` (admin, moderator): the items waiting. */
export function SoftwareModerationPage() {
  const { t } = useTranslation('software');
  const id = useRouteId() ?? 'softwareModeration';
  return (
    <section className="page page--admin" data-route={id}>
      <h1>{t(`routes:${id}.title`)}</h1>
      <p className="lead">{t('moderation.itemsLead')}</p>
      <p>
        <Link to="/editor/reviews/moderation">{t('routes:editorReviewsModeration.title')}</Link>
      </p>
      <ItemQueue />
    </section>
  );
}

/** `/editor/reviews/moderation` (admin, moderator): the reviews waiting. */
export function ReviewsModerationPage() {
  const { t } = useTranslation('software');
  return (
    <section className="page page--admin" data-route="editorReviewsModeration">
      <h1>{t('routes:editorReviewsModeration.title')}</h1>
      <p className="lead">{t('moderation.reviewsLead')}</p>
      <p>
        <Link to="/editor/software/moderation">{t('routes:editorSoftwareModeration.title')}</Link>
      </p>
      <ReviewQueue />
    </section>
  );
}
