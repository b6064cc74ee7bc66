import { TASK_KINDS } from './task-kinds.ts';
import { z } from './zod.ts';

/**
 * The worker API (issue 4, item 7): what worker software and the browser worker cabinet use to
 * take tasks, answer them or hand them back; and the personal tokens that authenticate software.
 * The server serves these schemas as an OpenAPI 3.1 document at `WORK_PATHS.openapi`.
 */

export const WORK_PATHS = {
  /** A signed-in worker's tokens (session): list, create; `/:id` revokes. */
  tokens: '/api/v2/work/tokens',
  token: '/api/v2/work/tokens/:id',
  /** Admin: admit a worker to paid tasks or withdraw the admission. */
  adminAdmission: '/api/v2/admin/workers/:id/admission',
  /** The worker API, for software (bearer token) and the browser cabinet (session). */
  openapi: '/api/worker/v1/openapi.json',
  me: '/api/worker/v1/me',
  /** `POST`: takes a task (a GET is refused, 405: a link must not take tasks for a signed-in worker). */
  next: '/api/worker/v1/tasks/next',
  answer: '/api/worker/v1/tasks/:id/answer',
  skip: '/api/worker/v1/tasks/:id/skip',
  cannotSolve: '/api/worker/v1/tasks/:id/cannot-solve',
  notACaptcha: '/api/worker/v1/tasks/:id/not-a-captcha',
} as const;

/** A path with its `:id` filled in. */
export function workPath(path: (typeof WORK_PATHS)[keyof typeof WORK_PATHS], id: number): string {
  return path.replace(':id', String(id));
}

/** Longest wait of `POST tasks/next`, in seconds. */
export const WORKER_WAIT_MAX_SECONDS = 30;
/**
 * Tasks one worker may hold at once (assigned, not yet answered nor handed back, deadline ahead):
 * worker software may solve several side by side; a take past this is refused (WORK_TOO_MANY_TASKS).
 */
export const WORKER_HELD_TASKS_MAX = 10;
export const WORKER_TOKEN_NAME_MAX = 100;
/** Live (not revoked) tokens one worker may hold. */
export const WORKER_TOKENS_MAX = 20;

/** Task kinds a worker may be given (the catalogue's kinds). */
export const WORKER_TASK_KINDS = TASK_KINDS;
export const WorkerTaskKindSchema = z.enum(WORKER_TASK_KINDS);
export type WorkerTaskKind = z.infer<typeof WorkerTaskKindSchema>;

export const WORKER_ANSWER_TYPES = [
  'text',
  'points',
  'cells',
  'polygons',
  'angles',
  'boxes',
  'token',
  'fields',
] as const;

const id = z.number().int().positive();
const isoTime = z.string().describe('ISO 8601 time (UTC)');

// ── Tokens and admission (JSON, session) ────────────────────────────────────

export const CreateWorkerTokenBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'required')
    .max(WORKER_TOKEN_NAME_MAX, 'too_long')
    .describe('A label to recognise the token by (the software or machine using it).'),
});
export type CreateWorkerTokenBody = z.infer<typeof CreateWorkerTokenBodySchema>;

export const WorkerTokenSchema = z.object({
  id,
  name: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
});
export type WorkerToken = z.infer<typeof WorkerTokenSchema>;

export const CreatedWorkerTokenSchema = WorkerTokenSchema.extend({
  token: z.string().describe('The token itself: shown this once, only its hash is kept.'),
});
export type CreatedWorkerToken = z.infer<typeof CreatedWorkerTokenSchema>;

export const WorkerTokensReplySchema = z.object({ tokens: z.array(WorkerTokenSchema) });
export type WorkerTokensReply = z.infer<typeof WorkerTokensReplySchema>;

export const AdmissionBodySchema = z.object({ admitted: z.boolean() });
export type AdmissionBody = z.infer<typeof AdmissionBodySchema>;

export const AdmissionReplySchema = z.object({
  userId: id,
  admitted: z.boolean(),
  admittedAt: isoTime.nullable(),
});
export type AdmissionReply = z.infer<typeof AdmissionReplySchema>;

// ── The task as a worker sees it ────────────────────────────────────────────

export const WorkerImageSchema = z
  .object({
    url: z.string().describe('The image as a `data:<mime>;base64,…` URL.'),
    mime: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp']),
    width: z.number().int(),
    height: z.number().int(),
  })
  .describe('An image of the task. Points and boxes of answers are pixels of it, from its top left corner.');
