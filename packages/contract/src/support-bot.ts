import { LanguageSchema } from './site.ts';
import { z } from './zod.ts';

/**
 * The support bot (spec §2 /support/bot, /p/support-bot-threads): it answers a question by
 * retrieval from the FAQ, the tutorials and the API docs, quoting the passages it found with their
 * titles and links, or says it does not know and offers a ticket with the conversation attached
 * (`/support/tickets/new?botThread=<thread id>`). Every thread is kept; staff read them and mark
 * answers good or bad, which moves the quoted passages up or down for similar questions.
 *
 * Public calls (no session needed; a signed-in asker's thread keeps their user):
 * - POST /api/v1/support/bot/ask  body BotAskBody → BotAskReply (rate-limited per address;
 *        a `threadId` continues that thread, an unknown one starts a new thread)
 * - GET  /api/v1/support/bot/threads/:id → BotThread (the thread's id is the asker's key to it)
 * - PUT  /api/v1/support/bot/messages/:id/helpful body BotHelpfulBody → BotMessage
 *
 * Staff calls (admin or moderator; writes need the CSRF header):
 * - GET  /api/v1/staff/support-bot/threads?filter&page → BotThreadListReply
 * - GET  /api/v1/staff/support-bot/threads/:id         → BotThread (with the marks)
 * - PUT  /api/v1/staff/support-bot/messages/:id/mark  body BotMarkBody → BotMessage
 */

export const SUPPORT_BOT_PATHS = {
  ask: '/api/v1/support/bot/ask',
  thread: '/api/v1/support/bot/threads/:id',
  helpful: '/api/v1/support/bot/messages/:id/helpful',
  staffThreads: '/api/v1/staff/support-bot/threads',
  staffThread: '/api/v1/staff/support-bot/threads/:id',
  staffMark: '/api/v1/staff/support-bot/messages/:id/mark',
} as const;

/** The query parameter of /support/tickets/new that attaches a bot thread to the new ticket. */
export const BOT_THREAD_TICKET_PARAM = 'botThread';
/** Where "open a ticket" leads from a thread. */
export const botTicketPath = (threadId: string) =>
  `/support/tickets/new?${BOT_THREAD_TICKET_PARAM}=${encodeURIComponent(threadId)}`;

export const BOT_QUESTION_MIN = 3;
export const BOT_QUESTION_MAX = 1000;
/** Questions one address may ask per minute. */
export const BOT_ASKS_PER_MINUTE = 10;
export const BOT_THREADS_PAGE_SIZE = 20;

export const BOT_SOURCE_KINDS = ['faq', 'tutorial', 'api-docs'] as const;
export type BotSourceKind = (typeof BOT_SOURCE_KINDS)[number];
export const BOT_MARKS = ['good', 'bad'] as const;
export type BotMark = (typeof BOT_MARKS)[number];
export const BOT_THREAD_FILTERS = ['all', 'unrated', 'bad'] as const;
export type BotThreadFilter = (typeof BOT_THREAD_FILTERS)[number];

const ThreadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const BotAskBodySchema = z.object({
  question: z.string().trim().min(BOT_QUESTION_MIN).max(BOT_QUESTION_MAX),
  language: LanguageSchema.default('en'),
  threadId: ThreadIdSchema.optional(),
  /** The host the page is on (which site's tutorials to quote); the request's host when absent. */
  hostname: z.string().max(300).optional(),
});
export type BotAskBody = z.input<typeof BotAskBodySchema>;

export const BotSourceSchema = z.object({
  source: z.enum(BOT_SOURCE_KINDS),
  title: z.string(),
  /** The heading of the section quoted (null: the document's opening or a FAQ answer). */
  heading: z.string().nullable(),
  /** The page on the site (without a language prefix), with the section's anchor when there is one. */
  path: z.string(),
  quote: z.string(),
});
export type BotSource = z.infer<typeof BotSourceSchema>;

export const BotMessageSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** False: the bot did not find an answer (and offers a ticket). */
  answered: z.boolean(),
  /** The passages quoted, the best first. */
  sources: z.array(BotSourceSchema),
  /** The asker's "was this helpful?" (null: not said). */
  helpful: z.boolean().nullable(),
  /** Staff's mark (shown to staff only; null elsewhere). */
  mark: z.enum(BOT_MARKS).nullable(),
  askedAt: z.string(),
});
export type BotMessage = z.infer<typeof BotMessageSchema>;

export const BotThreadSchema = z.object({
  id: z.string(),
  language: LanguageSchema,
  /** Staff only: the signed-in asker's user id (null: a visitor, or not staff). */
  userId: z.number().int().nullable(),
  /** Staff only: the signed-in asker's email (null: a visitor, an account without one, or not staff). */
  userEmail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(BotMessageSchema),
  /** "Open a ticket" with this conversation attached. */
  ticketPath: z.string(),
});
export type BotThread = z.infer<typeof BotThreadSchema>;

export const BotAskReplySchema = z.object({
  threadId: z.string(),
  message: BotMessageSchema,
  ticketPath: z.string(),
});
export type BotAskReply = z.infer<typeof BotAskReplySchema>;

export const BotThreadParamsSchema = z.object({ id: ThreadIdSchema });
export const BotMessageParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const BotHelpfulBodySchema = z.object({ threadId: ThreadIdSchema, helpful: z.boolean() });
export type BotHelpfulBody = z.infer<typeof BotHelpfulBodySchema>;

export const BotMarkBodySchema = z.object({ mark: z.enum(BOT_MARKS).nullable() });
export type BotMarkBody = z.infer<typeof BotMarkBodySchema>;

export const BotThreadListQuerySchema = z.object({
  filter: z.enum(BOT_THREAD_FILTERS).default('all'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type BotThreadListQuery = z.input<typeof BotThreadListQuerySchema>;

export const BotThreadListItemSchema = z.object({
  id: z.string(),
  language: LanguageSchema,
  userId: z.number().int().nullable(),
  /** The signed-in asker's email (null: a visitor, or an account without one). */
  userEmail: z.string().nullable(),
  firstQuestion: z.string(),
  messageCount: z.number().int(),
  /** Questions the bot did not answer. */
  unansweredCount: z.number().int(),
  goodCount: z.number().int(),
  badCount: z.number().int(),
  /** Answers not marked yet. */
  unratedCount: z.number().int(),
  updatedAt: z.string(),
});
export type BotThreadListItem = z.infer<typeof BotThreadListItemSchema>;

export const BotThreadListReplySchema = z.object({
  filter: z.enum(BOT_THREAD_FILTERS),
  threads: z.array(BotThreadListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BotThreadListReply = z.infer<typeof BotThreadListReplySchema>;
