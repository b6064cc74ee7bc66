import { FAQ_ANSWER_MAX, FAQ_AUDIENCES, FAQ_QUESTION_MAX, FAQ_SEARCH_MAX } from './faq.constants.ts';
import { LanguageSchema } from './site.ts';
import { z } from './zod.ts';

/**
 * The support FAQ (spec §2 Support: /support, /support/faq/{audience}, /support/faq/{id}): short
 * questions with Markdown answers, one list per audience, a version per language (en, ru, zh; en
 * required), kept in order and published or not by staff. The product ships with its own entries
 * (seeded on start; a staff edit of one is never overwritten).
 *
 * Public calls (no session; `language` falls back to en; an entry missing the language shows its
 * en version and `language` says which):
 * - GET /api/v1/support/faq?audience&language   → FaqListReply (published entries, in order)
 * - GET /api/v1/support/faq/:id?language        → FaqItemReply (ERROR_NOT_FOUND when there is no
 *        published entry with that id), with related entries of its audience
 * - GET /api/v1/support/search?text&language&hostname → SupportSearchReply: FAQ, tutorials and the
 *        API docs; text under FAQ_SEARCH_MIN characters is no search (`results` empty, `ignored`)
 *
 * Staff calls (admin or moderator; writes need the CSRF header):
 * - GET    /api/v1/editor/faq?audience         → FaqEditorListReply (drafts included, with the history)
 * - POST   /api/v1/editor/faq        body FaqEntryBody → 201 FaqEditorEntry (placed last)
 * - PUT    /api/v1/editor/faq/:id    body FaqEntryBody → FaqEditorEntry
 * - PUT    /api/v1/editor/faq/:id/published body FaqPublishBody → FaqEditorEntry
 * - PUT    /api/v1/editor/faq/order  body FaqOrderBody → FaqEditorListReply (the audience's new order)
 * - DELETE /api/v1/editor/faq/:id    → 204
 */

export * from './faq.constants.ts';

export const FaqAudienceSchema = z.enum(FAQ_AUDIENCES);

export const FaqListQuerySchema = z.object({
  audience: FaqAudienceSchema,
  language: z.string().max(8).optional(),
});
export type FaqListQuery = z.infer<typeof FaqListQuerySchema>;

export const FaqItemQuerySchema = z.object({ language: z.string().max(8).optional() });
export const FaqIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const FaqEntrySchema = z.object({
  id: z.number().int(),
  audience: FaqAudienceSchema,
  question: z.string(),
  /** The answer's Markdown rendered (sanitised). */
  answerHtml: z.string(),
  /** The language shown (the one asked for, else en). */
  language: LanguageSchema,
  languages: z.array(LanguageSchema),
  updatedAt: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const FaqListReplySchema = z.object({
  audience: FaqAudienceSchema,
  language: LanguageSchema,
  entries: z.array(FaqEntrySchema),
});
export type FaqListReply = z.infer<typeof FaqListReplySchema>;

export const FaqLinkSchema = z.object({ id: z.number().int(), audience: FaqAudienceSchema, question: z.string() });
export type FaqLink = z.infer<typeof FaqLinkSchema>;

export const FaqItemReplySchema = z.object({ entry: FaqEntrySchema, related: z.array(FaqLinkSchema) });
export type FaqItemReply = z.infer<typeof FaqItemReplySchema>;

export const SupportSearchQuerySchema = z.object({
  text: z.string().max(FAQ_SEARCH_MAX).optional(),
  language: z.string().max(8).optional(),
  hostname: z.string().max(300).optional(),
});
export type SupportSearchQuery = z.infer<typeof SupportSearchQuerySchema>;

export const SUPPORT_SEARCH_SOURCES = ['faq', 'tutorial', 'api-docs'] as const;
export type SupportSearchSource = (typeof SUPPORT_SEARCH_SOURCES)[number];

export const SupportSearchResultSchema = z.object({
  source: z.enum(SUPPORT_SEARCH_SOURCES),
  title: z.string(),
  summary: z.string(),
  /** The page's path on the site (without a language prefix). */
  path: z.string(),
});
export type SupportSearchResult = z.infer<typeof SupportSearchResultSchema>;

export const SupportSearchReplySchema = z.object({
  text: z.string(),
  language: LanguageSchema,
  /** True when the text is too short to search. */
  ignored: z.boolean(),
  results: z.array(SupportSearchResultSchema),
});
export type SupportSearchReply = z.infer<typeof SupportSearchReplySchema>;

export const FaqTranslationSchema = z.object({
  language: LanguageSchema,
  question: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
  /** Markdown. */
  answer: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
});
export type FaqTranslation = z.infer<typeof FaqTranslationSchema>;

export const FaqEntryBodySchema = z.object({
  audience: FaqAudienceSchema,
  published: z.boolean().default(true),
  translations: z
    .array(FaqTranslationSchema)
    .min(1)
    .max(3)
    .refine((ts) => ts.some((t) => t.language === 'en'), { message: 'en is required' })
    .refine((ts) => new Set(ts.map((t) => t.language)).size === ts.length, { message: 'one per language' }),
});
export type FaqEntryBody = z.input<typeof FaqEntryBodySchema>;

export const FaqPublishBodySchema = z.object({ published: z.boolean() });
export const FaqOrderBodySchema = z.object({
  audience: FaqAudienceSchema,
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export type FaqOrderBody = z.infer<typeof FaqOrderBodySchema>;

export const FaqAuditEntrySchema = z.object({
  at: z.string(),
  user: z.string(),
  action: z.string(),
  detail: z.string(),
});
export type FaqAuditEntry = z.infer<typeof FaqAuditEntrySchema>;

export const FaqEditorEntrySchema = z.object({
  id: z.number().int(),
  audience: FaqAudienceSchema,
  position: z.number().int(),
  published: z.boolean(),
  /** Shipped with the product (the seed never overwrites it once staff changed it). */
  shipped: z.boolean(),
  translations: z.array(FaqTranslationSchema),
  updatedAt: z.string(),
  updatedBy: z.string(),
  audit: z.array(FaqAuditEntrySchema),
});
export type FaqEditorEntry = z.infer<typeof FaqEditorEntrySchema>;

export const FaqEditorListQuerySchema = z.object({ audience: FaqAudienceSchema });
export const FaqEditorListReplySchema = z.object({
  audience: FaqAudienceSchema,
  entries: z.array(FaqEditorEntrySchema),
});
export type FaqEditorListReply = z.infer<typeof FaqEditorListReplySchema>;
