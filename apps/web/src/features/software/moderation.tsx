import type { ModerationItem, ModerationReview } from '@crowdsolve/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { historyQuery, moderationItemsQuery, moderationReviewsQuery, softwareApi } from './api.ts';
import { ChangeDiff } from './change-diff.tsx';
import { Decision } from './decision.tsx';
import { CaptchaTypes, Logo } from './parts.tsx';
import { softwareKeys } from './public-api.ts';
import './software.css';

/** The items waiting for moderation, oldest first, each with its submitted form, decision and history. */
export function ItemQueue() {
  const { t } = useTranslation('software');
  const { api } = useAppEnv();
  const queue = useInfiniteQuery(moderationItemsQuery(api));
  const records = queue.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <QueryView query={queue}>
      {(data) => (
        <>
          <p role="status" data-testid="queue-count">
            {t('moderation.waiting', { count: data.pages[0]?.totalCount ?? 0 })}
          </p>
          <ol className="software-queue" data-testid="item-queue">
            {records.map((item) => (
              <li key={item.softId}>
                <QueuedItem item={item} />
              </li>
            ))}
          </ol>
          <MoreButton queue={queue} />
        </>
      )}
    </QueryView>
  );
}

function QueuedItem({ item }: { item: ModerationItem }) {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const [history, setHistory] = useState(false);
  return (
    <article className="card software-queue__item" data-soft-id={item.softId}>
      <header className="software-card__head">
        <Logo item={item} size={48} />
        <div>
          <h2 className="software-card__name">
            {item.name} <code className="muted">/software/{item.slug}</code>
          </h2>
          <p className="muted">
            {t('moderation.submitted', {
              email: item.developerEmail,
              at: formatDateTime(item.submittedAt, i18n.language),
            })}
          </p>
        </div>
      </header>
      <ChangeDiff item={item} />
      <p>{item.shortDescription}</p>
      <CaptchaTypes kinds={item.captchaTypes} compact />
      <details>
        <summary>{t('moderation.fullText')}</summary>
        <div
          className="software-prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server
          dangerouslySetInnerHTML={{ __html: item.longDescriptionHtml }}
        />
        {item.homepage ? <p>{item.homepage}</p> : null}
        {item.screenshots.length > 0 ? (
          <ul className="software-shots">
            {item.screenshots.map((s) => (
              <li key={s.fileId}>
                <img src={s.url} alt="" loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
      </details>
      <Decision
        subject={item.name}
        send={(body) => softwareApi.decideItem(api, item.softId, body)}
        onDone={() => void client.invalidateQueries({ queryKey: softwareKeys.moderation })}
      />
      <Button variant="ghost" aria-expanded={history} onClick={() => setHistory((h) => !h)}>
        {t('moderation.history')}
      </Button>
      {history ? <History softId={item.softId} /> : null}
    </article>
  );
}

function History({ softId }: { softId: number }) {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const history = useQuery(historyQuery(api, softId));
  return (
    <QueryView query={history}>
      {(data) => (
        <ol className="software-history" data-testid="moderation-history">
          {data.records.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>{' '}
              {t(`moderation.decisions.${entry.decision}`, { email: entry.actorEmail })}
              {entry.reason ? ` — ${entry.reason}` : ''}
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}

/** The reviews waiting for moderation, oldest first. */
export function ReviewQueue() {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const queue = useInfiniteQuery(moderationReviewsQuery(api));
  const records: ModerationReview[] = queue.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <QueryView query={queue}>
      {(data) => (
        <>
          <p role="status" data-testid="queue-count">
            {t('moderation.reviewsWaiting', { count: data.pages[0]?.totalCount ?? 0 })}
          </p>
          <ol className="software-queue" data-testid="review-queue">
            {records.map((review) => (
              <li key={review.id}>
                <article className="card software-queue__item" data-review={review.id}>
                  <h2 className="software-card__name">
                    {review.softwareSlug ? (
                      <Link to={`/software/${review.softwareSlug}`}>{review.softwareName}</Link>
                    ) : (
                      review.softwareName
                    )}
                  </h2>
                  <p className="muted">
                    {t('moderation.reviewBy', {
                      email: review.authorEmail,
                      rating: review.rating,
                      at: formatDateTime(review.updatedAt, i18n.language),
                    })}
                  </p>
                  <p className="software-review__text">{review.text}</p>
                  <Decision
                    subject={review.softwareName}
                    send={(body) => softwareApi.decideReview(api, review.id, body)}
                    onDone={() => void client.invalidateQueries({ queryKey: softwareKeys.moderation })}
                  />
                </article>
              </li>
            ))}
          </ol>
          <MoreButton queue={queue} />
        </>
      )}
    </QueryView>
  );
}

/** "Show more" while the queue has more pages than shown. */
function MoreButton({
  queue,
}: {
  queue: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const { t } = useTranslation('software');
  if (!queue.hasNextPage) return null;
  return (
    <Button variant="ghost" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
      {t('moderation.more')}
    </Button>
  );
}
