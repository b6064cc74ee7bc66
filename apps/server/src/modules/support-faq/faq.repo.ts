import type { FaqAudience, Language } from '@crowdsolve/contract';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { FaqAuditTable, FaqEntryTable, FaqTranslationTable } from './faq.tables.ts';

export type FaqEntryRow = Selectable<FaqEntryTable>;
export type FaqTranslationRow = Omit<Selectable<FaqTranslationTable>, 'searchVector' | 'searchText'>;
export type FaqAuditRow = Selectable<FaqAuditTable>;

/** The name written for changes made by the product itself (the shipped entries). */
export const SITE_NAME = 'Crowdsolve';

export interface TranslationValues {
  language: Language;
  question: string;
  answer: string;
  answerHtml: string;
  searchText: string;
}

const TRANSLATION_COLUMNS = ['entryId', 'language', 'question', 'answer', 'answerHtml'] as const;

export const faqRepo = {
  /** Live (not deleted) entries of an audience in order; `publishedOnly` for the public pages. */
  entries(db: Db, audience: FaqAudience, publishedOnly: boolean): Promise<FaqEntryRow[]> {
    let q = db.selectFrom('faqEntry').selectAll().where('audience', '=', audience).where('deletedAt', 'is', null);
    if (publishedOnly) q = q.where('isPublished', '=', true);
    return q.orderBy('position').orderBy('id').execute();
  },

  find(db: Db, id: number): Promise<FaqEntryRow | undefined> {
    return db.selectFrom('faqEntry').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
  },

  async translations(db: Db, ids: readonly number[]): Promise<FaqTranslationRow[]> {
    if (!ids.length) return [];
    return db
      .selectFrom('faqTranslation')
      .select(TRANSLATION_COLUMNS)
      .where('entryId', 'in', [...ids])
      .execute();
  },

  /** The next position at the end of an audience's list. */
  async nextPosition(db: Db, audience: FaqAudience): Promise<number> {
    const row = await db
      .selectFrom('faqEntry')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('audience', '=', audience)
      .executeTakeFirst();
    return row?.max == null ? 0 : Number(row.max) + 1;
  },

  async insert(
    db: Db,
    v: {
      audience: FaqAudience;
      position: number;
      published: boolean;
      shippedKey: string | null;
      userId: number | null;
      userName: string;
      now: Date;
    },
  ): Promise<number | null> {
    const row = await db
      .insertInto('faqEntry')
      .values({
        audience: v.audience,
        position: v.position,
        isPublished: v.published,
        shippedKey: v.shippedKey,
        createdAt: v.now,
        updatedAt: v.now,
        updatedBy: v.userId,
        updatedByName: v.userName,
      })
      .onConflict((oc) => oc.column('shippedKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  },

  /** Replaces an entry's language versions with `values` (languages not listed are removed). */
  async setTranslations(db: Db, entryId: number, values: readonly TranslationValues[]) {
    await db.deleteFrom('faqTranslation').where('entryId', '=', entryId).execute();
    if (!values.length) return;
    await db
      .insertInto('faqTranslation')
      .values(values.map((v) => ({ entryId, ...v })))
      .execute();
  },

  async update(
    db: Db,
    id: number,
    v: Partial<Pick<FaqEntryRow, 'audience' | 'position' | 'isPublished' | 'staffEdited' | 'deletedAt'>> & {
      userId: number | null;
      userName: string;
      now: Date;
    },
  ) {
    const { userId, userName, now, ...fields } = v;
    await db
      .updateTable('faqEntry')
      .set({ ...fields, updatedAt: now, updatedBy: userId, updatedByName: userName })
      .where('id', '=', id)
      .execute();
  },

  async setPositions(db: Db, audience: FaqAudience, ids: readonly number[]) {
    for (const [position, id] of ids.entries()) {
      await db
        .updateTable('faqEntry')
        .set({ position })
        .where('id', '=', id)
        .where('audience', '=', audience)
        .execute();
    }
  },

  async remove(db: Db, id: number) {
    await db.deleteFrom('faqEntry').where('id', '=', id).execute();
  },

  /** The shipped entries by key (deleted ones too, so that they are not written again). */
  async shipped(db: Db): Promise<Pick<FaqEntryRow, 'id' | 'shippedKey' | 'staffEdited' | 'deletedAt'>[]> {
    return db
      .selectFrom('faqEntry')
      .select(['id', 'shippedKey', 'staffEdited', 'deletedAt'])
      .where('shippedKey', 'is not', null)
      .execute();
  },

  async audit(db: Db, entryIds: readonly number[], limit: number): Promise<FaqAuditRow[]> {
    if (!entryIds.length) return [];
    return db
      .selectFrom('faqAudit')
      .selectAll()
      .where('entryId', 'in', [...entryIds])
      .orderBy('id', 'desc')
      .limit(limit * entryIds.length)
      .execute();
  },

  async addAudit(
    db: Db,
    v: { entryId: number; userId: number | null; userName: string; action: string; detail: string; now: Date },
  ) {
    await db
      .insertInto('faqAudit')
      .values({
        entryId: v.entryId,
        userId: v.userId,
        userName: v.userName,
        action: v.action,
        detail: v.detail,
        createdAt: v.now,
      })
      .execute();
  },

  /** Published entries whose version in `language` matches the full-text query, best first. */
  async search(
    db: Db,
    language: Language,
    query: RawBuilder<unknown>,
    limit: number,
  ): Promise<{ id: number; audience: FaqAudience; question: string; answer: string }[]> {
    const rows = await db
      .selectFrom('faqTranslation as t')
      .innerJoin('faqEntry as e', 'e.id', 't.entryId')
      .select(['e.id', 'e.audience', 't.question', 't.answer'])
      .where('t.language', '=', language)
      .where('e.isPublished', '=', true)
      .where('e.deletedAt', 'is', null)
      .where(sql<boolean>`t.search_vector @@ ${query}`)
      .orderBy(sql`ts_rank(t.search_vector, ${query})`, 'desc')
      .orderBy('e.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  },

  /**
   * Which of `texts` (search texts made like `search_text`) match the query in `language`, best
   * first: the API docs' pages are searched this way, with the same stemming as the stored texts.
   */
  async matchTexts(db: Db, language: Language, query: RawBuilder<unknown>, texts: readonly string[]) {
    if (!texts.length) return [];
    const config = language === 'en' ? 'english' : language === 'ru' ? 'russian' : 'simple';
    const rows = sql.join(texts.map((text, i) => sql`(${i}::int, ${text}::text)`));
    const vector = sql`to_tsvector(${config}::regconfig, d.txt)`;
    const result = await sql<{ i: number }>`
      SELECT d.i FROM (VALUES ${rows}) AS d(i, txt)
      WHERE ${vector} @@ ${query}
      ORDER BY ts_rank(${vector}, ${query}) DESC, d.i`.execute(db);
    return result.rows.map((r) => Number(r.i));
  },

  /** The name an audit line shows for a user: their name, else their address. */
  async userName(db: Db, userId: number): Promise<string> {
    const row = await db
      .selectFrom('userAccount')
      .select(['name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.name || row?.email || `#${userId}`;
  },
};
