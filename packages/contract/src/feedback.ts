import { EmailSchema } from './identity.ts';
import { LanguageSchema } from './site.ts';
import { z } from './zod.ts';

/**
 * The feedback forms (`/p/service-feedback`, `/p/proxy-feedback`): anyone may write; staff read them
 * at `/admin/feedback`, mark them handled and reply by mail. Spam is kept out without an outside
 * service: a field people never see must stay empty, and a form sent sooner than
 * `FEEDBACK_MIN_FILL_MS` after its token was issued is refused.
 */
export const FEEDBACK_PATHS = {
  /** GET: a form token (the time it was issued, signed). */
  token: '/api/v2/feedback/token',
  /** POST: sends feedback. */
  send: '/api/v2/feedback',
  /** Staff: GET `?kind&state&page` the feedback, newest first. */
  staffList: '/api/v2/staff/feedback',
  /** Staff: PUT `{ handled }`. */
  staffHandled: '/api/v2/staff/feedback/:id/handled',
  /** Staff: POST `{ text }` mails a reply to the author (and marks it handled). */
  staffReply: '/api/v2/staff/feedback/:id/reply',
} as const;

export const FEEDBACK_KINDS = ['service', 'proxy'] as const;
export const FeedbackKindSchema = z.enum(FEEDBACK_KINDS);
export type FeedbackKind = z.infer<typeof FeedbackKindSchema>;
export const FEEDBACK_MIN_FILL_MS = 3_000;
/** A token older than this is refused (the page is reloaded for a new one). */
export const FEEDBACK_TOKEN_TTL_MS = 24 * 3_600_000;
export const FEEDBACK_MESSAGE_MAX = 5_000;
export const FEEDBACK_NAME_MAX = 100;
export const FEEDBACK_PAGE_SIZE = 20;

export const FeedbackTokenReplySchema = z.object({ token: z.string() });

export const FeedbackBodySchema = z.object({
  kind: FeedbackKindSchema,
  name: z.string().trim().min(1, 'required').max(FEEDBACK_NAME_MAX, 'too_long'),
  email: EmailSchema,
  rating: z.number().int().min(1, 'rating').max(5, 'rating'),
  message: z.string().trim().min(10, 'too_short').max(FEEDBACK_MESSAGE_MAX, 'too_long'),
  token: z.string().max(200),
  /** The language of the page (replies are written in it). */
  language: LanguageSchema.default('en'),
  /** The honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

const isoTime = z.string().describe('ISO 8601 time (UTC)');
export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  kind: FeedbackKindSchema,
  name: z.string(),
  email: z.string(),
  userId: z.number().int().nullable(),
  rating: z.number().int(),
  message: z.string(),
  language: z.string(),
  createdAt: isoTime,
  handledAt: isoTime.nullable(),
  reply: z.string().nullable(),
  repliedAt: isoTime.nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

export const FeedbackListQuerySchema = z.object({
  kind: FeedbackKindSchema.optional(),
  state: z.enum(['open', 'handled', 'all']).default('open'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const FeedbackListReplySchema = z.object({
  items: z.array(FeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FeedbackListReply = z.infer<typeof FeedbackListReplySchema>;
export const FeedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const FeedbackHandledBodySchema = z.object({ handled: z.boolean() });
export const FeedbackReplyBodySchema = z.object({
  text: z.string().trim().min(1, 'required').max(FEEDBACK_MESSAGE_MAX),
});
