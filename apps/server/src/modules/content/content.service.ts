import {
  ARTICLE_PAGE_SIZE,
  type ArticleIndexReply,
  type ArticleKind,
  type ArticleListQuery,
  type ArticleListReply,
  type ArticleReply,
  DEFAULT_ARTICLE_SORTING,
  type EditorArticle,
  type EditorArticleListReply,
  isLanguage,
  type Language,
  type SiteKind,
} from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { attachmentsRepo, auditRepo } from './audit.repo.ts';
import { attachmentOf, changed, coverOf, editorArticle, inOrder, listItem } from './content.present.ts';
import { type ContentPrices, currencyOf, withPrices } from './content.prices.ts';
import { type ArticleRow, contentRepo } from './content.repo.ts';
import { searchQuery } from './content.search.ts';
import type { ViewCounter } from './content.views.ts';

/** A page's language: en, ru or zh, else en. */
export const languageOf = (value: string | undefined): Language => (value && isLanguage(value) ? value : 'en');

const AUDIT_SHOWN = 50;

/** What the storage module tells of uploaded files (their size, for the editor's list). */
export interface ContentFileSizes {
  sizes(ids: readonly string[]): Promise<Map<string, number>>;
}

/** Reading articles: the public lists and pages, and the editor's view of them. */
export function contentService(deps: {
  db: Db;
  views: ViewCounter;
  prices: ContentPrices | null;
  files: ContentFileSizes | null;
}) {
  const { db, views, prices } = deps;

  async function editorView(article: ArticleRow): Promise<EditorArticle> {
    const [translations, attachments, audit] = await Promise.all([
      contentRepo.translations(db, [article.id]),
      attachmentsRepo.ofArticle(db, article.id),
      auditRepo.list(db, article.id, AUDIT_SHOWN),
    ]);
    const sizes = (await deps.files?.sizes(attachments.map((a) => a.fileId))) ?? new Map<string, number>();
    return editorArticle(
      article,
      translations,
      attachments.map((a) => attachmentOf(a, sizes.get(a.fileId) ?? 0)),
      audit,
    );
  }

  return {
    async list(kind: ArticleKind, site: SiteKind, query: ArticleListQuery): Promise<ArticleListReply> {
      const language = languageOf(query.language);
      const { rows, total } = await contentRepo.published(db, {
        kind,
        language,
        site,
        query: searchQuery(language, query.text),
        sorting: query.sorting ?? DEFAULT_ARTICLE_SORTING[kind],
        limit: ARTICLE_PAGE_SIZE,
        offset: query.page * ARTICLE_PAGE_SIZE,
      });
      return { articles: rows.map(listItem), totalCount: total, page: query.page, pageSize: ARTICLE_PAGE_SIZE };
    },

    /** A published article in the language asked for, else in another (en first); counts a view. */
    async bySlug(
      kind: ArticleKind,
      slug: string,
      site: SiteKind,
      query: { language?: string; currency?: string },
    ): Promise<ArticleReply> {
      const article = await contentRepo.find(db, { kind, slug: slug.toLowerCase() });
      if (!article?.sites.includes(site)) throw new AppError('ERROR_NOT_FOUND');
      const published = (await contentRepo.translations(db, [article.id])).filter((t) => t.isPublished);
      const languages = inOrder(published.map((t) => t.language));
      const wanted = languageOf(query.language);
      const language = languages.includes(wanted) ? wanted : languages.includes('en') ? 'en' : languages[0];
      const t = published.find((p) => p.language === language);
      if (!t || !language) throw new AppError('ERROR_NOT_FOUND');
      views.record(article.id);
      return {
        ...listItem({
          ...article,
          language,
          title: t.publishedTitle ?? '',
          summary: t.publishedSummary ?? '',
          body: t.publishedBody ?? '',
          publishedAt: t.publishedAt ?? article.createdAt,
          translationUpdatedAt: t.republishedAt ?? t.updatedAt,
        }),
        html: await withPrices(t.publishedHtml ?? '', currencyOf(query.currency), prices),
        headings: t.publishedHeadings ?? [],
        languages,
      };
    },

    /** Every article with its published (editor: any) languages: for the sitemap and the feeds. */
    async index(kind: ArticleKind, drafts = false): Promise<ArticleIndexReply> {
      const rows = await contentRepo.index(db, kind, drafts);
      const bySlug = new Map<string, { slug: string; languages: Language[]; updatedAt: string }>();
      for (const r of rows) {
        const entry = bySlug.get(r.slug) ?? { slug: r.slug, languages: [], updatedAt: '' };
        entry.languages = inOrder([...entry.languages, r.language]);
        const at = new Date(r.republishedAt ?? r.updatedAt).toISOString();
        if (at > entry.updatedAt) entry.updatedAt = at;
        bySlug.set(r.slug, entry);
      }
      return { articles: [...bySlug.values()] };
    },

    /** The paths and languages of every published article a site lists (for `sitemap.xml`). */
    async sitemapPages(kind: ArticleKind, site: SiteKind) {
      const rows = await contentRepo.index(db, kind, false);
      const bySlug = new Map<string, Language[]>();
      for (const r of rows) {
        if (!r.sites.includes(site)) continue;
        bySlug.set(r.slug, inOrder([...(bySlug.get(r.slug) ?? []), r.language]));
      }
      return [...bySlug].map(([slug, languages]) => ({ slug, languages }));
    },

    /** Every published article of a kind in a language with its title, Markdown and sites. */
    async publishedTexts(kind: ArticleKind, language: Language) {
      const rows = await contentRepo.publishedTexts(db, kind, language);
      return rows.map((r) => ({ slug: r.slug, sites: r.sites, title: r.title ?? '', body: r.body ?? '' }));
    },

    async editorList(kind: ArticleKind, query: ArticleListQuery): Promise<EditorArticleListReply> {
      const language = languageOf(query.language);
      const text = (query.text ?? '').trim();
      const { rows, total } = await contentRepo.editorList(db, {
        kind,
        text: [...text].length >= 3 ? text : null,
        limit: ARTICLE_PAGE_SIZE,
        offset: query.page * ARTICLE_PAGE_SIZE,
      });
      const translations = await contentRepo.translations(
        db,
        rows.map((r) => r.id),
      );
      const articles = rows.map((article) => {
        const own = inOrder(translations.filter((t) => t.articleId === article.id).map((t) => t.language)).map(
          (l) => translations.find((t) => t.articleId === article.id && t.language === l) as (typeof translations)[0],
        );
        const shown = own.find((t) => t.language === language) ?? own[0];
        return {
          id: article.id,
          kind: article.kind,
          slug: article.slug,
          title: shown?.draftTitle ?? '',
          summary: shown?.draftSummary ?? '',
          cover: coverOf(article.coverFileId),
          author: article.authorName,
          updatedAt: new Date(article.updatedAt).toISOString(),
          views: Number(article.views),
          statuses: own.map((t) => ({
            language: t.language,
            status: t.isPublished ? ('published' as const) : ('draft' as const),
            changed: changed(t),
          })),
        };
      });
      return { articles, totalCount: total, page: query.page, pageSize: ARTICLE_PAGE_SIZE };
    },

    async editorBySlug(kind: ArticleKind, slug: string): Promise<EditorArticle> {
      const article = await contentRepo.find(db, { kind, slug: slug.toLowerCase() });
      if (!article) throw new AppError('ERROR_NOT_FOUND');
      return editorView(article);
    },

    async editorById(id: number): Promise<EditorArticle> {
      const article = await contentRepo.find(db, { id });
      if (!article) throw new AppError('ERROR_NOT_FOUND');
      return editorView(article);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
