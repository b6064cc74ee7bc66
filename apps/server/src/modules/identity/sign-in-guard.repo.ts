import type { Db } from '../../platform/db.ts';

/** Reads and writes of the sources an account was signed in from. */
export const signInGuardRepo = {
  /**
   * Whether the account was signed in from this browser (its device cookie's hash) and from this
   * IP (a session past the password and any second factor). One round trip, also for no account.
   */
  async knownSource(
    db: Db,
    userId: number,
    deviceHash: string | null,
    ip: string | null,
  ): Promise<{ device: boolean; ip: boolean }> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('knownDevice')
              .select('userId')
              .where('userId', '=', userId)
              .where('deviceHash', '=', deviceHash ?? ''),
          )
          .as('device'),
        eb
          .exists(
            eb
              .selectFrom('userSession')
              .select('id')
              .where('userId', '=', userId)
              .where('ip', '=', ip ?? '')
              .where('secondFactorDue', '=', false),
          )
          .as('ip'),
      ])
      .executeTakeFirstOrThrow();
    return { device: row.device === true, ip: row.ip === true };
  },

  rememberDevice(db: Db, userId: number, deviceHash: string, now: Date) {
    return db
      .insertInto('knownDevice')
      .values({ userId, deviceHash, createdAt: now, lastSeenAt: now })
      .onConflict((oc) => oc.columns(['userId', 'deviceHash']).doUpdateSet({ lastSeenAt: now }))
      .execute();
  },
};
