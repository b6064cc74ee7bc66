import type { ArticleKind, ArticleSorting, Language, SiteKind } from '@crowdsolve/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { ArticleHeadingValue } from './content.tables.ts';

export const ARTICLE_COLUMNS = [
  'article.id',
  'article.kind',
  'article.slug',
  'article.coverFileId',
  'article.sites',
  'article.authorName',
  'article.version',
  'article.views',
  'article.createdAt',
  'article.updatedAt',
] as const;

export interface ArticleRow {
  id: number;
  kind: ArticleKind;
  slug: string;
  coverFileId: string | null;
  sites: SiteKind[];
  authorName: string;
  version: number;
  views: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface TranslationRow {
  articleId: number;
  language: Language;
  draftTitle: string;
  draftSummary: string;
  draftBody: string;
  isPublished: boolean;
  publishedTitle: string | null;
  publishedSummary: string | null;
  publishedBody: string | null;
  publishedHtml: string | null;
  publishedHeadings: ArticleHeadingValue[] | null;
  publishedAt: Date | null;
  republishedAt: Date | null;
  updatedAt: Date;
  updatedByName: string;
}

/** A published language version joined with its article, as lists show it. */
export type PublishedRow = ArticleRow & {
  language: Language;
  title: string;
  summary: string;
  body: string;
  publishedAt: Date;
  translationUpdatedAt: Date;
};

export interface ListFilter {
  kind: ArticleKind;
  language: Language;
  site: SiteKind;
  query: RawBuilder<unknown> | null;
  sorting: ArticleSorting;
  limit: number;
  offset: number;
}

const parseHeadings = (v: unknown): ArticleHeadingValue[] | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? JSON.parse(v) : (v as ArticleHeadingValue[]);

export const contentRepo = {
  async find(db: Db, by: { id: number } | { kind: ArticleKind; slug: string }, lock = false) {
    let q = db.selectFrom('article').select(ARTICLE_COLUMNS);
    q = 'id' in by ? q.where('id', '=', by.id) : q.where('kind', '=', by.kind).where('slug', '=', by.slug);
    if (lock) q = q.forUpdate();
    return (await q.executeTakeFirst()) as ArticleRow | undefined;
  },

  async slugTaken(db: Db, kind: ArticleKind, slug: string, exceptId: number | null) {
    let q = db.selectFrom('article').select('id').where('kind', '=', kind).where('slug', '=', slug);
    if (exceptId !== null) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  },

  async translations(db: Db, articleIds: readonly number[]): Promise<TranslationRow[]> {
    if (!articleIds.length) return [];
    const rows = await db
      .selectFrom('articleTranslation')
      .select([
        'articleId',
        'language',
        'draftTitle',
        'draftSummary',
        'draftBody',
        'isPublished',
        'publishedTitle',
        'publishedSummary',
        'publishedBody',
        'publishedHtml',
        'publishedHeadings',
        'publishedAt',
        'republishedAt',
        'updatedAt',
        'updatedByName',
      ])
      .where('articleId', 'in', [...articleIds])
      .execute();
    return rows.map((r) => ({ ...r, publishedHeadings: parseHeadings(r.publishedHeadings) }));
  },

  /** Published language versions of a kind on a site, in a language, filtered and sorted. */
  async published(db: Db, f: ListFilter): Promise<{ rows: PublishedRow[]; total: number }> {
    let base = db
      .selectFrom('article')
      .innerJoin('articleTranslation as t', 't.articleId', 'article.id')
      .where('article.kind', '=', f.kind)
      .where('t.language', '=', f.language)
      .where('t.isPublished', '=', true)
      .where(sql<boolean>`${f.site} = ANY(article.sites)`);
    if (f.query) base = base.where(sql<boolean>`t.search_vector @@ ${f.query}`);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          ...ARTICLE_COLUMNS,
          't.language',
          't.publishedTitle as title',
          't.publishedSummary as summary',
          't.publishedBody as body',
          't.publishedAt',
          't.updatedAt as translationUpdatedAt',
        ])
        .$if(f.sorting === 'popular', (q) => q.orderBy('article.views', 'desc'))
        .orderBy('t.publishedAt', 'desc')
        .orderBy('article.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
    ]);
    return { rows: rows as unknown as PublishedRow[], total: Number(count.n) };
  },

  /** Articles of a kind for the editor (drafts included), newest change first; `text` in any title. */
  async editorList(db: Db, f: { kind: ArticleKind; text: string | null; limit: number; offset: number }) {
    let base = db.selectFrom('article').where('article.kind', '=', f.kind);
    if (f.text) {
      const like = `%${f.text.replace(/[\\%_]/g, '\\$&')}%`;
      base = base.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('articleTranslation as t')
            .select('t.articleId')
            .whereRef('t.articleId', '=', 'article.id')
            .where((eb) => eb.or([eb('t.draftTitle', 'ilike', like), eb('article.slug', 'ilike', like)])),
        ),
      );
    }
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select(ARTICLE_COLUMNS)
        .orderBy('article.updatedAt', 'desc')
        .orderBy('article.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
    ]);
    return { rows: rows as ArticleRow[], total: Number(count.n) };
  },

  /** Every article of a kind with its published (or, `drafts`, any) languages. */
  async index(db: Db, kind: ArticleKind, drafts: boolean) {
    return db
      .selectFrom('article')
      .innerJoin('articleTranslation as t', 't.articleId', 'article.id')
      .select(['article.id', 'article.slug', 'article.sites', 't.language', 't.updatedAt', 't.republishedAt'])
      .where('article.kind', '=', kind)
      .$if(!drafts, (q) => q.where('t.isPublished', '=', true))
      .orderBy('article.id')
      .execute();
  },

  /** Every published language version of a kind in one language, with its Markdown (the support bot's index). */
  async publishedTexts(db: Db, kind: ArticleKind, language: Language) {
    return db
      .selectFrom('article')
      .innerJoin('articleTranslation as t', 't.articleId', 'article.id')
      .select(['article.slug', 'article.sites', 't.publishedTitle as title', 't.publishedBody as body'])
      .where('article.kind', '=', kind)
      .where('t.language', '=', language)
      .where('t.isPublished', '=', true)
      .orderBy('article.id')
      .execute();
  },

  async insertArticle(
    db: Db,
    values: {
      kind: ArticleKind;
      slug: string;
      coverFileId: string | null;
      sites: SiteKind[];
      authorId: number | null;
      authorName: string;
      shipped?: boolean;
      now: Date;
    },
  ) {
    const { now, ...rest } = values;
    return db
      .insertInto('article')
      .values({ ...rest, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(['kind', 'slug']).doNothing())
      .returning('id')
      .executeTakeFirst();
  },

  async updateArticle(
    db: Db,
    id: number,
    values: { slug?: string; coverFileId?: string | null; sites?: SiteKind[]; now: Date },
  ) {
    const { now, ...rest } = values;
    await db
      .updateTable('article')
      .set({ ...rest, updatedAt: now, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
  },

  async saveDraft(
    db: Db,
    v: {
      articleId: number;
      language: Language;
      title: string;
      summary: string;
      body: string;
      userId: number | null;
      userName: string;
      now: Date;
    },
  ) {
    const draft = { draftTitle: v.title, draftSummary: v.summary, draftBody: v.body };
    const who = { updatedAt: v.now, updatedBy: v.userId, updatedByName: v.userName };
    await db
      .insertInto('articleTranslation')
      .values({ articleId: v.articleId, language: v.language, ...draft, ...who })
      .onConflict((oc) => oc.columns(['articleId', 'language']).doUpdateSet({ ...draft, ...who }))
      .execute();
  },

  async publish(
    db: Db,
    v: {
      articleId: number;
      language: Language;
      html: string;
      headings: ArticleHeadingValue[];
      searchText: string;
      now: Date;
    },
  ) {
    await db
      .updateTable('articleTranslation')
      .set({
        isPublished: true,
        publishedTitle: sql`draft_title`,
        publishedSummary: sql`draft_summary`,
        publishedBody: sql`draft_body`,
        publishedHtml: v.html,
        publishedHeadings: JSON.stringify(v.headings),
        publishedAt: sql`coalesce(published_at, ${v.now})`,
        republishedAt: v.now,
        searchText: v.searchText,
      })
      .where('articleId', '=', v.articleId)
      .where('language', '=', v.language)
      .execute();
  },

  async unpublish(db: Db, articleId: number, language: Language) {
    await db
      .updateTable('articleTranslation')
      .set({ isPublished: false })
      .where('articleId', '=', articleId)
      .where('language', '=', language)
      .execute();
  },

  async removeTranslation(db: Db, articleId: number, language: Language) {
    const res = await db
      .deleteFrom('articleTranslation')
      .where('articleId', '=', articleId)
      .where('language', '=', language)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  async deleteArticle(db: Db, id: number) {
    const res = await db.deleteFrom('article').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /** Adds view counts: one statement for many articles. */
  async addViews(db: Db, counts: Map<number, number>) {
    if (!counts.size) return;
    const values = sql.join([...counts].map(([id, n]) => sql`(${id}::bigint, ${n}::bigint)`));
    await sql`UPDATE article SET views = article.views + v.n FROM (VALUES ${values}) AS v(id, n)
      WHERE article.id = v.id`.execute(db);
  },
};

/** How an editor is named: publicly (their profile name, else the site's) and in the audit (name or address). */
export async function editorNames(db: Db, userId: number): Promise<{ author: string; audit: string }> {
  const row = await db.selectFrom('userAccount').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
  const name = row?.name?.trim() ?? '';
  return { author: name || SITE_AUTHOR, audit: name || row?.email || `#${userId}` };
}

/** The author of articles written by the product itself (the shipped tutorials). */
export const SITE_AUTHOR = 'Crowdsolve';
