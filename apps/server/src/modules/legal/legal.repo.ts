import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export const legalRepo = {
  /** Records acceptances; a version the account already accepted stays as first recorded. */
  async recordAcceptances(
    db: Db,
    userId: number,
    documents: { document: string; version: string }[],
    ip: string | null,
  ): Promise<void> {
    if (documents.length === 0) return;
    await db
      .insertInto('agreementAcceptance')
      .values(documents.map((d) => ({ userId, document: d.document, version: d.version, ip })))
      .onConflict((oc) => oc.columns(['userId', 'document', 'version']).doNothing())
      .execute();
  },

  /** The newest acceptance of each document by the account. */
  latestAcceptances(db: Db, userId: number) {
    return db
      .selectFrom('agreementAcceptance')
      .distinctOn('document')
      .select(['document', 'version', 'acceptedAt'])
      .where('userId', '=', userId)
      .orderBy('document')
      .orderBy('acceptedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** Which of `documents` (document + version) the account has accepted. */
  async accepted(db: Db, userId: number, documents: { document: string; version: string }[]) {
    if (documents.length === 0) return [];
    return db
      .selectFrom('agreementAcceptance')
      .select(['document', 'version'])
      .where('userId', '=', userId)
      .where(
        sql<boolean>`(document, version) in (${sql.join(documents.map((d) => sql`(${d.document}, ${d.version})`))})`,
      )
      .execute();
  },
};
