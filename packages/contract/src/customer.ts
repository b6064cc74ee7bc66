import { API_ERROR_RETENTION_DAYS, TEST_CAPTCHA_IMAGE_MAX_BYTES, TEST_CAPTCHA_KINDS } from './customer.constants.ts';
import { TaskKindSchema } from './task-kinds.ts';
import { z } from './zod.ts';

export * from './customer.constants.ts';

export const CustomerTaskStateSchema = z.enum(['queued', 'assigned', 'solved', 'unsolvable']);
export type CustomerTaskState = z.infer<typeof CustomerTaskStateSchema>;

/** A task as the customer's lists show it. */
export const CustomerTaskSchema = z.object({
  id: z.number().int(),
  kind: TaskKindSchema,
  state: CustomerTaskStateSchema,
  /** Charged so far (settle minus refund), micro-dollars. */
  costMicros: z.number().int(),
  /** The answer as text, when solved (long answers such as tokens shortened). */
  answer: z.string().nullable(),
  hasImage: z.boolean(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type CustomerTask = z.infer<typeof CustomerTaskSchema>;

export const DashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  tasks: z.number().int(),
  solved: z.number().int(),
  spentMicros: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardReplySchema = z.object({
  balanceMicros: z.number().int(),
  heldMicros: z.number().int(),
  /** The account's API key (customers and developers); null for other accounts. */
  apiKey: z.string().nullable(),
  /** Tasks waiting for or being solved by a worker now. */
  unresolved: z.number().int(),
  days: z.array(DashboardDaySchema),
  latest: z.array(CustomerTaskSchema),
});
export type DashboardReply = z.infer<typeof DashboardReplySchema>;

export const CustomerListQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** A task that ended without an answer: why, and what was held for it and given back. */
export const ImpossibleCaptchaSchema = CustomerTaskSchema.extend({
  reason: z.enum(['no_answer', 'bad_duplicates']),
  /** Held at submission and released in full when the task ended. */
  releasedMicros: z.number().int(),
  attempts: z.number().int(),
});
export type ImpossibleCaptcha = z.infer<typeof ImpossibleCaptchaSchema>;

export const ImpossibleCaptchasReplySchema = z.object({
  records: z.array(ImpossibleCaptchaSchema),
  totalCount: z.number().int(),
});
export type ImpossibleCaptchasReply = z.infer<typeof ImpossibleCaptchasReplySchema>;

/** A customer's complaint (reportbad) or confirmation (reportgood) and what came of it. */
export const ComplaintSchema = CustomerTaskSchema.extend({
  verdict: z.enum(['bad', 'good']),
  accepted: z.boolean(),
  /** Given back for an accepted complaint. */
  refundedMicros: z.number().int(),
  reportedAt: z.string(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;

export const ComplaintsReplySchema = z.object({
  records: z.array(ComplaintSchema),
  totalCount: z.number().int(),
  /** Complaints accepted and refunded over the records' whole history. */
  acceptedCount: z.number().int(),
  refundedMicros: z.number().int(),
});
export type ComplaintsReply = z.infer<typeof ComplaintsReplySchema>;

/** A task a worker marked as "not a captcha". */
export const NotCaptchaSchema = CustomerTaskSchema.extend({ markedAt: z.string(), marks: z.number().int() });
export type NotCaptcha = z.infer<typeof NotCaptchaSchema>;

export const NotCaptchaReplySchema = z.object({ records: z.array(NotCaptchaSchema), totalCount: z.number().int() });
export type NotCaptchaReply = z.infer<typeof NotCaptchaReplySchema>;

// ── API errors the account received ─────────────────────────────────────────

export const ApiErrorSampleSchema = z.object({
  at: z.string(),
  /** v1 (in.php/res.php) or v2 (JSON API). */
  source: z.enum(['v1', 'v2']),
  /** What was asked: e.g. "in.php method=userrecaptcha", "createTask ImageToTextTask". */
  request: z.string(),
  ip: z.string().nullable(),
  /** Times this request got this error within the minute. */
  count: z.number().int(),
});
export type ApiErrorSample = z.infer<typeof ApiErrorSampleSchema>;

export const ApiErrorGroupSchema = z.object({
  code: z.string(),
  count: z.number().int(),
  lastAt: z.string(),
  /** The latest occurrences, newest first. */
  recent: z.array(ApiErrorSampleSchema),
});
export type ApiErrorGroup = z.infer<typeof ApiErrorGroupSchema>;

export const ApiErrorsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(API_ERROR_RETENTION_DAYS).default(7),
});
export const ApiErrorsReplySchema = z.object({ days: z.number().int(), groups: z.array(ApiErrorGroupSchema) });
export type ApiErrorsReply = z.infer<typeof ApiErrorsReplySchema>;

// ── Test captcha ────────────────────────────────────────────────────────────

const url = z
  .string()
  .trim()
  .url('invalid_url')
  .max(2000, 'too_long')
  .refine((u) => /^https?:\/\//i.test(u), 'invalid_url');
const sitekey = z.string().trim().min(10, 'invalid_sitekey').max(200, 'invalid_sitekey');

export const TestCaptchaKindSchema = z.enum(TEST_CAPTCHA_KINDS);

export const TestCaptchaBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image_text'),
    /** The image, base64 (no data: prefix). */
    body: z
      .string()
      .min(1, 'required')
      .max(Math.ceil((TEST_CAPTCHA_IMAGE_MAX_BYTES * 4) / 3) + 4, 'too_large'),
    instructions: z.string().trim().max(500, 'too_long').optional(),
    numeric: z.boolean().optional(),
    caseSensitive: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('text'), question: z.string().trim().min(1, 'required').max(500, 'too_long') }),
  z.object({ kind: z.literal('recaptcha_v2'), websiteURL: url, websiteKey: sitekey }),
  z.object({ kind: z.literal('turnstile'), websiteURL: url, websiteKey: sitekey }),
  z.object({ kind: z.literal('hcaptcha'), websiteURL: url, websiteKey: sitekey }),
]);
export type TestCaptchaBody = z.infer<typeof TestCaptchaBodySchema>;

export const TestCaptchaReplySchema = z.object({ taskId: z.number().int() });

/** A task of the account, polled until it ends. */
export const CustomerTaskViewSchema = CustomerTaskSchema.extend({
  /** Why it ended without an answer. */
  reason: z.enum(['no_answer', 'bad_duplicates']).nullable(),
  /** The answer as the v2 API returns it (`solution`). */
  solution: z.record(z.string(), z.unknown()).nullable(),
  /** The customer's report on it, if any. */
  report: z.enum(['bad', 'good']).nullable(),
});
export type CustomerTaskView = z.infer<typeof CustomerTaskViewSchema>;

export const TaskReportBodySchema = z.object({ verdict: z.enum(['bad', 'good']) });
export const TaskReportReplySchema = z.object({ outcome: z.enum(['recorded', 'duplicate', 'not_recorded']) });
export type TaskReportReply = z.infer<typeof TaskReportReplySchema>;
