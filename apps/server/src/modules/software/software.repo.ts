import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { createNotifiedCache } from '../../platform/notified-cache.ts';
import { announce, type Notifier, SOFTWARE_CHANGED, USER_CHANGED } from '../../platform/notify.ts';

/** Queries of the software registry. Every method takes the database or a transaction. */
export const softwareRepo = {
  /**
   * The developer a `soft_id` pays: the owner of live (not disabled) software with that id, whose
   * account is a live developer account; null otherwise.
   */
  async findPayee(db: Db, softId: number): Promise<number | null> {
    if (!Number.isSafeInteger(softId) || softId <= 0 || softId > 2_147_483_647) return null;
    const row = await db
      .selectFrom('software')
      .innerJoin('userAccount', 'userAccount.id', 'software.developerId')
      .select('software.developerId')
      .where('software.id', '=', softId)
      .where('software.disabledAt', 'is', null)
      .where('userAccount.userType', '=', 'developer')
      .where('userAccount.deletedAt', 'is', null)
      .where('userAccount.bannedAt', 'is', null)
      .executeTakeFirst();
    return row?.developerId ?? null;
  },

  /**
   * The developer's software, oldest first, each with the tasks sent with its id that paid this
   * developer since `since`, and the developer's share of the solved ones: the sum over those
   * tasks of floor(price × `sharePercent` / 100), as `splitCharge` computes it at settlement.
   */
  listWithStats(db: Db, developerId: number, since: Date, sharePercent: number) {
    return db
      .selectFrom('software as s')
      .leftJoin('task as t', (join) =>
        join.onRef('t.softId', '=', 's.id').onRef('t.developerId', '=', 's.developerId').on('t.createdAt', '>=', since),
      )
      .select((eb) => [
        's.id',
        's.name',
        's.url',
        's.createdAt',
        's.disabledAt',
        's.slug',
        's.status',
        's.rejectionReason',
        's.changeRejectionReason',
        sql<boolean>`${eb.ref('s.pendingChange')} is not null`.as('changePending'),
        sql<number>`count(${eb.ref('t.id')})::bigint`.as('tasks7d'),
        sql<number>`coalesce(sum(case when ${eb.ref('t.status')} = 'solved'
          then ${eb.ref('t.priceMicros')} * ${sharePercent}::bigint / 100 end), 0)::bigint`.as('earned7dMicros'),
      ])
      .where('s.developerId', '=', developerId)
      .groupBy('s.id')
      .orderBy('s.id')
      .execute();
  },

  /** The developer's software with this id (none when it is someone else's). */
  findOwned(db: Db, developerId: number, softId: number) {
    return db
      .selectFrom('software')
      .selectAll()
      .where('id', '=', softId)
      .where('developerId', '=', developerId)
      .executeTakeFirst();
  },

  async countLive(db: Db, developerId: number): Promise<number> {
    const row = await db
      .selectFrom('software')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('developerId', '=', developerId)
      .where('disabledAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insert(db: Db, values: { developerId: number; name: string; url: string | null; createdAt: Date }) {
    const row = await db.insertInto('software').values(values).returningAll().executeTakeFirstOrThrow();
    announce(SOFTWARE_CHANGED, '*');
    return row;
  },

  /** Sets or clears `disabledAt` of the developer's software; the row as it is now. */
  async setDisabledAt(db: Db, developerId: number, softId: number, disabledAt: Date | null) {
    const row = await db
      .updateTable('software')
      .set({ disabledAt })
      .where('id', '=', softId)
      .where('developerId', '=', developerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(SOFTWARE_CHANGED, '*');
    return row;
  },
};

/**
 * `findPayee` from memory: most tasks carry a soft_id and the registry rarely changes. Any change
 * to it (or to a developer's access) is announced by the database and clears the memory.
 */
export function softwarePayees(db: Db, notifier?: Notifier) {
  const read = (softId: number) => softwareRepo.findPayee(db, softId);
  if (!notifier) return read;
  const cache = createNotifiedCache<number, { payee: number | null }>({
    notifier,
    channel: SOFTWARE_CHANGED,
    tagOf: () => '*',
    maxEntries: 10_000,
    maxAgeMs: 10 * 60_000,
  });
  // A ban or deletion of a developer changes who is paid too.
  notifier.on(USER_CHANGED, () => cache.clear());
  return async (softId: number) =>
    (await cache.get(softId, async () => ({ payee: await read(softId) })))?.payee ?? null;
}
