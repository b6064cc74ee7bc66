import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

type UserType = 'customer' | 'worker' | 'developer';

/**
 * What other modules may read of (and lock on) user accounts, without touching identity's tables.
 * Every method takes the database or a transaction first, so it joins the caller's transaction.
 */
export const userDirectory = {
  /**
   * An account by id or by address (any case), with what a mail to it needs. `only: 'live'` (the
   * default) leaves out banned and deleted accounts, `'notDeleted'` deleted ones only, `'any'`
   * none; `userType` narrows to one kind of account.
   */
  find(
    db: Db,
    by: { id: number } | { email: string },
    opts: { only?: 'live' | 'notDeleted' | 'any'; userType?: UserType } = {},
  ) {
    const only = opts.only ?? 'live';
    let query = db
      .selectFrom('userAccount')
      .select(['id', 'email', 'emailConfirmedAt', 'interfaceLanguage', 'userType', 'site']);
    if (only !== 'any') query = query.where('deletedAt', 'is', null);
    if (only === 'live') query = query.where('bannedAt', 'is', null);
    if (opts.userType) query = query.where('userType', '=', opts.userType);
    query =
      'id' in by ? query.where('id', '=', by.id) : query.where(sql<string>`lower(email)`, '=', by.email.toLowerCase());
    return query.executeTakeFirst();
  },

  /** The account's API key (null when it has none or does not exist). */
  async apiKeyOf(db: Db, userId: number): Promise<string | null> {
    const row = await db.selectFrom('userAccount').select('apiKey').where('id', '=', userId).executeTakeFirst();
    return row?.apiKey ?? null;
  },

  /** The account with exactly this address (as stored), any state. */
  findByExactEmail(db: Db, email: string) {
    return db.selectFrom('userAccount').select(['id']).where('email', '=', email).executeTakeFirst();
  },

  /** The addresses of these accounts, by id (accounts that do not exist are absent). */
  async emails(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.selectFrom('userAccount').select(['id', 'email']).where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [r.id, r.email]));
  },

  /**
   * Locks the account's row until the transaction ends: a module serializes one user's changes
   * (limits, withdrawable money) on it across processes. Undefined when there is no such account.
   */
  lock(db: Db, userId: number) {
    return db.selectFrom('userAccount').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  },

  /** A system message to one user (shown in the app until closed), sent by `senderId`. */
  async sendSystemMessage(db: Db, userId: number, message: Record<string, string>, senderId: number) {
    const row = await db
      .insertInto('systemMessage')
      .values({
        message: JSON.stringify(message),
        audience: JSON.stringify({ kind: 'user', userId }),
        createdBy: senderId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('userSystemMessage').values({ userId, messageId: row.id }).execute();
  },
};

export type UserDirectory = typeof userDirectory;
