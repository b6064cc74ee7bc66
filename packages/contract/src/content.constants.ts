// The content platform's constants (zod-free, so pages can import them without the schemas).

/** What an article is: a blog post, a tutorial (`/h`), or a software article (`/software/blog`). */
export const ARTICLE_KINDS = ['blog', 'tutorial', 'software'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Articles per page of a list (spec §7: `page` from 0; load more appends, page 0 replaces). */
export const ARTICLE_PAGE_SIZE = 12;
/** Search text shorter than this is ignored (spec §5, §9). */
export const ARTICLE_TEXT_MIN = 3;
export const ARTICLE_TEXT_MAX = 100;

export const ARTICLE_SLUG_MIN = 3;
export const ARTICLE_SLUG_MAX = 100;
/** Lower-case words of letters and digits joined by single hyphens, with at least one letter. */
export const ARTICLE_SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Slugs the pages' own paths take (`/blog/new` is the editor's, `rss.xml` the feed's). */
export const ARTICLE_RESERVED_SLUGS = ['new', 'edit', 'rss', 'page', 'search'] as const;

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 200_000;

/** Default sorting per kind (spec §9: software articles sort by popular). */
export const ARTICLE_SORTINGS = ['new', 'popular'] as const;
export type ArticleSorting = (typeof ARTICLE_SORTINGS)[number];
export const DEFAULT_ARTICLE_SORTING: Record<ArticleKind, ArticleSorting> = {
  blog: 'new',
  tutorial: 'new',
  software: 'popular',
};

/**
 * A price written into an article's Markdown as `{{price:<task kind>}}` renders as the price of
 * 1000 tasks of that kind in the visitor's currency (`{{price:image_text}}` → "$0.50").
 */
export const PRICE_TOKEN_PATTERN = /\{\{price:([a-z0-9_]+)\}\}/g;

/** The public list pages of each kind (the feed is `<list>/rss.xml`). */
export const ARTICLE_LIST_PATHS: Record<ArticleKind, string> = {
  blog: '/blog',
  tutorial: '/h',
  software: '/software/blog',
};
export const ARTICLE_EDITOR_PATHS: Record<ArticleKind, string> = {
  blog: '/editor/blog',
  tutorial: '/editor/h',
  software: '/editor/software/blog',
};

export const ARTICLE_AUDIT_ACTIONS = [
  'created',
  'saved',
  'published',
  'unpublished',
  'translation_removed',
  'slug_changed',
  'deleted',
] as const;
export type ArticleAuditAction = (typeof ARTICLE_AUDIT_ACTIONS)[number];

/** Autosave: the editor saves a changed draft this long after the last keystroke. */
export const ARTICLE_AUTOSAVE_MS = 3_000;

export const SITE_HOST_MAX = 253;
/** A host name: labels of letters, digits and hyphens, an optional port (`localhost:3000`). */
export const SITE_HOST_PATTERN =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
