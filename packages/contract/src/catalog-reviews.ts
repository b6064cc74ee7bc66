import {
  ANSWER_TEXT_MAX,
  CatalogIdParamsSchema,
  catalogText,
  DeveloperSoftwareSchema,
  REASON_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ReviewStatusSchema,
} from './catalog.ts';
import { SOFT_ID_MAX } from './software.ts';
import { z } from './zod.ts';

// The software catalogue's reviews and its moderation queues (see catalog.ts for the routes).

// ---------- reviews ----------

export const ReviewBodySchema = z.object({
  rating: z.number().int().min(1, 'too_small').max(5, 'too_big'),
  text: catalogText(REVIEW_TEXT_MAX).min(REVIEW_TEXT_MIN, 'too_short'),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const ReviewAnswerBodySchema = z.object({ text: catalogText(ANSWER_TEXT_MAX).min(1, 'required') });
export type ReviewAnswerBody = z.infer<typeof ReviewAnswerBodySchema>;

export const ReviewParamsSchema = CatalogIdParamsSchema.extend({
  reviewId: z.coerce.number().int().positive().max(SOFT_ID_MAX),
});
export const ReviewListQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

export const ReviewSchema = z.object({
  id: z.number().int(),
  softId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  /** The reviewer's public name (their login's part before @, shortened). */
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Others only ever see `published`; the author sees their own pending or rejected one. */
  status: ReviewStatusSchema,
  /** For the author: why moderation rejected it. */
  rejectionReason: z.string().nullable(),
  answer: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListReplySchema = z.object({
  records: z.array(ReviewSchema),
  totalCount: z.number().int(),
  /** The caller's own review of the item (any status); null when none or signed out. */
  mine: ReviewSchema.nullable(),
  /** The caller may post (or edit) a review: signed in, eligible and not the owner. */
  canReview: z.boolean(),
  /** The caller owns the item (may answer reviews once). */
  owned: z.boolean(),
});
export type ReviewListReply = z.infer<typeof ReviewListReplySchema>;

// ---------- moderation ----------

export const ModerationDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    /** Required to reject; shown to the developer or reviewer and mailed to them. */
    reason: catalogText(REASON_MAX).default(''),
  })
  .refine((b) => b.decision === 'approve' || b.reason.length > 0, { path: ['reason'], message: 'required' });
export type ModerationDecisionBody = z.input<typeof ModerationDecisionBodySchema>;

export const ModerationPageQuerySchema = ReviewListQuerySchema;
export const ModerationSoftIdParamsSchema = z.object({ softId: z.coerce.number().int().positive().max(SOFT_ID_MAX) });
export const ModerationReviewParamsSchema = z.object({
  reviewId: z.coerce.number().int().positive().max(SOFT_ID_MAX),
});

/** An item waiting in the moderation queue: the submitted form and who sent it. */
export const ModerationItemSchema = DeveloperSoftwareSchema.extend({
  developerId: z.number().int(),
  developerEmail: z.string(),
  /** When it was (re)submitted. */
  submittedAt: z.string(),
  /** The long description rendered as the catalogue would show it. */
  longDescriptionHtml: z.string(),
  /** For a change of a published item: the fields it changes (form field names); empty otherwise. */
  changedFields: z.array(z.string()),
  /** For a change of a published item: the version the catalogue shows now; null otherwise. */
  live: DeveloperSoftwareSchema.nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export const ModerationItemListReplySchema = z.object({
  records: z.array(ModerationItemSchema),
  totalCount: z.number().int(),
});
export type ModerationItemListReply = z.infer<typeof ModerationItemListReplySchema>;

export const ModerationHistoryEntrySchema = z.object({
  id: z.number().int(),
  softId: z.number().int(),
  /** `submitted` is the developer's (re)submission; the others are a moderator's decisions. */
  decision: z.enum(['submitted', 'approve', 'reject']),
  reason: z.string().nullable(),
  actorId: z.number().int(),
  actorEmail: z.string(),
  at: z.string(),
});
export type ModerationHistoryEntry = z.infer<typeof ModerationHistoryEntrySchema>;
export const ModerationHistoryReplySchema = z.object({ records: z.array(ModerationHistoryEntrySchema) });
export type ModerationHistoryReply = z.infer<typeof ModerationHistoryReplySchema>;

export const ModerationReviewSchema = ReviewSchema.extend({
  authorId: z.number().int(),
  authorEmail: z.string(),
  softwareName: z.string(),
  softwareSlug: z.string().nullable(),
});
export type ModerationReview = z.infer<typeof ModerationReviewSchema>;
export const ModerationReviewListReplySchema = z.object({
  records: z.array(ModerationReviewSchema),
  totalCount: z.number().int(),
});
export type ModerationReviewListReply = z.infer<typeof ModerationReviewListReplySchema>;
