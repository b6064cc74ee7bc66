import { MODERATION_PAGE_SIZE, REVIEW_PAGE_SIZE } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A review with its author's name and address. */
function reviews(db: Db) {
  return db
    .selectFrom('softwareReview as r')
    .innerJoin('userAccount as u', 'u.id', 'r.userId')
    .selectAll('r')
    .select(['u.name as authorName', 'u.email as authorEmail']);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviews>['executeTakeFirstOrThrow']>>;

/** Queries of the reviews. Every method takes the database or a transaction. */
export const reviewsRepo = {
  /** One page of an item's published reviews, newest first, and their number. */
  async published(db: Db, softwareId: number, page: number) {
    const rows = await reviews(db)
      .where('r.softwareId', '=', softwareId)
      .where('r.status', '=', 'published')
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(REVIEW_PAGE_SIZE)
      .offset(page * REVIEW_PAGE_SIZE)
      .execute();
    const total = await db
      .selectFrom('softwareReview')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('softwareId', '=', softwareId)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    return { rows, totalCount: Number(total.n) };
  },

  find(db: Db, id: number) {
    return reviews(db).where('r.id', '=', id).executeTakeFirst();
  },

  findMine(db: Db, softwareId: number, userId: number) {
    return reviews(db).where('r.softwareId', '=', softwareId).where('r.userId', '=', userId).executeTakeFirst();
  },

  /**
   * Writes the user's review of the item: a new one, or their existing one edited (which goes
   * back to moderation and keeps the developer's answer). True when it was new.
   */
  async upsert(db: Db, v: { softwareId: number; userId: number; rating: number; body: string; at: Date }) {
    const row = await db
      .insertInto('softwareReview')
      .values({
        softwareId: v.softwareId,
        userId: v.userId,
        rating: v.rating,
        body: v.body,
        status: 'pending',
        createdAt: v.at,
        updatedAt: v.at,
      })
      .onConflict((oc) =>
        oc.columns(['softwareId', 'userId']).doUpdateSet({
          rating: v.rating,
          body: v.body,
          status: 'pending',
          rejectionReason: null,
          updatedAt: v.at,
        }),
      )
      // A row the statement inserted (rather than updated) has no deleting transaction id.
      .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
      .executeTakeFirstOrThrow();
    return { id: row.id, created: row.inserted };
  },

  /** Sets the answer once; false when the review already had one. */
  async answer(db: Db, id: number, text: string, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('softwareReview')
      .set({ answer: text, answeredAt: at })
      .where('id', '=', id)
      .where('answer', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Decides a pending review; false when it was not pending any more. */
  async decide(
    db: Db,
    id: number,
    d: { status: 'published' | 'rejected'; reason: string | null; by: number; at: Date },
  ) {
    const result = await db
      .updateTable('softwareReview')
      .set({ status: d.status, rejectionReason: d.reason, decidedBy: d.by, decidedAt: d.at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** One page of the reviews waiting for moderation, oldest first, with their item; and their number. */
  async pending(db: Db, page: number) {
    const rows = await reviews(db)
      .innerJoin('software as s', 's.id', 'r.softwareId')
      .select(['s.name as softwareName', 's.slug as softwareSlug'])
      .where('r.status', '=', 'pending')
      .orderBy('r.updatedAt')
      .orderBy('r.id')
      .limit(MODERATION_PAGE_SIZE)
      .offset(page * MODERATION_PAGE_SIZE)
      .execute();
    const total = await db
      .selectFrom('softwareReview')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { rows, totalCount: Number(total.n) };
  },

  /** Whether the user sent a task with this soft_id (the index on task (soft_id, created_at) serves it). */
  async usedSoftware(db: Db, userId: number, softwareId: number): Promise<boolean> {
    const row = await db
      .selectFrom('task')
      .select('id')
      .where('softId', '=', softwareId)
      .where('customerId', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
