import type { Db } from '../../platform/db.ts';
import { announce, USER_CHANGED } from '../../platform/notify.ts';

/** Queries of the worker API: tokens, admission, today's figures. Every method takes the database or a transaction. */
export const workRepo = {
  insertToken(db: Db, values: { userId: number; tokenHash: string; name: string; createdAt: Date }) {
    return db
      .insertInto('workerToken')
      .values(values)
      .returning(['id', 'name', 'createdAt', 'lastUsedAt'])
      .executeTakeFirstOrThrow();
  },

  /** Live (not revoked) tokens of a user, newest first. */
  listTokens(db: Db, userId: number) {
    return db
      .selectFrom('workerToken')
      .select(['id', 'name', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .orderBy('id', 'desc')
      .execute();
  },

  async countLiveTokens(db: Db, userId: number): Promise<number> {
    const row = await db
      .selectFrom('workerToken')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Locks the user's row: token creation counts and inserts one at a time per user. */
  lockUser(db: Db, userId: number) {
    return db.selectFrom('userAccount').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  },

  async revokeToken(db: Db, userId: number, tokenId: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('workerToken')
      .set({ revokedAt: now })
      .where('id', '=', tokenId)
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    announce(USER_CHANGED, String(userId));
    return Number(result.numUpdatedRows) > 0;
  },

  /** The live token of this hash and its owner, unless the owner is banned or deleted. */
  findLiveToken(db: Db, tokenHash: string) {
    return db
      .selectFrom('workerToken')
      .innerJoin('userAccount', 'userAccount.id', 'workerToken.userId')
      .select(['workerToken.id', 'workerToken.userId', 'workerToken.lastUsedAt', 'userAccount.userType'])
      .where('workerToken.tokenHash', '=', tokenHash)
      .where('workerToken.revokedAt', 'is', null)
      .where('userAccount.deletedAt', 'is', null)
      .where('userAccount.bannedAt', 'is', null)
      .executeTakeFirst();
  },

  touchToken(db: Db, tokenId: number, now: Date) {
    return db.updateTable('workerToken').set({ lastUsedAt: now }).where('id', '=', tokenId).execute();
  },

  /** The worker's admission, languages and suspension (absent rows read as not admitted, none, not suspended). */
  async findAdmission(db: Db, userId: number) {
    const [admission, profile] = await Promise.all([
      db.selectFrom('workerAdmission').select(['userId', 'admittedAt']).where('userId', '=', userId).executeTakeFirst(),
      db
        .selectFrom('workerProfile')
        .select(['languages', 'suspendedAt'])
        .where('userId', '=', userId)
        .executeTakeFirst(),
    ]);
    return {
      userId,
      admittedAt: admission?.admittedAt ?? null,
      languages: profile?.languages ?? [],
      suspendedAt: profile?.suspendedAt ?? null,
    };
  },

  /** A live worker account (the target of an admission), or undefined. */
  findWorker(db: Db, userId: number) {
    return db
      .selectFrom('userAccount')
      .select(['id'])
      .where('id', '=', userId)
      .where('userType', '=', 'worker')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
  },

  /** Admits (keeping the first admission time when already admitted) or withdraws the admission. */
  async setAdmission(db: Db, userId: number, admitted: boolean, by: number, now: Date) {
    const row = await db
      .insertInto('workerAdmission')
      .values({
        userId,
        admittedAt: admitted ? now : null,
        admittedBy: admitted ? by : null,
        updatedAt: now,
        updatedBy: by,
      })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet((eb) => ({
          admittedAt: admitted ? eb.fn.coalesce('workerAdmission.admittedAt', eb.val(now)) : null,
          admittedBy: admitted ? eb.fn.coalesce('workerAdmission.admittedBy', eb.val(by)) : null,
          updatedAt: now,
          updatedBy: by,
        })),
      )
      .returning(['userId', 'admittedAt'])
      .executeTakeFirstOrThrow();
    announce(USER_CHANGED, String(userId));
    return row;
  },
};
