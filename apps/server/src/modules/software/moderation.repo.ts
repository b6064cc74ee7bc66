import { MODERATION_PAGE_SIZE } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';

/** Queries of the moderation queues and the items' history. */
export const moderationRepo = {
  async addEvent(
    db: Db,
    e: {
      softwareId: number;
      decision: 'submitted' | 'approve' | 'reject';
      reason?: string | null;
      actorId: number;
      at: Date;
    },
  ) {
    return db
      .insertInto('softwareModerationEvent')
      .values({
        softwareId: e.softwareId,
        decision: e.decision,
        reason: e.reason ?? null,
        actorId: e.actorId,
        createdAt: e.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The item's history, newest first, with each actor's address. */
  history(db: Db, softwareId: number) {
    return db
      .selectFrom('softwareModerationEvent as e')
      .innerJoin('userAccount as u', 'u.id', 'e.actorId')
      .select(['e.id', 'e.softwareId', 'e.decision', 'e.reason', 'e.actorId', 'u.email as actorEmail', 'e.createdAt'])
      .where('e.softwareId', '=', softwareId)
      .orderBy('e.id', 'desc')
      .limit(200)
      .execute();
  },

  /** One page of the items waiting for moderation, oldest submission first; and their number. */
  async pendingItems(db: Db, page: number) {
    const base = db.selectFrom('software').where('status', '=', 'pending').where('disabledAt', 'is', null);
    const rows = await base
      .select('id')
      .orderBy('submittedAt')
      .orderBy('id')
      .limit(MODERATION_PAGE_SIZE)
      .offset(page * MODERATION_PAGE_SIZE)
      .execute();
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { ids: rows.map((r) => r.id), totalCount: Number(total.n) };
  },

  /** Items and reviews waiting (the staff overview). */
  async pendingCounts(db: Db) {
    const [items, reviews] = await Promise.all([
      db
        .selectFrom('software')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .where('disabledAt', 'is', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('softwareReview')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
    ]);
    return { items: Number(items.n), reviews: Number(reviews.n) };
  },
};
