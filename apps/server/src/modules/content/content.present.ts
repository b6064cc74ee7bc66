import {
  type ArticleAttachment,
  type ArticleAuditAction,
  type ArticleAuditEntry,
  type ArticleCover,
  type ArticleListItem,
  type EditorArticle,
  type EditorTranslation,
  fileUrl,
  LANGUAGES,
  type Language,
} from '@crowdsolve/contract';
import type { ArticleRow, PublishedRow, TranslationRow } from './content.repo.ts';
import { readingMinutes } from './content.search.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The article-image variants (see the storage module): the page's 1280 px and the card's 640 px. */
export const MAIN_VARIANT = '1280.webp';
export const THUMB_VARIANT = '640.webp';

export function coverOf(fileId: string | null): ArticleCover | null {
  return fileId ? { fileId, url: fileUrl(fileId, MAIN_VARIANT), thumbUrl: fileUrl(fileId, THUMB_VARIANT) } : null;
}

/** Languages in their fixed order (en, ru, zh). */
export const inOrder = (languages: Iterable<Language>) => {
  const set = new Set(languages);
  return LANGUAGES.filter((l) => set.has(l));
};

export function listItem(row: PublishedRow): ArticleListItem {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    language: row.language,
    title: row.title,
    summary: row.summary,
    cover: coverOf(row.coverFileId),
    author: row.authorName,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.translationUpdatedAt),
    views: Number(row.views),
    readingMinutes: readingMinutes(row.body),
  };
}

/** Whether the draft differs from the published copy. */
export const changed = (t: TranslationRow) =>
  t.publishedTitle !== t.draftTitle || t.publishedSummary !== t.draftSummary || t.publishedBody !== t.draftBody;

function editorTranslation(t: TranslationRow): EditorTranslation {
  return {
    language: t.language,
    title: t.draftTitle,
    summary: t.draftSummary,
    body: t.draftBody,
    status: t.isPublished ? 'published' : 'draft',
    changed: changed(t),
    publishedAt: t.publishedAt ? iso(t.publishedAt) : null,
    updatedAt: iso(t.updatedAt),
    updatedBy: t.updatedByName,
  };
}

export function attachmentOf(
  a: { id: number; articleId: number | null; fileId: string; createdAt: Date | string },
  byteSize: number,
): ArticleAttachment {
  return {
    id: a.id,
    fileId: a.fileId,
    articleId: a.articleId,
    url: fileUrl(a.fileId, MAIN_VARIANT),
    thumbUrl: fileUrl(a.fileId, THUMB_VARIANT),
    byteSize,
    createdAt: iso(a.createdAt),
  };
}

export function editorArticle(
  article: ArticleRow,
  translations: TranslationRow[],
  attachments: ArticleAttachment[],
  audit: { createdAt: Date | string; userName: string; action: string; language: Language | null; detail: string }[],
): EditorArticle {
  const order = (t: TranslationRow) => LANGUAGES.indexOf(t.language);
  return {
    id: article.id,
    kind: article.kind,
    slug: article.slug,
    cover: coverOf(article.coverFileId),
    sites: article.sites,
    author: article.authorName,
    createdAt: iso(article.createdAt),
    version: article.version,
    translations: [...translations].sort((a, b) => order(a) - order(b)).map(editorTranslation),
    attachments,
    audit: audit.map(
      (e): ArticleAuditEntry => ({
        at: iso(e.createdAt),
        user: e.userName,
        action: e.action as ArticleAuditAction,
        language: e.language,
        detail: e.detail,
      }),
    ),
  };
}
