import { isHttpUrl, SOFT_ID_MAX, SOFTWARE_NAME_MAX, SOFTWARE_URL_MAX, SoftwareStatusSchema } from './software.ts';
import { TASK_KINDS } from './task-kinds.constants.ts';
import { z } from './zod.ts';

/**
 * The software catalogue (spec §2 /software, §7 catalogue calls). A catalogue item IS a
 * registered software: its `id` is the `soft_id` clients send, which earns the developer their
 * commission from creation whatever the item's status. Only published items are public.
 *
 * Routes (request → response; errors are the usual `{ error: { code, message, fields? } }`):
 *
 * Public (no session needed; a session adds the caller's own unpublished data where noted)
 * - GET  /api/v1/catalog/categories                       → CatalogCategoriesReply
 * - GET  /api/v1/catalog/software?page&sorting&categories&text
 *        query CatalogListQuery (page from 0; page size CATALOG_PAGE_SIZE; `categories` comma
 *        separated slugs, an item matches any; `text` under CATALOG_TEXT_MIN characters is
 *        ignored; default sorting `relevant` = full-text rank × popularity, with no text =
 *        popularity)                                      → CatalogListReply (published only)
 * - GET  /api/v1/catalog/software/:slug                   → CatalogItemDetail (published; the
 *        owner and staff (admin, moderator) also get an unpublished one; others ERROR_NOT_FOUND)
 * - GET  /api/v1/catalog/software/:id/reviews?page        → ReviewListReply (published reviews,
 *        newest first, page size REVIEW_PAGE_SIZE; `mine` = the caller's own, any status)
 * - POST /api/v1/catalog/software/:id/reviews  body ReviewBody (session + CSRF) → Review
 *        (201 when new, 200 when it edits the caller's review, which goes back to moderation;
 *        REVIEW_NOT_ALLOWED unless the caller sent tasks with this soft_id or is a verified
 *        customer (has a completed payment); the owner cannot review their own item)
 * - POST /api/v1/catalog/software/:id/reviews/:reviewId/answer  body ReviewAnswerBody
 *        (the item's developer, once: REVIEW_ALREADY_ANSWERED)                        → Review
 * - GET  /api/v2/software/statistics/:slug/public?dateFrom&dateTo  query SoftwareStatsQuery
 *        (YYYY-MM-DD, UTC, inclusive; default the last 7 days; at most SOFTWARE_STATS_MAX_DAYS)
 *                                                          → SoftwarePublicStatsReply (never earnings)
 *
 * The developer's (session, developer account; writes need the CSRF header). `:ref` is a
 * soft_id (digits) or a slug (slugs always hold a letter).
 * - GET  /api/v2/developer/software        → SoftwareListReply (software.ts; each item also has
 *        slug, status, rejectionReason — see SoftwareListItemSchema)
 * - POST /api/v2/developer/software        body CreateSoftwareBody → Software (a bare soft_id,
 *        status `draft`, not in the catalogue until its form is submitted)
 * - POST /api/v2/developer/catalog         body SoftwareFormBody → 201 DeveloperSoftware
 *        (status `pending`; CATALOG_SLUG_TAKEN; a reserved slug is a validation error on `slug`;
 *        CATALOG_UNKNOWN_CATEGORY; CATALOG_FILE_INVALID when a file id is not the caller's
 *        upload of the right purpose)
 * - GET  /api/v2/developer/catalog/:ref    → DeveloperSoftware (the form's current values)
 * - PUT  /api/v2/developer/catalog/:ref    body SoftwareFormBody → DeveloperSoftware (a change
 *        of anything public goes to moderation: an unpublished item becomes `pending`; a
 *        published one stays published with its live fields and the change waits
 *        (`changePending`); a later save replaces it, saving the live values withdraws it)
 * - GET  /api/v2/software/statistics/:ref  query SoftwareStatsQuery → SoftwareOwnerStatsReply
 *        (owner only: also the commission per day)
 *
 * Moderation (session, admin or moderator; writes need the CSRF header)
 * - GET  /api/v2/moderation/software?page                → ModerationItemListReply (pending items and
 *        changes of published ones, oldest first; approving a change applies it, rejecting drops it)
 * - POST /api/v2/moderation/software/:softId/decision  body ModerationDecisionBody
 *        → ModerationHistoryEntry (MODERATION_NOT_PENDING if not pending; mails the developer)
 * - GET  /api/v2/moderation/software/:softId/history     → ModerationHistoryReply (newest first)
 * - GET  /api/v2/moderation/reviews?page                 → ModerationReviewListReply (pending, oldest first)
 * - POST /api/v2/moderation/reviews/:reviewId/decision  body ModerationDecisionBody
 *        → Review (MODERATION_NOT_PENDING if not pending; mails the reviewer)
 */

