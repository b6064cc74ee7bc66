import type {
  ModerationDecisionBody,
  ModerationHistoryEntry,
  ModerationHistoryReply,
  ModerationItemListReply,
  ModerationReviewListReply,
  Review,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { renderDescription } from '../../platform/markdown.ts';
import { recipientOf, userDirectory } from '../identity/index.ts';
import { catalogRepo } from './catalog.repo.ts';
import { changedFields, pendingOf, withPending } from './catalog.revision.ts';
import type { CatalogService } from './catalog.service.ts';
import type { ModerationMails } from './moderation.mails.ts';
import { moderationRepo } from './moderation.repo.ts';
import { reviewsRepo } from './reviews.repo.ts';
import { presentReview } from './reviews.service.ts';

const notPending = () => new AppError('MODERATION_NOT_PENDING', 'It is not waiting for moderation.');

/**
 * The moderation of catalogue items and reviews (admins and moderators; callers check). A
 * decision is recorded with who took it and why, and mailed to the developer or the reviewer
 * in their language (after the decision is committed: a mail never goes for a decision undone).
 */
export function moderationService(deps: {
  db: Db;
  clock: Clock;
  catalog: CatalogService;
  mails: ModerationMails;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, catalog, mails } = deps;

  async function mailTo(userId: number, send: (to: ReturnType<typeof recipientOf>) => Promise<unknown>) {
    const user = await userDirectory.find(db, { id: userId });
    if (!user?.email) return;
    try {
      await send(recipientOf(user));
    } catch (err) {
      deps.log?.error({ err, userId }, 'moderation mail not sent');
    }
  }

  return {
    async items(page: number): Promise<ModerationItemListReply> {
      const { ids, totalCount } = await moderationRepo.pendingItems(db, page);
      const rows = await catalogRepo.findItems(db, ids);
      const drafts = await catalog.draftViews(rows);
      const known = await catalog.describe(rows);
      return {
        records: rows.map((row, i) => {
          const change = pendingOf(row);
          return {
            ...(drafts[i] as (typeof drafts)[number]),
            developerId: row.developerId,
            developerEmail: row.developerEmail ?? '',
            submittedAt: new Date(row.changeSubmittedAt ?? row.submittedAt ?? row.createdAt).toISOString(),
            longDescriptionHtml: renderDescription(withPending(row).longDescription),
            changedFields: change ? changedFields(row, change) : [],
            live: change ? catalog.developerView(row, known) : null,
          };
        }),
        totalCount,
      };
    },

    async history(softwareId: number): Promise<ModerationHistoryReply> {
      const rows = await moderationRepo.history(db, softwareId);
      return {
        records: rows.map((r) => ({
          id: r.id,
          softId: r.softwareId,
          decision: r.decision,
          reason: r.reason,
          actorId: r.actorId,
          actorEmail: r.actorEmail ?? '',
          at: new Date(r.createdAt).toISOString(),
        })),
      };
    },

    /**
     * Publishes or rejects a pending item, or applies or drops the change of a published one
     * (which stays published either way); MODERATION_NOT_PENDING otherwise.
     */
    async decideItem(
      softwareId: number,
      actorId: number,
      body: ModerationDecisionBody,
    ): Promise<ModerationHistoryEntry> {
      const approve = body.decision === 'approve';
      const reason = body.reason?.trim() || null;
      const { item, event } = await inTransaction(db, async (trx) => {
        const locked = await catalogRepo.lockItem(trx, softwareId);
        if (!locked) throw new AppError('ERROR_NOT_FOUND', 'No such software.');
        const change = locked.status === 'published' ? pendingOf(locked) : null;
        if (locked.status !== 'pending' && !change) throw notPending();
        const now = clock.now();
        if (change) {
          await catalogRepo.updateItem(trx, softwareId, {
            ...(approve ? change : {}),
            pendingChange: null,
            changeSubmittedAt: null,
            changeRejectionReason: approve ? null : reason,
          });
        } else {
          await catalogRepo.updateItem(trx, softwareId, {
            status: approve ? 'published' : 'rejected',
            rejectionReason: approve ? null : reason,
            ...(approve ? { publishedAt: now } : {}),
          });
        }
        const added = await moderationRepo.addEvent(trx, {
          softwareId,
          decision: approve ? 'approve' : 'reject',
          reason,
          actorId,
          at: now,
        });
        const decided = change && approve ? { ...locked, name: change.name, slug: change.slug } : locked;
        return { item: decided, event: added };
      });
      await mailTo(item.developerId, (to) => mails.itemDecided(to, item, approve ? null : (reason ?? '')));
      const actor = await userDirectory.find(db, { id: actorId }, { only: 'any' });
      return {
        id: event.id,
        softId: softwareId,
        decision: event.decision,
        reason: event.reason,
        actorId,
        actorEmail: actor?.email ?? '',
        at: new Date(event.createdAt).toISOString(),
      };
    },

    async reviews(page: number): Promise<ModerationReviewListReply> {
      const { rows, totalCount } = await reviewsRepo.pending(db, page);
      return {
        records: rows.map((row) => ({
          ...presentReview(row, row.userId),
          authorId: row.userId,
          authorEmail: row.authorEmail ?? '',
          softwareName: row.softwareName,
          softwareSlug: row.softwareSlug,
        })),
        totalCount,
      };
    },

    /** Publishes or rejects a pending review; MODERATION_NOT_PENDING otherwise. */
    async decideReview(reviewId: number, actorId: number, body: ModerationDecisionBody): Promise<Review> {
      const approve = body.decision === 'approve';
      const reason = body.reason?.trim() || null;
      const done = await reviewsRepo.decide(db, reviewId, {
        status: approve ? 'published' : 'rejected',
        reason: approve ? null : reason,
        by: actorId,
        at: clock.now(),
      });
      const row = await reviewsRepo.find(db, reviewId);
      if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such review.');
      if (!done) throw notPending();
      const item = await catalogRepo.findItem(db, { id: row.softwareId });
      if (item) await mailTo(row.userId, (to) => mails.reviewDecided(to, item, approve ? null : (reason ?? '')));
      return presentReview(row, row.userId);
    },

    pendingCounts: () => moderationRepo.pendingCounts(db),
  };
}
export type ModerationService = ReturnType<typeof moderationService>;
