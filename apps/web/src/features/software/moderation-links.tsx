import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { moderationItemsQuery, moderationReviewsQuery } from './api.ts';
import './software.css';

/**
 * The staff home's moderation queues: a link to each with how many wait (the queues' own totals,
 * fresh on each visit; a queue that cannot be read shows its link alone).
 */
export function ModerationQueues() {
  const { t } = useTranslation('software');
  const { api } = useAppEnv();
  const items = useInfiniteQuery(moderationItemsQuery(api)).data?.pages[0]?.totalCount;
  const reviews = useInfiniteQuery(moderationReviewsQuery(api)).data?.pages[0]?.totalCount;
  const queues = [
    {
      key: 'items',
      to: '/editor/software/moderation',
      title: t('routes:editorSoftwareModeration.title'),
      count: items,
    },
    {
      key: 'reviews',
      to: '/editor/reviews/moderation',
      title: t('routes:editorReviewsModeration.title'),
      count: reviews,
    },
  ];
  return (
    <section className="section" aria-labelledby="moderation-queues">
      <h2 id="moderation-queues">{t('moderation.queues')}</h2>
      <ul className="software-queues" data-testid="moderation-queues">
        {queues.map((q) => (
          <li key={q.key} data-queue={q.key} data-attention={(q.count ?? 0) > 0}>
            <Link to={q.to}>{q.title}</Link>
            {q.count !== undefined ? (
              <span className="muted">
                {' '}
                {q.key === 'items'
                  ? t('moderation.waiting', { count: q.count })
                  : t('moderation.reviewsWaiting', { count: q.count })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