export type WorkerImage = z.infer<typeof WorkerImageSchema>;

export const WorkerAudioSchema = z.object({
  url: z.string().describe('The recording as a `data:audio/mpeg;base64,…` URL.'),
  mime: z.literal('audio/mpeg'),
});

export const WorkerInstructionsSchema = z
  .object({
    text: z.string().optional().describe("The customer's instruction text (≤ 140 characters)."),
    image: WorkerImageSchema.optional().describe('The instruction image (≤ 400×150 px).'),
    lang: z.string().optional().describe('Language of the task for the worker (en, ru, pt-BR…).'),
  })
  .describe('What the customer asks; present when they gave any of it.');

export const WorkerHintsSchema = z
  .object({
    caseSensitive: z.boolean().optional().describe('Letter case matters.'),
    phrase: z.boolean().optional().describe('The answer has two or more words.'),
    calc: z.boolean().optional().describe('The image shows a sum: answer its result.'),
    numeric: z
      .enum(['any', 'digits', 'letters', 'digits_or_letters', 'digits_and_letters'])
      .optional()
      .describe('Characters allowed: digits only, letters only, either only, or both mixed.'),
    minLength: z.number().int().optional().describe('Fewest characters (absent: no limit).'),
    maxLength: z.number().int().optional().describe('Most characters (absent: no limit).'),
    alphabet: z.enum(['any', 'cyrillic', 'latin']).optional(),
  })
  .describe('Constraints the answer is checked against.');

export const WorkerSiteSchema = z
  .object({
    pageUrl: z.string().describe('The page the captcha is on.'),
    siteKey: z
      .string()
      .nullable()
      .describe('The site key (sitekey, public key, gt, captcha id or app id, by kind); null when the kind has none.'),
    invisible: z.boolean(),
    enterprise: z.boolean(),
    action: z.string().optional().describe('reCAPTCHA v3 / Turnstile action.'),
    minScore: z.number().optional().describe('reCAPTCHA v3: the score the customer needs.'),
    userAgent: z.string().optional().describe('Solve in this user agent: the token is bound to it.'),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .describe("The kind's other parameters, named as in the task (challenge, rqdata, dataS, iv, context, …)."),
    payload: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Enterprise payload (reCAPTCHA, hCaptcha) or FunCaptcha data blob, as given.'),
    proxied: z
      .boolean()
      .describe("The customer gave a proxy (it is not disclosed; the token may be bound to the proxy's IP)."),
  })
  .describe('What a token kind needs to load the captcha widget.');

export const WorkerTaskSchema = z.object({
  id,
  kind: WorkerTaskKindSchema,
  category: z.enum(['image', 'token']),
  answerType: z.enum(WORKER_ANSWER_TYPES).describe('The `type` of the answer to send.'),
  answerFields: z
    .array(z.string())
    .optional()
    .describe('For `fields` answers: the keys the answer must have, no more.'),
  deadline: isoTime.describe('Answer before this; afterwards the task goes to another worker.'),
  secondsLeft: z.number().int().min(0),
  payMicros: z.number().int().describe('Pay for an accepted answer, micro-dollars (1e-6 USD).'),
  pay: z.number().describe('The same pay in US dollars, for display.'),
  canNoAnswer: z.boolean().describe('An answer `{"type":"no_match"}` is allowed (nothing matches).'),
  image: WorkerImageSchema.optional(),
  images: z.array(WorkerImageSchema).optional().describe('Rotate: every image, in order (one angle each).'),
  parts: z.array(WorkerImageSchema).optional().describe('Temu: the tiles to place on the image (one point each).'),
  audio: WorkerAudioSchema.optional(),
  question: z.string().optional().describe('Text captcha: the question to answer.'),
  instructions: WorkerInstructionsSchema.optional(),
  hints: WorkerHintsSchema.optional(),
  grid: z
    .object({
      rows: z.number().int(),
      columns: z.number().int(),
      imgType: z.enum(['recaptcha', 'hcaptcha', 'funcaptcha', 'funcaptcha_compare']).optional(),
    })
    .optional()
    .describe('Grid: cells count from 1, row by row from the top left.'),
  clicks: z
    .object({ min: z.number().int().optional(), max: z.number().int().optional() })
    .optional()
    .describe('How many points (coordinates) or cells (grid) the answer takes.'),
  rotate: z.object({ step: z.number().int().describe('Angles must be multiples of it, in (−360, 360).') }).optional(),
  steps: z.array(z.number().int()).optional().describe('VK image: the slider steps; answer `best_step`, an index.'),
  site: WorkerSiteSchema.optional(),
});
export type WorkerTaskView = z.infer<typeof WorkerTaskSchema>;

