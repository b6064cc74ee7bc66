import type { ArticleKind, Language, SiteKind } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A blog post, tutorial or software article; its texts are in `articleTranslation`. */
export interface ArticleTable {
  id: Generated<number>;
  kind: ArticleKind;
  slug: string;
  coverFileId: string | null;
  sites: ColumnType<SiteKind[], SiteKind[] | undefined, SiteKind[]>;
  authorId: number | null;
  authorName: Generated<string>;
  version: Generated<number>;
  views: Generated<number>;
  shipped: Generated<boolean>;
  createdAt: Time;
  updatedAt: Time;
}

export interface ArticleHeadingValue {
  id: string;
  text: string;
  level: number;
}

/** One language version: the draft the editor saves and the published copy the pages show. */
export interface ArticleTranslationTable {
  articleId: number;
  language: Language;
  draftTitle: Generated<string>;
  draftSummary: Generated<string>;
  draftBody: Generated<string>;
  isPublished: Generated<boolean>;
  publishedTitle: string | null;
  publishedSummary: string | null;
  publishedBody: string | null;
  publishedHtml: string | null;
  publishedHeadings: ColumnType<ArticleHeadingValue[] | null, string | null | undefined, string | null>;
  publishedAt: NullableTime;
  republishedAt: NullableTime;
  updatedAt: Time;
  updatedBy: number | null;
  updatedByName: Generated<string>;
  searchText: Generated<string>;
  searchVector: ColumnType<unknown, never, never>;
}

export interface ArticleAttachmentTable {
  id: Generated<number>;
  articleId: number | null;
  fileId: string;
  createdBy: number | null;
  createdAt: Time;
}

export interface ArticleAuditTable {
  id: Generated<number>;
  articleId: number;
  userId: number | null;
  userName: Generated<string>;
  action: string;
  language: Language | null;
  detail: Generated<string>;
  createdAt: Time;
}

export interface ContentTables {
  article: ArticleTable;
  articleTranslation: ArticleTranslationTable;
  articleAttachment: ArticleAttachmentTable;
  articleAudit: ArticleAuditTable;
}
