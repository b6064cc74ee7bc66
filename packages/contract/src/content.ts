import {
  ARTICLE_AUDIT_ACTIONS,
  ARTICLE_BODY_MAX,
  ARTICLE_KINDS,
  ARTICLE_SLUG_MAX,
  ARTICLE_SLUG_MIN,
  ARTICLE_SLUG_PATTERN,
  ARTICLE_SORTINGS,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TEXT_MAX,
  ARTICLE_TITLE_MAX,
  SITE_HOST_PATTERN,
} from './content.constants.ts';
import { LanguageSchema, SiteKindSchema } from './site.ts';
import { FileIdSchema } from './storage.ts';
import { z } from './zod.ts';

export * from './content.constants.ts';

/**
 * The content platform (spec §2 blog, tutorials, software articles and their editor; §7 article
 * and tutorial calls): one kind of record, the article, of three kinds. An article has a slug
 * (unique per kind), a cover, the sites that show it, and one version per language. Each
 * language version has a draft (what the editor saves, autosave included) and, once published,
 * a published copy that the public pages show; publishing copies the draft over it. An article is
 * public in a language while that language version is published.
 *
 * Public calls (no session; `language` falls back to en when not en, ru or zh; `hostname` picks
 * the site whose articles are listed (its `sites`), default the request's host; `currency`
 * renders `{{price:kind}}` tokens, default USD):
 * - GET /api/v1/articles/index                  → ArticleIndexReply (blog: every published
 *        language version, for the sitemap and the feeds)
 * - GET /api/v1/articles?page&language&hostname&currency&text&sorting
 *        → ArticleListReply (published in `language`; `text` under ARTICLE_TEXT_MIN characters is
 *        ignored; default sorting DEFAULT_ARTICLE_SORTING[kind])
 * - GET /api/v1/articles/by-slug/:slug?language&hostname&currency → ArticleReply (ERROR_NOT_FOUND
 *        when no language version is published; when `language` is not published another one
 *        is returned (en first) and `language` says which). Counts a view.
 * - the same three for tutorials under /api/v1/tutorials and for software articles under
 *        /api/v1/catalog/articles (see ARTICLE_API_PATHS)
 *
 * Editor calls (session with the admin or moderator permission; writes need the CSRF header):
 * - GET /api/v1/editor/articles/index, /api/v1/editor/articles, /api/v1/editor/articles/by-slug/:slug
 *        (and the tutorial and software-article variants): like the public ones, drafts included;
 *        the list items carry each language's status; by-slug → EditorArticle
 * - POST   /api/v1/editor/articles/new   body ArticleCreateBody → 201 EditorArticle
 *        (ARTICLE_SLUG_TAKEN; a reserved or malformed slug is a validation error on `slug`)
 * - PUT    /api/v1/editor/articles/:id   body ArticleUpdateBody → EditorArticle (saves drafts; then
 *        publishes or unpublishes the listed languages; ARTICLE_VERSION_CONFLICT when `version` is
 *        not the stored one; ARTICLE_EMPTY_TRANSLATION when publishing a language without title or body)
 * - DELETE /api/v1/editor/articles/:id   → 204 (the article, its versions and its attachments' links)
 * - PUT    /api/v1/editor/articles/attachments   multipart: one file part (an image), field
 *        `articleId` (optional before the first save) → 201 ArticleAttachment
 * - DELETE /api/v1/editor/articles/attachments/:id → 204
 * - POST   /api/v1/editor/articles/preview   body ArticlePreviewBody → ArticlePreviewReply (the
 *        Markdown rendered exactly as the public page will render it)
 *
 * Feeds: GET /blog/rss.xml, /h/rss.xml, /software/blog/rss.xml (`?lang=`): RSS 2.0 of the newest
 * published articles. Every published language version is in `sitemap.xml`.
 *
 * Manual domains (admin only; writes need the CSRF header): the hosts of each site beyond those
 * the configuration names; pages, canonical links and mail links use them.
 * - GET    /api/v1/editor/manual-domains              → SiteDomainListReply
 * - POST   /api/v1/editor/manual-domains  body SiteDomainBody → 201 SiteDomain (DOMAIN_TAKEN)
 * - PUT    /api/v1/editor/manual-domains/:host  body SiteDomainUpdateBody → SiteDomain
 * - DELETE /api/v1/editor/manual-domains/:host        → 204 (DOMAIN_FROM_CONFIG for a configured host)
 */

export const ArticleKindSchema = z.enum(ARTICLE_KINDS);
export const ArticleSortingSchema = z.enum(ARTICLE_SORTINGS);

