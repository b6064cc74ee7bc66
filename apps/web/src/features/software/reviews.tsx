import type { CatalogItemDetail, Review } from '@crowdsolve/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDate } from '../../lib/format.ts';
import { importWithReload } from '../../lib/lazy-reload.ts';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import { reviewsQuery } from './public-api.ts';

// The forms check their input with the contract's schemas (zod): they load when first shown.
const forms = importWithReload(() => import('./review-forms.tsx'));
const ReviewForm = lazy(() => forms().then((m) => ({ default: m.ReviewForm })));
const AnswerForm = lazy(() => forms().then((m) => ({ default: m.AnswerForm })));

/** Published reviews, a page at a time ("Show more" appends); the caller's own; the form for who may review. */
export function Reviews({ item }: { item: CatalogItemDetail }) {
  const { t } = useTranslation('software');
  const { api } = useAppEnv();
  const location = useLocation();
  const user = useCurrentUser(api).data ?? null;
  const reviews = useInfiniteQuery(reviewsQuery(api, item.id));
  // The forms (lazy) come after hydration: the server's HTML and the first render hold none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  const records = pages.flatMap((p) => p.records);
  const total = first?.totalCount ?? 0;
  const mine = first?.mine ?? null;
  return (
    <section className="section software-reviews" aria-labelledby="software-reviews">
      <h2 id="software-reviews">{total > 0 ? t('reviews.title', { count: total }) : t('reviews.heading')}</h2>
      <FormError error={reviews.error} />
      {mine && mine.status !== 'published' ? (
        <Notice tone={mine.status === 'rejected' ? 'warning' : 'info'}>
          {t(`reviews.mine.${mine.status}`)}
          {mine.rejectionReason ? ` ${t('item.reason', { reason: mine.rejectionReason })}` : ''}
        </Notice>
      ) : null}
      {first?.canReview && mounted ? (
        <Suspense fallback={null}>
          <ReviewForm softId={item.id} mine={mine} />
        </Suspense>
      ) : !user && reviews.data ? (
        <p>
          <Link to={`/auth/login?return_to=${encodeURIComponent(location.pathname)}`}>{t('reviews.signIn')}</Link>
        </p>
      ) : null}
      {reviews.data && records.length === 0 ? <p className="muted">{t('reviews.none')}</p> : null}
      <ol className="software-review-list" data-testid="review-list">
        {records.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
            {first?.owned && !review.answer && mounted ? (
              <Suspense fallback={null}>
                <AnswerForm softId={item.id} reviewId={review.id} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ol>
      {reviews.hasNextPage ? (
        <Button variant="ghost" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {reviews.isFetchingNextPage ? t('common:loading') : t('reviews.more')}
        </Button>
      ) : null}
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t, i18n } = useTranslation('software');
  return (
    <article className="card software-review" data-review={review.id}>
      <header className="software-review__head">
        <strong>{review.authorName}</strong>
        <span className="software-rating__stars" role="img" aria-label={t('rating.given', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
          <span className="software-rating__off">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <time className="muted" dateTime={review.createdAt}>
          {formatDate(review.createdAt, i18n.language)}
        </time>
      </header>
      <p className="software-review__text">{review.text}</p>
      {review.answer ? (
        <blockquote className="software-review__answer" data-testid="review-answer">
          <p className="muted">{t('reviews.answerBy')}</p>
          <p>{review.answer.text}</p>
        </blockquote>
      ) : null}
    </article>
  );
}