export const CATALOG_PATHS = {
  categories: '/api/v1/catalog/categories',
  software: '/api/v1/catalog/software',
  item: '/api/v1/catalog/software/:slug',
  reviews: '/api/v1/catalog/software/:id/reviews',
  reviewAnswer: '/api/v1/catalog/software/:id/reviews/:reviewId/answer',
  publicStats: '/api/v2/software/statistics/:slug/public',
  ownerStats: '/api/v2/software/statistics/:ref',
  developerCatalog: '/api/v2/developer/catalog',
  developerItem: '/api/v2/developer/catalog/:ref',
  moderationSoftware: '/api/v2/moderation/software',
  moderationSoftwareDecision: '/api/v2/moderation/software/:softId/decision',
  moderationSoftwareHistory: '/api/v2/moderation/software/:softId/history',
  moderationReviews: '/api/v2/moderation/reviews',
  moderationReviewDecision: '/api/v2/moderation/reviews/:reviewId/decision',
} as const;

/** A path with its `:name` parameters filled in. */
export function catalogPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export const CATALOG_PAGE_SIZE = 12;
export const REVIEW_PAGE_SIZE = 10;
export const MODERATION_PAGE_SIZE = 20;
/** Search text shorter than this is ignored (spec §7). */
export const CATALOG_TEXT_MIN = 3;
export const CATALOG_TEXT_MAX = 100;
export const SLUG_MIN = 3;
export const SLUG_MAX = 60;
export const SHORT_DESCRIPTION_MAX = 200;
export const LONG_DESCRIPTION_MAX = 20_000;
export const SCREENSHOTS_MAX = 8;
export const CATEGORIES_MAX = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2_000;
export const ANSWER_TEXT_MAX = 2_000;
export const REASON_MAX = 1_000;
/** Longest statistics period, in days. */
export const SOFTWARE_STATS_MAX_DAYS = 92;

/** Paths of the site the catalogue's `/software/{slug}` cannot take. */
export const RESERVED_SLUGS = ['softlist', 'add', 'moderation', 'blog', 'statistic'] as const;

export const CATALOG_SORTINGS = ['relevant', 'popular', 'new', 'rating'] as const;
export const CatalogSortingSchema = z.enum(CATALOG_SORTINGS);
export type CatalogSorting = z.infer<typeof CatalogSortingSchema>;

export const PRICE_MODELS = ['free', 'paid', 'freemium'] as const;
export const PriceModelSchema = z.enum(PRICE_MODELS);
export type PriceModel = z.infer<typeof PriceModelSchema>;

export const PLATFORMS = [
  'windows',
  'macos',
  'linux',
  'android',
  'ios',
  'web',
  'browser_extension',
  'library',
] as const;
export const PlatformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof PlatformSchema>;

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A text in every site language (LANGUAGES). */
const Localized = z.object({ en: z.string(), ru: z.string(), zh: z.string() });

// ---------- categories ----------

export const CatalogCategorySchema = z.object({
  slug: z.string(),
  /** The category's name in every site language. */
  names: Localized,
});
export type CatalogCategory = z.infer<typeof CatalogCategorySchema>;
export const CatalogCategoriesReplySchema = z.object({ records: z.array(CatalogCategorySchema) });
export type CatalogCategoriesReply = z.infer<typeof CatalogCategoriesReplySchema>;

// ---------- list and detail ----------

const csv = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

export const CatalogListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  sorting: CatalogSortingSchema.default('relevant'),
  categories: csv(500).optional(),
  text: z.string().trim().max(CATALOG_TEXT_MAX).optional(),
});
export type CatalogListQuery = z.input<typeof CatalogListQuerySchema>;
/** The query as the server reads it (defaults filled in, categories split). */
export type CatalogListParams = z.output<typeof CatalogListQuerySchema>;

export const ImageRefSchema = z.object({
  fileId: z.string(),
  /** The image as uploaded (re-encoded). */
  url: z.string(),
  /** Resized variants by name (e.g. `thumb`), when the storage made them. */
  variants: z.record(z.string(), z.string()),
});
export type ImageRef = z.infer<typeof ImageRefSchema>;