export const NextTaskQuerySchema = z.object({
  wait: z.coerce
    .number()
    .int()
    .min(0)
    .max(WORKER_WAIT_MAX_SECONDS)
    .default(0)
    .describe('Seconds to wait for a task when none is queued (long poll), 0 to 30.'),
  browser: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'Only kinds a person can solve in a browser (no customer proxy or user agent needed). Default: true for the session, false for tokens.',
    ),
});

export const NextTaskReplySchema = z.object({
  task: WorkerTaskSchema.nullable().describe('The task now assigned to you, or null when none came in time.'),
});
export type NextTaskReply = z.infer<typeof NextTaskReplySchema>;

const coord = z.number().int().min(0);
const point = z.object({ x: coord, y: coord });

/** A worker's answer, per `answerType` (the server checks it against the task). */
export const WorkerAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().max(1000) }).describe('Image text, text, audio.'),
  z.object({ type: z.literal('points'), points: z.array(point).min(1).max(100) }).describe('Coordinates, Temu.'),
  z
    .object({ type: z.literal('cells'), cells: z.array(z.number().int()).min(1).max(100) })
    .describe('Grid: cell numbers from 1.'),
  z
    .object({ type: z.literal('polygons'), polygons: z.array(z.array(point)).min(1).max(100) })
    .describe('Canvas: polygons of 3 points or more.'),
  z.object({ type: z.literal('angles'), angles: z.array(z.number().int()).min(1).max(10) }).describe('Rotate.'),
  z
    .object({
      type: z.literal('boxes'),
      boxes: z
        .array(z.object({ xMin: coord, xMax: coord, yMin: coord, yMax: coord }))
        .min(1)
        .max(100),
    })
    .describe('Bounding box.'),
  z.object({ type: z.literal('no_match') }).describe('Nothing matches (only when `canNoAnswer`).'),
  z
    .object({
      type: z.literal('token'),
      token: z.string(),
      userAgent: z.string().optional(),
      respKey: z.string().optional().describe('hCaptcha only.'),
      cookies: z.string().optional().describe('reCAPTCHA v2 only.'),
    })
    .describe('Token kinds.'),
  z
    .object({ type: z.literal('fields'), fields: z.record(z.string(), z.union([z.string(), z.number()])) })
    .describe('GeeTest, Lemin, Capy, Amazon WAF, Tencent, DataDome, VK image: the keys of `answerFields`.'),
]);
export type WorkerAnswer = z.infer<typeof WorkerAnswerSchema>;

export const AnswerBodySchema = z.object({ answer: WorkerAnswerSchema });
export type AnswerBody = z.infer<typeof AnswerBodySchema>;

export const WorkerMeReplySchema = z.object({
  userId: id,
  auth: z.enum(['token', 'session']).describe('How this request was authenticated.'),
  admitted: z.boolean().describe('Admitted to paid tasks.'),
  admittedAt: isoTime.nullable(),
  balanceMicros: z.number().int(),
  earnedTodayMicros: z.number().int().describe('Pay for tasks settled today (UTC), net of complaints refunded.'),
  earnedToday: z.number().describe('The same in US dollars.'),
  solvedToday: z.number().int().describe('Tasks answered and accepted today (UTC).'),
  standing: z
    .object({
      confirmations: z.number().int().describe('Answers customers confirmed correct (reportgood), last 30 days.'),
      mistakes: z.number().int().describe('Answers found wrong (complaints, disagreement), last 30 days.'),
      accuracy: z
        .number()
        .nullable()
        .describe('Share of answers not found wrong, last 30 days; null until 20 answers.'),
      level: z
        .number()
        .int()
        .describe('1..5 from accuracy and volume: higher levels earn a bonus and get new tasks first.'),
    })
    .describe("The worker's standing over the last 30 days."),
});
export type WorkerMeReply = z.infer<typeof WorkerMeReplySchema>;