/** The API of each kind: public base path and editor base path. */
export const ARTICLE_API_PATHS = {
  blog: { public: '/api/v1/articles', editor: '/api/v1/editor/articles' },
  tutorial: { public: '/api/v1/tutorials', editor: '/api/v1/editor/tutorials' },
  software: { public: '/api/v1/catalog/articles', editor: '/api/v1/editor/catalog/articles' },
} as const;

export const CONTENT_PATHS = {
  create: '/api/v1/editor/articles/new',
  article: '/api/v1/editor/articles/:id',
  attachments: '/api/v1/editor/articles/attachments',
  attachment: '/api/v1/editor/articles/attachments/:id',
  preview: '/api/v1/editor/articles/preview',
  domains: '/api/v1/editor/manual-domains',
  domain: '/api/v1/editor/manual-domains/:host',
} as const;

export const ArticleSlugSchema = z
  .string()
  .trim()
  .min(ARTICLE_SLUG_MIN, 'too_short')
  .max(ARTICLE_SLUG_MAX, 'too_long')
  .regex(ARTICLE_SLUG_PATTERN, 'invalid_slug');

export const ArticleListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  language: z.string().optional(),
  hostname: z.string().max(300).optional(),
  currency: z.string().max(8).optional(),
  text: z.string().max(ARTICLE_TEXT_MAX).optional(),
  sorting: ArticleSortingSchema.optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

export const ArticleReadQuerySchema = ArticleListQuerySchema.pick({ language: true, hostname: true, currency: true });
export type ArticleReadQuery = z.infer<typeof ArticleReadQuerySchema>;

export const ArticleCoverSchema = z.object({
  fileId: FileIdSchema,
  /** The main variant (1280 px wide) and the card's (640 px). */
  url: z.string(),
  thumbUrl: z.string(),
});
export type ArticleCover = z.infer<typeof ArticleCoverSchema>;

/** One article in a public list, in the list's language. */
export const ArticleListItemSchema = z.object({
  id: z.number().int(),
  kind: ArticleKindSchema,
  slug: z.string(),
  language: LanguageSchema,
  title: z.string(),
  summary: z.string(),
  cover: ArticleCoverSchema.nullable(),
  author: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  views: z.number().int(),
  /** Minutes a reader needs, from the body's length. */
  readingMinutes: z.number().int(),
});
export type ArticleListItem = z.infer<typeof ArticleListItemSchema>;