export const RatingSchema = z.object({
  /** Average of the published reviews' ratings (1–5, one decimal); null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});

/** One card of the catalogue list. */
export const CatalogItemSchema = z.object({
  /** The soft_id. */
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  logo: ImageRefSchema.nullable(),
  categories: z.array(z.string()),
  platforms: z.array(PlatformSchema),
  captchaTypes: z.array(z.enum(TASK_KINDS)),
  priceModel: PriceModelSchema,
  rating: RatingSchema,
  /** Tasks sent with this soft_id since the start of the current month (UTC); refreshed every few minutes. */
  tasksThisMonth: z.number().int(),
  /** Distinct customers who sent tasks with it over the same period. */
  usersThisMonth: z.number().int(),
  /** ISO; null if never published. */
  publishedAt: z.string().nullable(),
});
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

export const CatalogListReplySchema = z.object({
  records: z.array(CatalogItemSchema),
  totalCount: z.number().int(),
});
export type CatalogListReply = z.infer<typeof CatalogListReplySchema>;

export const CatalogItemDetailSchema = CatalogItemSchema.extend({
  /** The long description's Markdown rendered to sanitised HTML (safe to insert). */
  longDescriptionHtml: z.string(),
  homepage: z.string().nullable(),
  screenshots: z.array(ImageRefSchema),
  developerName: z.string(),
  status: SoftwareStatusSchema,
  /** The caller owns the item (may edit it, see its statistics, answer reviews). */
  owned: z.boolean(),
  /** For the owner and staff: why moderation rejected it; null otherwise. */
  rejectionReason: z.string().nullable(),
  /** For the owner and staff: a change of the published item waits for moderation (false otherwise). */
  changePending: z.boolean(),
});
export type CatalogItemDetail = z.infer<typeof CatalogItemDetailSchema>;

export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(SLUG_MAX + 20),
});
export const RefParamsSchema = z.object({
  ref: z
    .string()
    .min(1)
    .max(SLUG_MAX + 20),
});
export const CatalogIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(SOFT_ID_MAX) });

// ---------- the developer's form ----------

/** A trimmed text of at most `max` characters (forms of the catalogue). */
export const catalogText = (max: number) => z.string().trim().max(max, 'too_long');

/** The developer's create/edit form (the web form uses the same schema). */
export const SoftwareFormBodySchema = z.object({
  name: catalogText(SOFTWARE_NAME_MAX).min(1, 'required'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(SLUG_MIN, 'too_short')
    .max(SLUG_MAX, 'too_long')
    .regex(SLUG_PATTERN, 'invalid_slug')
    .refine((v) => !(RESERVED_SLUGS as readonly string[]).includes(v), 'reserved_slug'),
  shortDescription: catalogText(SHORT_DESCRIPTION_MAX).min(1, 'required'),
  /** Markdown; raw HTML in it is not rendered. */
  longDescription: catalogText(LONG_DESCRIPTION_MAX).default(''),
  categories: z.array(z.string().max(40)).min(1, 'required').max(CATEGORIES_MAX, 'too_many'),
  /** A stored file id from `POST /api/v2/files?purpose=software-logo`; null: none. */
  logoFileId: z.string().max(100).nullable().default(null),
  /** Stored file ids from `POST /api/v2/files?purpose=software-screenshot`. */
  screenshotFileIds: z.array(z.string().max(100)).max(SCREENSHOTS_MAX, 'too_many').default([]),
  homepage: z
    .string()
    .trim()
    .max(SOFTWARE_URL_MAX, 'too_long')
    .refine((v) => v === '' || isHttpUrl(v), 'invalid_url')
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null),
  platforms: z.array(PlatformSchema).max(PLATFORMS.length).default([]),
  captchaTypes: z.array(z.enum(TASK_KINDS)).max(TASK_KINDS.length).default([]),
  priceModel: PriceModelSchema,
});
export type SoftwareFormBody = z.input<typeof SoftwareFormBodySchema>;
export type SoftwareForm = z.output<typeof SoftwareFormBodySchema>;

/** What the developer's item pages show: the form's values and where the item stands. */
export const DeveloperSoftwareSchema = z.object({
  softId: z.number().int(),
  /** null for a bare soft_id (`draft`) whose form was never submitted. */
  slug: z.string().nullable(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  categories: z.array(z.string()),
  logoFileId: z.string().nullable(),
  logo: ImageRefSchema.nullable(),
  screenshotFileIds: z.array(z.string()),
  screenshots: z.array(ImageRefSchema),
  homepage: z.string().nullable(),
  platforms: z.array(PlatformSchema),
  captchaTypes: z.array(z.enum(TASK_KINDS)),
  priceModel: PriceModelSchema,
  status: SoftwareStatusSchema,
  rejectionReason: z.string().nullable(),
  /**
   * A published item's change waits for moderation: the fields above are the change (what the
   * form edits) while the catalogue still shows the published version.
   */
  changePending: z.boolean(),
  /** Why moderation rejected the last change of the published item (which stayed live); null otherwise. */
  changeRejectionReason: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type DeveloperSoftware = z.infer<typeof DeveloperSoftwareSchema>;
