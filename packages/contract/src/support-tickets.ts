import { z } from './zod.ts';

/**
 * Support tickets: a user's questions to staff about a payment, the API, work or the account,
 * each a thread of messages with attachments (files of purpose `ticket-attachment`), and the staff
 * desk that answers them (admins and moderators). Status: `open` (waiting for staff) → `waiting`
 * (staff answered, waiting for the user) → `closed`; a user's reply reopens a ticket, and a ticket
 * waiting for the user longer than SUPPORT_AUTO_CLOSE_DAYS closes by itself.
 */

export const SUPPORT_TICKET_PATHS = {
  /** GET the user's tickets (`?page`), POST a new one. */
  tickets: '/api/v2/support/tickets',
  /** GET one of the user's tickets with its thread (internal notes never included). */
  ticket: '/api/v2/support/tickets/:id',
  /** POST the user's reply (reopens a waiting or closed ticket). */
  messages: '/api/v2/support/tickets/:id/messages',
  /** POST: the user closes the ticket. */
  close: '/api/v2/support/tickets/:id/close',
  /** GET the user's recent tasks and payments a ticket may be about. */
  references: '/api/v2/support/references',
  /** Staff desk: GET the queue (`?status&category&assigned&page`). */
  desk: '/api/v2/staff/support/tickets',
  /** Staff desk: GET a ticket with notes and the user's context. */
  deskTicket: '/api/v2/staff/support/tickets/:id',
  /** Staff desk: POST a reply (mailed to the user) or an internal note. */
  deskMessages: '/api/v2/staff/support/tickets/:id/messages',
  /** Staff desk: PUT `{ assigneeId }` (null: unassigned). */
  deskAssignee: '/api/v2/staff/support/tickets/:id/assignee',
  /** Staff desk: POST closes the ticket. */
  deskClose: '/api/v2/staff/support/tickets/:id/close',
  /** Staff desk: GET the canned answers, POST a new one. */
  canned: '/api/v2/staff/support/canned',
  /** Staff desk: PUT or DELETE one canned answer. */
  cannedOne: '/api/v2/staff/support/canned/:id',
} as const;

/** A path with its `:id` filled in. */
export const supportPath = (path: string, id: number | string) => path.replace(':id', String(id));

export const SUPPORT_CATEGORIES = ['payment', 'api', 'worker', 'account', 'other'] as const;
export const SupportCategorySchema = z.enum(SUPPORT_CATEGORIES);
export type SupportCategory = z.infer<typeof SupportCategorySchema>;

export const SUPPORT_STATUSES = ['open', 'waiting', 'closed'] as const;
export const SupportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof SupportStatusSchema>;

/** A ticket waiting for the user this many days closes by itself. */
export const SUPPORT_AUTO_CLOSE_DAYS = 7;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_BODY_MAX = 10_000;
export const SUPPORT_ATTACHMENTS_MAX = 5;
/** New tickets a user may open per hour. */
export const SUPPORT_TICKETS_PER_HOUR = 5;
export const SUPPORT_PAGE_SIZE = 20;
export const CANNED_TITLE_MAX = 100;

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const FileIds = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'invalid_file_id'))
  .max(SUPPORT_ATTACHMENTS_MAX, 'too_many')
  .default([]);

export const SupportIdParamsSchema = z.object({ id });
export const SupportPageQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

export const NewTicketBodySchema = z.object({
  subject: text(SUPPORT_SUBJECT_MAX),
  category: SupportCategorySchema,
  body: text(SUPPORT_BODY_MAX),
  /** One of the user's own tasks or payments (see `references`). */
  taskId: id.nullable().default(null),
  paymentId: id.nullable().default(null),
  attachmentIds: FileIds,
  /**
   * The support bot conversation the ticket is opened from (`?botThread=` of the form): a copy of
   * it is kept with the ticket. Ignored when unknown, empty, or another user's.
   */
  botThread: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid_thread')
    .optional(),
});
export type NewTicketBody = z.input<typeof NewTicketBodySchema>;

export const TicketReplyBodySchema = z.object({ body: text(SUPPORT_BODY_MAX), attachmentIds: FileIds });
export type TicketReplyBody = z.input<typeof TicketReplyBodySchema>;

export const DeskReplyBodySchema = TicketReplyBodySchema.extend({
  /** An internal note: staff only, never shown or mailed to the user. */
  internal: z.boolean().default(false),
});
export type DeskReplyBody = z.input<typeof DeskReplyBodySchema>;

export const DeskAssigneeBodySchema = z.object({ assigneeId: id.nullable() });

export const DESK_ASSIGNED = ['any', 'me', 'unassigned'] as const;
export const DeskQuerySchema = SupportPageQuerySchema.extend({
  status: SupportStatusSchema.optional(),
  category: SupportCategorySchema.optional(),
  assigned: z.enum(DESK_ASSIGNED).default('any'),
});
export type DeskQuery = z.infer<typeof DeskQuerySchema>;

