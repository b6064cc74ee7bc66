import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { installationSecret } from '../../platform/installation-secret.ts';

/** Where the demo challenges' key is kept: one per installation, shared by every node. */
const SECRET_KEY = 'demo_challenge_secret';

export const demoRepo = {
  /**
   * The installation's secret for demo challenges: made by the first node that asks (a random
   * 32 bytes; a node racing it keeps the winner's), then read by every node.
   */
  secret: (db: Db): Promise<Buffer> => installationSecret(db, SECRET_KEY),

  /**
   * Records a challenge's first verification: true the first time, false when it was verified
   * before (a replay). Drops a few records of challenges expired by `now` on the way.
   */
  async markUsed(db: Db, id: string, expiresAt: Date, now: Date): Promise<boolean> {
    await db
      .deleteFrom('demoChallengeUsed')
      .where('id', 'in', db.selectFrom('demoChallengeUsed').select('id').where('expiresAt', '<', now).limit(100))
      .execute();
    const inserted = await db
      .insertInto('demoChallengeUsed')
      .values({ id, expiresAt, usedAt: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** How many spent challenges are kept (tests). */
  async usedCount(db: Db): Promise<number> {
    const row = await sql<{ n: number }>`select count(*)::int as n from demo_challenge_used`.execute(db);
    return row.rows[0]?.n ?? 0;
  },
};
