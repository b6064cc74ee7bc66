import type { BotMark, BotThreadFilter, Language, SiteKind } from '@crowdsolve/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { Passage } from './support-bot.passages.ts';
import type { MarkedAnswer } from './support-bot.ranking.ts';
import type { StoredSource, SupportBotMessageTable, SupportBotThreadTable } from './support-bot.tables.ts';

export type ThreadRow = Selectable<SupportBotThreadTable>;
export type MessageRow = Selectable<SupportBotMessageTable>;

export interface CandidateRow {
  key: string;
  source: Passage['source'];
  title: string;
  heading: string | null;
  path: string;
  quote: string;
  terms: string[];
  titleTerms: string[];
  headingTerms: string[];
  rank: number;
}

/** A tsquery of lexemes taken as they are (OR), quoted for the tsquery syntax. */
const anyOf = (terms: readonly string[]) =>
  terms.map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');

const CONFIG: Record<Exclude<Language, 'zh'>, string> = { en: 'english', ru: 'russian' };

export const botRepo = {
  // ---------- the index ----------

  async indexState(db: Db) {
    return db.selectFrom('supportBotIndexState').selectAll().where('id', '=', 1).executeTakeFirst();
  },

  /** The stored passages' keys and content hashes. */
  async passageHashes(db: Db) {
    return db.selectFrom('supportBotPassage').select(['language', 'passageKey', 'contentHash']).execute();
  },

  async deletePassages(db: Db, language: Language, keys: readonly string[]) {
    if (!keys.length) return;
    await db
      .deleteFrom('supportBotPassage')
      .where('language', '=', language)
      .where('passageKey', 'in', [...keys])
      .execute();
  },

  async upsertPassages(db: Db, passages: readonly Passage[]) {
    for (let i = 0; i < passages.length; i += 200) {
      await db
        .insertInto('supportBotPassage')
        .values(passages.slice(i, i + 200).map((p) => ({ ...p })))
        .onConflict((oc) =>
          oc.columns(['language', 'passageKey']).doUpdateSet((eb) => ({
            source: eb.ref('excluded.source'),
            sites: eb.ref('excluded.sites'),
            title: eb.ref('excluded.title'),
            heading: eb.ref('excluded.heading'),
            path: eb.ref('excluded.path'),
            quote: eb.ref('excluded.quote'),
            contentHash: eb.ref('excluded.contentHash'),
            titleText: eb.ref('excluded.titleText'),
            searchText: eb.ref('excluded.searchText'),
          })),
        )
        .execute();
    }
  },

  async setIndexState(db: Db, builtAt: Date, passages: number) {
    await db
      .insertInto('supportBotIndexState')
      .values({ id: 1, builtAt, passages })
      .onConflict((oc) => oc.column('id').doUpdateSet({ builtAt, passages }))
      .execute();
  },

  // ---------- searching ----------

  /** A question's terms as the index has them: stemmed lexemes (en, ru). */
  async lexemesOf(db: Db, language: Exclude<Language, 'zh'>, text: string): Promise<string[]> {
    const { rows } = await sql<{ terms: string[] }>`
      select tsvector_to_array(to_tsvector(${CONFIG[language]}::regconfig, ${text})) as terms`.execute(db);
    return rows[0]?.terms ?? [];
  },

  /** Passages with any of the terms, on the site, by full-text rank. */
  async candidates(db: Db, language: Language, site: SiteKind, terms: readonly string[], limit: number) {
    const query = sql`${anyOf(terms)}::tsquery`;
    const config = language === 'zh' ? 'simple' : CONFIG[language];
    const { rows } = await sql<CandidateRow>`
      select passage_key as key, source, title, heading, path, quote,
             tsvector_to_array(search_vector) as terms,
             tsvector_to_array(to_tsvector(${config}::regconfig, title)) as title_terms,
             tsvector_to_array(to_tsvector(${config}::regconfig, coalesce(heading, ''))) as heading_terms,
             ts_rank(search_vector, ${query}) as rank
      from support_bot_passage
      where language = ${language} and (sites is null or ${site} = any(sites)) and search_vector @@ ${query}
      order by rank desc, id
      limit ${limit}`.execute(db);
    return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
  },

  /** In how many passages of the language each term is, and how many passages there are. */
  async termStats(db: Db, language: Language, terms: readonly string[]) {
    const [counts, total] = await Promise.all([
      sql<{ term: string; df: number }>`
        select term, count(*)::int as df
        from support_bot_passage p, unnest(tsvector_to_array(p.search_vector)) as term
        where p.language = ${language} and term = any(${[...terms]}::text[])
        group by term`.execute(db),
      db
        .selectFrom('supportBotPassage')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('language', '=', language)
        .executeTakeFirstOrThrow(),
    ]);
    return { df: new Map(counts.rows.map((r) => [r.term, Number(r.df)])), total: Number(total.n) };
  },

  /** Marked answers to questions sharing a term with these. */
  async marksNear(db: Db, language: Language, terms: readonly string[]): Promise<MarkedAnswer[]> {
    const rows = await db
      .selectFrom('supportBotMessage')
      .select(['questionTerms', 'mark', 'sources'])
      .where('mark', 'is not', null)
      .where('language', '=', language)
      .where(sql<boolean>`question_terms && ${[...terms]}::text[]`)
      .execute();
    return rows.map((r) => ({
      terms: r.questionTerms,
      mark: r.mark as BotMark,
      keys: r.sources.map((s) => s.key),
    }));
  },

  // ---------- threads ----------

  findThread(db: Db, id: string): Promise<ThreadRow | undefined> {
    return db.selectFrom('supportBotThread').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insertThread(db: Db, v: { id: string; userId: number | null; language: Language; now: Date }) {
    await db
      .insertInto('supportBotThread')
      .values({ id: v.id, userId: v.userId, language: v.language, createdAt: v.now, updatedAt: v.now })
      .execute();
  },

  async insertMessage(
    db: Db,
    v: {
      threadId: string;
      language: Language;
      question: string;
      terms: readonly string[];
      answered: boolean;
      sources: StoredSource[];
      userId: number | null;
      now: Date;
    },
  ): Promise<MessageRow> {
    const row = await db
      .insertInto('supportBotMessage')
      .values({
        threadId: v.threadId,
        language: v.language,
        question: v.question,
        questionTerms: [...v.terms],
        answered: v.answered,
        sources: JSON.stringify(v.sources),
        createdAt: v.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db
      .updateTable('supportBotThread')
      .set((eb) => ({
        messageCount: eb('messageCount', '+', 1),
        updatedAt: v.now,
        // A thread started signed out becomes the user's when they ask signed in.
        userId: eb.fn.coalesce('userId', sql<number | null>`${v.userId}::bigint`),
      }))
      .where('id', '=', v.threadId)
      .execute();
    return row;
  },

  messages(db: Db, threadId: string): Promise<MessageRow[]> {
    return db.selectFrom('supportBotMessage').selectAll().where('threadId', '=', threadId).orderBy('id').execute();
  },

  findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
    return db.selectFrom('supportBotMessage').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async setHelpful(db: Db, id: number, helpful: boolean) {
    return db
      .updateTable('supportBotMessage')
      .set({ helpful })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async setMark(db: Db, id: number, v: { mark: BotMark | null; userId: number; now: Date }) {
    return db
      .updateTable('supportBotMessage')
      .set({ mark: v.mark, markedBy: v.mark ? v.userId : null, markedAt: v.mark ? v.now : null })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** Threads newest first with their counts; `unrated`: with an answer not marked; `bad`: with a bad mark. */
  async listThreads(db: Db, filter: BotThreadFilter, limit: number, offset: number) {
    const has = (condition: ReturnType<typeof sql<boolean>>) =>
      sql<boolean>`exists (select 1 from support_bot_message m where m.thread_id = support_bot_thread.id and ${condition})`;
    let base = db.selectFrom('supportBotThread');
    if (filter === 'unrated') base = base.where(has(sql<boolean>`m.mark is null`));
    if (filter === 'bad') base = base.where(has(sql<boolean>`m.mark = 'bad'`));
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll('supportBotThread')
        .select([
          sql<string>`(select m.question from support_bot_message m where m.thread_id = support_bot_thread.id order by m.id limit 1)`.as(
            'firstQuestion',
          ),
          sql<number>`(select count(*) from support_bot_message m where m.thread_id = support_bot_thread.id and not m.answered)`.as(
            'unansweredCount',
          ),
          sql<number>`(select count(*) from support_bot_message m where m.thread_id = support_bot_thread.id and m.mark = 'good')`.as(
            'goodCount',
          ),
          sql<number>`(select count(*) from support_bot_message m where m.thread_id = support_bot_thread.id and m.mark = 'bad')`.as(
            'badCount',
          ),
          sql<number>`(select count(*) from support_bot_message m where m.thread_id = support_bot_thread.id and m.mark is null)`.as(
            'unratedCount',
          ),
        ])
        .orderBy('updatedAt', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