export const CannedBodySchema = z.object({ title: text(CANNED_TITLE_MAX), body: text(SUPPORT_BODY_MAX) });
export type CannedBody = z.infer<typeof CannedBodySchema>;

export const SupportAttachmentSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** The main variant (an image's large size, a document itself). */
  url: z.string(),
  /** A small preview for images; null for documents. */
  thumbUrl: z.string().nullable(),
});
export type SupportAttachment = z.infer<typeof SupportAttachmentSchema>;

/** `reply`: a message of the thread; `note`: staff only; `event`: closed, reopened, assigned. */
export const SUPPORT_MESSAGE_KINDS = ['reply', 'note', 'event'] as const;
export const SUPPORT_EVENTS = ['closed_user', 'closed_staff', 'closed_auto', 'reopened', 'assigned'] as const;
export type SupportEvent = (typeof SUPPORT_EVENTS)[number];

export const SupportMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUPPORT_MESSAGE_KINDS),
  /** `user`: the ticket's author; `staff`: support. */
  author: z.enum(['user', 'staff', 'system']),
  /** Staff see who wrote; users see "Support". */
  authorEmail: z.string().nullable(),
  /** The text (for `event`: its name, one of SUPPORT_EVENTS). */
  body: z.string(),
  attachments: z.array(SupportAttachmentSchema),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const TicketTaskRefSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type TicketTaskRef = z.infer<typeof TicketTaskRefSchema>;

export const TicketPaymentRefSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  status: z.string(),
  amountMicros: z.number().int(),
  createdAt: z.string(),
});
export type TicketPaymentRef = z.infer<typeof TicketPaymentRefSchema>;

export const TicketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: SupportCategorySchema,
  status: SupportStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last reply's time (the queue's age counts from the last user reply while open). */
  lastMessageAt: z.string(),
  messageCount: z.number().int(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketListReplySchema = z.object({ records: z.array(TicketSummarySchema), totalCount: z.number().int() });
export type TicketListReply = z.infer<typeof TicketListReplySchema>;

/** The support bot conversation a ticket was opened from, as it was then: each question and the answer. */
export const TicketBotConversationSchema = z.object({
  threadId: z.string(),
  entries: z.array(
    z.object({
      question: z.string(),
      /** False: the bot said it did not know. */
      answered: z.boolean(),
      /** The passages the bot quoted: their page's title, link and words. */
      sources: z.array(z.object({ title: z.string(), path: z.string(), quote: z.string() })),
      askedAt: z.string(),
    }),
  ),
});
export type TicketBotConversation = z.infer<typeof TicketBotConversationSchema>;

export const TicketSchema = TicketSummarySchema.extend({
  task: TicketTaskRefSchema.nullable(),
  payment: TicketPaymentRefSchema.nullable(),
  /** Null: not opened from the support bot. */
  botConversation: TicketBotConversationSchema.nullable(),
  messages: z.array(SupportMessageSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketReferencesReplySchema = z.object({
  tasks: z.array(TicketTaskRefSchema),
  payments: z.array(TicketPaymentRefSchema),
});
export type TicketReferencesReply = z.infer<typeof TicketReferencesReplySchema>;

export const DeskTicketSummarySchema = TicketSummarySchema.extend({
  userId: z.number().int(),
  userEmail: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeEmail: z.string().nullable(),
  /** Since when the ticket waits for whoever must act: staff while open, the user while waiting. */
  waitingSince: z.string(),
});
export type DeskTicketSummary = z.infer<typeof DeskTicketSummarySchema>;

export const DeskListReplySchema = z.object({
  records: z.array(DeskTicketSummarySchema),
  totalCount: z.number().int(),
});
export type DeskListReply = z.infer<typeof DeskListReplySchema>;

/** The user beside the thread: who they are, their balance, recent tasks and payments. */
export const DeskUserContextSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  userType: z.string().nullable(),
  language: z.string(),
  balanceMicros: z.number().int(),
  heldMicros: z.number().int(),
  tasks: z.array(TicketTaskRefSchema),
  payments: z.array(TicketPaymentRefSchema),
  /** Their other tickets, newest first. */
  otherTickets: z.array(TicketSummarySchema),
  /** When the user's enterprise support plan ends (absent or null: no plan); their new tickets go to their named contact. */
  enterpriseUntil: z.string().nullable().optional(),
});
export type DeskUserContext = z.infer<typeof DeskUserContextSchema>;

export const StaffMemberSchema = z.object({ id: z.number().int(), email: z.string().nullable() });

export const DeskTicketSchema = TicketSchema.merge(DeskTicketSummarySchema).extend({
  user: DeskUserContextSchema,
  /** Admins and moderators the ticket can be assigned to. */
  staff: z.array(StaffMemberSchema),
});
export type DeskTicket = z.infer<typeof DeskTicketSchema>;

export const CannedAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type CannedAnswer = z.infer<typeof CannedAnswerSchema>;
export const CannedListReplySchema = z.object({ records: z.array(CannedAnswerSchema) });
export type CannedListReply = z.infer<typeof CannedListReplySchema>;
