import { MODERATION_PAGE_SIZE } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** Enabled software waiting for moderation: unpublished, or published with a change. */
const waiting = (db: Db) =>
  db
    .selectFrom('software')
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('pendingChange', 'is not', null)]))
    .where('disabledAt', 'is', null);

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

  /**
   * One page of what waits for moderation (unpublished items and changes of published ones),
   * oldest submission first; and their number.
   */
  async pendingItems(db: Db, page: number) {
    const rows = await waiting(db)
      .select('id')
      .orderBy(sql`coalesce(change_submitted_at, submitted_at)`)
      .orderBy('id')
      .limit(MODERATION_PAGE_SIZE)
      .offset(page * MODERATION_PAGE_SIZE)
      .execute();
    const total = await waiting(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { ids: rows.map((r) => r.id), totalCount: Number(total.n) };
  },

  /** Items and reviews waiting (the staff overview). */
  async pendingCounts(db: Db) {
    const [items, reviews] = await Promise.all([
      waiting(db)
        .select((eb) => eb.fn.countAll<number>().as('n'))
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