export const ArticleListReplySchema = z.object({
  articles: z.array(ArticleListItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArticleListReply = z.infer<typeof ArticleListReplySchema>;

export const ArticleHeadingSchema = z.object({ id: z.string(), text: z.string(), level: z.number().int() });
export type ArticleHeading = z.infer<typeof ArticleHeadingSchema>;

/** A published article in one language, rendered. */
export const ArticleReplySchema = ArticleListItemSchema.extend({
  /** Sanitised HTML: heading anchors, highlighted code, tables, images from this site only. */
  html: z.string(),
  /** The table of contents (h2 and h3). */
  headings: z.array(ArticleHeadingSchema),
  /** The languages it is published in (its alternate links name only these). */
  languages: z.array(LanguageSchema),
});
export type ArticleReply = z.infer<typeof ArticleReplySchema>;

export const ArticleIndexEntrySchema = z.object({
  slug: z.string(),
  languages: z.array(LanguageSchema),
  updatedAt: z.string(),
});
export const ArticleIndexReplySchema = z.object({ articles: z.array(ArticleIndexEntrySchema) });
export type ArticleIndexReply = z.infer<typeof ArticleIndexReplySchema>;

// ---------- editor ----------

export const ArticleDraftSchema = z.object({
  title: z.string().trim().max(ARTICLE_TITLE_MAX, 'too_long'),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX, 'too_long'),
  body: z.string().max(ARTICLE_BODY_MAX, 'too_long'),
});
export type ArticleDraft = z.infer<typeof ArticleDraftSchema>;

export const TranslationStatusSchema = z.enum(['draft', 'published']);
export type TranslationStatus = z.infer<typeof TranslationStatusSchema>;

/** One language version as the editor sees it. */
export const EditorTranslationSchema = ArticleDraftSchema.extend({
  language: LanguageSchema,
  status: TranslationStatusSchema,
  /** The draft differs from the published copy. */
  changed: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type EditorTranslation = z.infer<typeof EditorTranslationSchema>;

export const ArticleAuditEntrySchema = z.object({
  at: z.string(),
  user: z.string(),
  action: z.enum(ARTICLE_AUDIT_ACTIONS),
  language: LanguageSchema.nullable(),
  /** What changed: `title`, `body`, `slug: a → b`… */
  detail: z.string(),
});
export type ArticleAuditEntry = z.infer<typeof ArticleAuditEntrySchema>;

export const ArticleAttachmentSchema = z.object({
  id: z.number().int(),
  fileId: FileIdSchema,
  articleId: z.number().int().nullable(),
  /** The 1280 px variant, for `![alt](url)`. */
  url: z.string(),
  thumbUrl: z.string(),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type ArticleAttachment = z.infer<typeof ArticleAttachmentSchema>;

export const EditorArticleSchema = z.object({
  id: z.number().int(),
  kind: ArticleKindSchema,
  slug: z.string(),
  cover: ArticleCoverSchema.nullable(),
  /** The sites that list it. */
  sites: z.array(SiteKindSchema),
  author: z.string(),
  createdAt: z.string(),
  /** Raised by every save; a save naming an older one is refused (two editors, one article). */
  version: z.number().int(),
  translations: z.array(EditorTranslationSchema),
  attachments: z.array(ArticleAttachmentSchema),
  /** Newest first, the last 50. */
  audit: z.array(ArticleAuditEntrySchema),
});
export type EditorArticle = z.infer<typeof EditorArticleSchema>;

/** An article in an editor list: its title in the list's language (or any), every language's status. */
export const EditorArticleListItemSchema = z.object({
  id: z.number().int(),
  kind: ArticleKindSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: ArticleCoverSchema.nullable(),
  author: z.string(),
  updatedAt: z.string(),
  views: z.number().int(),
  statuses: z.array(z.object({ language: LanguageSchema, status: TranslationStatusSchema, changed: z.boolean() })),
});
export type EditorArticleListItem = z.infer<typeof EditorArticleListItemSchema>;

export const EditorArticleListReplySchema = z.object({
  articles: z.array(EditorArticleListItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EditorArticleListReply = z.infer<typeof EditorArticleListReplySchema>;

const TranslationsInput = z.object({
  en: ArticleDraftSchema.nullable().optional(),
  ru: ArticleDraftSchema.nullable().optional(),
  zh: ArticleDraftSchema.nullable().optional(),
});

export const ArticleCreateBodySchema = z.object({
  kind: ArticleKindSchema,
  slug: ArticleSlugSchema,
  coverFileId: FileIdSchema.nullable().default(null),
  sites: z.array(SiteKindSchema).min(1).default(['international', 'region']),
  /** Drafts by language; at least one. */
  translations: TranslationsInput,
});
export type ArticleCreateBody = z.infer<typeof ArticleCreateBodySchema>;

export const ArticleUpdateBodySchema = z.object({
  version: z.number().int(),
  slug: ArticleSlugSchema.optional(),
  coverFileId: FileIdSchema.nullable().optional(),
  sites: z.array(SiteKindSchema).min(1).optional(),
  /** A language's new draft; `null` removes that language version. Absent languages are kept. */
  translations: TranslationsInput.optional(),
  publish: z.array(LanguageSchema).optional(),
  unpublish: z.array(LanguageSchema).optional(),
});
export type ArticleUpdateBody = z.infer<typeof ArticleUpdateBodySchema>;

export const ArticleIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const ArticleSlugParamsSchema = z.object({ slug: z.string().max(ARTICLE_SLUG_MAX) });

export const ArticlePreviewBodySchema = z.object({
  body: z.string().max(ARTICLE_BODY_MAX),
  currency: z.string().max(8).optional(),
});
export const ArticlePreviewReplySchema = z.object({
  html: z.string(),
  headings: z.array(ArticleHeadingSchema),
});
export type ArticlePreviewReply = z.infer<typeof ArticlePreviewReplySchema>;

// ---------- manual domains ----------

export const SiteHostSchema = z.string().trim().toLowerCase().regex(SITE_HOST_PATTERN, 'invalid_host');

export const SiteDomainSchema = z.object({
  host: z.string(),
  site: SiteKindSchema,
  /** The site's main host: canonical links and mail links use it. */
  primary: z.boolean(),
  /** Named by the configuration (INTERNATIONAL_HOSTS, REGION_HOSTS): shown, not removable here. */
  fromConfig: z.boolean(),
  note: z.string(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type SiteDomain = z.infer<typeof SiteDomainSchema>;

export const SiteDomainListReplySchema = z.object({ domains: z.array(SiteDomainSchema) });
export type SiteDomainListReply = z.infer<typeof SiteDomainListReplySchema>;

export const SiteDomainBodySchema = z.object({
  host: SiteHostSchema,
  site: SiteKindSchema,
  primary: z.boolean().default(false),
  note: z.string().trim().max(200).default(''),
});
export type SiteDomainBody = z.infer<typeof SiteDomainBodySchema>;

export const SiteDomainUpdateBodySchema = z.object({
  primary: z.boolean().optional(),
  note: z.string().trim().max(200).optional(),
});
export type SiteDomainUpdateBody = z.infer<typeof SiteDomainUpdateBodySchema>;

export const SiteHostParamsSchema = z.object({ host: SiteHostSchema });
