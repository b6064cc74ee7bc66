import type { Db } from '../../platform/db.ts';
import type { CallbackBody, CallbackStatus } from './callbacks.tables.ts';

/** Queries of pingback addresses, the delivery outbox and its attempts. */
export const callbacksRepo = {
  listAddresses(db: Db, customerId: number) {
    return db
      .selectFrom('pingbackAddress')
      .select(['address', 'createdAt'])
      .where('customerId', '=', customerId)
      .orderBy('createdAt')
      .orderBy('address')
      .execute();
  },

  async countAddresses(db: Db, customerId: number): Promise<number> {
    const row = await db
      .selectFrom('pingbackAddress')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  findAddress(db: Db, customerId: number, address: string) {
    return db
      .selectFrom('pingbackAddress')
      .select(['address', 'createdAt'])
      .where('customerId', '=', customerId)
      .where('address', '=', address)
      .executeTakeFirst();
  },

  insertAddress(db: Db, values: { customerId: number; address: string; origin: string; createdAt: Date }) {
    return db
      .insertInto('pingbackAddress')
      .values(values)
      .onConflict((oc) => oc.columns(['customerId', 'address']).doNothing())
      .execute();
  },

  async deleteAddresses(db: Db, customerId: number, address: string | null): Promise<number> {
    let query = db.deleteFrom('pingbackAddress').where('customerId', '=', customerId);
    if (address !== null) query = query.where('address', '=', address);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async hasOrigin(db: Db, customerId: number, origin: string): Promise<boolean> {
    const row = await db
      .selectFrom('pingbackAddress')
      .select('address')
      .where('customerId', '=', customerId)
      .where('origin', '=', origin)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Adds a delivery unless the task has one already; its id, or null when it existed. */
  async insertDelivery(
    db: Db,
    values: { taskId: number; customerId: number; url: string; body: CallbackBody; createdAt: Date },
  ): Promise<number | null> {
    const row = await db
      .insertInto('callbackDelivery')
      .values({ ...values, body: JSON.stringify(values.body), nextAttemptAt: values.createdAt })
      .onConflict((oc) => oc.column('taskId').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /**
   * Takes up to `limit` due pending deliveries (oldest due first), skipping rows another process
   * holds, counts the attempt and leases them until `leaseUntil` so that no one else takes them
   * meanwhile. A delivery whose process died is taken again when the lease ends.
   */
  claimDue(db: Db, now: Date, leaseUntil: Date, limit: number) {
    return db
      .updateTable('callbackDelivery')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseUntil }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('callbackDelivery')
          .select('id')
          .where('status', '=', 'pending')
          .where('nextAttemptAt', '<=', now)
          .orderBy('nextAttemptAt')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'taskId', 'url', 'body', 'attempts'])
      .execute();
  },

  insertAttempt(
    db: Db,
    values: {
      deliveryId: number;
      startedAt: Date;
      httpStatus: number | null;
      error: string | null;
      durationMs: number;
    },
  ) {
    return db.insertInto('callbackAttempt').values(values).execute();
  },

  /** Records the outcome of the attempt numbered `attempts`, unless the row moved on meanwhile. */
  async finishAttempt(
    db: Db,
    id: number,
    attempts: number,
    values: { status: CallbackStatus; nextAttemptAt: Date; lastError: string | null; deliveredAt: Date | null },
  ): Promise<boolean> {
    const result = await db
      .updateTable('callbackDelivery')
      .set(values)
      .where('id', '=', id)
      .where('attempts', '=', attempts)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  deliveriesPage(db: Db, customerId: number, limit: number, offset: number) {
    return db
      .selectFrom('callbackDelivery')
      .selectAll()
      .where('customerId', '=', customerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async countDeliveries(db: Db, customerId: number): Promise<number> {
    const row = await db
      .selectFrom('callbackDelivery')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  attemptsOf(db: Db, deliveryIds: number[]) {
    return db
      .selectFrom('callbackAttempt')
      .select(['deliveryId', 'startedAt', 'httpStatus', 'error', 'durationMs'])
      .where('deliveryId', 'in', deliveryIds)
      .orderBy('id')
      .execute();
  },

  /** Removes finished deliveries (and their attempts) created before `before`. */
  async pruneFinished(db: Db, before: Date): Promise<number> {
    const result = await db
      .deleteFrom('callbackDelivery')
      .where('status', 'in', ['delivered', 'failed'])
      .where('createdAt', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
