import type { Review, ReviewBody, ReviewListReply } from '@crowdsolve/contract';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { throttle } from '../../platform/throttle.ts';
import { hasPaidPayment } from '../payments/index.ts';
import { catalogRepo } from './catalog.repo.ts';
import { publicName } from './catalog.shared.ts';
import { type ReviewRow, reviewsRepo } from './reviews.repo.ts';

/** Reviews (new or edited) one user may post per hour, and answers one developer may give. */
export const REVIEW_LIMITS = { windowMs: 3_600_000, writesPerUser: 10, answersPerUser: 60 };

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentReview(row: ReviewRow, viewerId: number | null): Review {
  const mine = viewerId !== null && row.userId === viewerId;
  return {
    id: row.id,
    softId: row.softwareId,
    rating: row.rating,
    text: row.body,
    authorName: publicName(row.authorName, row.authorEmail, row.userId),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    status: row.status,
    rejectionReason: mine && row.status === 'rejected' ? row.rejectionReason : null,
    answer: row.answer !== null && row.answeredAt !== null ? { text: row.answer, at: iso(row.answeredAt) } : null,
  };
}

/**
 * Reviews of catalogue items: one per user and item (posting again edits it), from users who
 * sent tasks with the item's soft_id or completed a payment, never from its developer; shown
 * once moderation published them (the author sees their own meanwhile). The developer answers once.
 */
export function reviewsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The item, if anyone may see it (published) or it is the viewer's own. */
  async function visibleItem(softwareId: number, viewer: Principal | null) {
    const item = await catalogRepo.findItem(db, { id: softwareId });
    const owned = item !== undefined && viewer !== null && item.developerId === viewer.userId;
    if (!item || !((item.status === 'published' && item.disabledAt === null) || owned)) {
      throw new AppError('ERROR_NOT_FOUND', 'No such software.');
    }
    return { item, owned };
  }

  /** Whether the user may review the item (not its developer; used it or a verified customer). */
  async function eligible(userId: number, item: { id: number; developerId: number }): Promise<boolean> {
    if (item.developerId === userId) return false;
    return (await reviewsRepo.usedSoftware(db, userId, item.id)) || (await hasPaidPayment(db, userId));
  }

  async function limit(key: string, max: number) {
    const result = await throttle(db, key, max, REVIEW_LIMITS.windowMs);
    if (!result.allowed) {
      throw new AppError('ERROR_RATE_LIMITED', undefined, {
        retryAfterS: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
      });
    }
  }

  return {
    eligible,

    async list(softwareId: number, page: number, viewer: Principal | null): Promise<ReviewListReply> {
      const { item, owned } = await visibleItem(softwareId, viewer);
      const { rows, totalCount } = await reviewsRepo.published(db, softwareId, page);
      const viewerId = viewer?.userId ?? null;
      const mine = viewerId === null ? undefined : await reviewsRepo.findMine(db, softwareId, viewerId);
      return {
        records: rows.map((r) => presentReview(r, viewerId)),
        totalCount,
        mine: mine ? presentReview(mine, viewerId) : null,
        canReview: viewerId !== null && !owned && (await eligible(viewerId, item)),
        owned,
      };
    },

    /** Posts or edits the user's review; it waits for moderation. */
    async write(softwareId: number, user: Principal, body: ReviewBody): Promise<{ review: Review; created: boolean }> {
      const { item } = await visibleItem(softwareId, user);
      if (!(await eligible(user.userId, item))) {
        throw new AppError('REVIEW_NOT_ALLOWED', 'Only users of this software or verified customers may review it.');
      }
      await limit(`review:${user.userId}`, REVIEW_LIMITS.writesPerUser);
      const { id, created } = await reviewsRepo.upsert(db, {
        softwareId,
        userId: user.userId,
        rating: body.rating,
        body: body.text,
        at: clock.now(),
      });
      const row = await reviewsRepo.find(db, id);
      if (!row) throw new AppError('ERROR_INTERNAL');
      return { review: presentReview(row, user.userId), created };
    },

    /** The item's developer answers a review of it, once. */
    async answer(softwareId: number, reviewId: number, developerId: number, text: string): Promise<Review> {
      const review = await reviewsRepo.find(db, reviewId);
      const item = review ? await catalogRepo.findItem(db, { id: review.softwareId }) : undefined;
      if (!review || review.softwareId !== softwareId || !item || item.developerId !== developerId) {
        throw new AppError('ERROR_NOT_FOUND', 'No such review of your software.');
      }
      await limit(`review-answer:${developerId}`, REVIEW_LIMITS.answersPerUser);
      const done = await inTransaction(db, (trx) => reviewsRepo.answer(trx, reviewId, text, clock.now()));
      if (!done) throw new AppError('REVIEW_ALREADY_ANSWERED');
      const row = await reviewsRepo.find(db, reviewId);
      if (!row) throw new AppError('ERROR_INTERNAL');
      return presentReview(row, developerId);
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
