import {
  DEMO_ANSWER_MAX,
  DEMO_PROVIDER_FAILURES,
  DEMO_PROVIDERS,
  DEMO_VERIFY_REASONS,
  FIRST_PARTY_DEMO_SLUGS,
  RECAPTCHA_VARIANTS,
  THIRD_PARTY_DEMO_SLUGS,
} from './demo.constants.ts';
import { LanguageSchema } from './site.ts';
import { TaskKindSchema } from './task-kinds.ts';
import { z } from './zod.ts';

export * from './demo.constants.ts';

/**
 * Demo captchas (spec §2 /demo/{slug}, §7 captcha-demo calls). A first-party demo is a captcha
 * the service draws itself (`normal`, `text`, `rotatecaptcha`, `clickcaptcha`, `grid`): each
 * challenge is signed, expires after DEMO_CHALLENGE_TTL_MS, verifies once, and its answer never
 * reaches the client (it travels encrypted inside the challenge). A third-party demo is a
 * provider's widget, verified through the provider's siteverify endpoint; a defunct one only
 * says so. A slug naming a task kind (its id, `_` or `-`) without a demo page of its own gets
 * that kind's generic demo (GENERIC_DEMO_OF); one with a page of its own answers as that page
 * (DEMO_SLUG_OF_TASK_KIND; the reply's `slug` says which).
 *
 * Routes (paths in DEMO_PATHS, demo.constants.ts; public, no session; rate-limited per IP; request → response; errors are the usual
 * `{ error: { code, message, fields? } }`):
 * - GET  /api/v1/captcha-demo/:slug?language        query DemoQuery (en, ru or zh; anything
 *        else falls back to en) → DemoReply (a new challenge on every call, never cached;
 *        ERROR_NOT_FOUND for an unknown slug, and for a third-party one while no provider is set up)
 * - POST /api/v1/captcha-demo/:slug/verify  body DemoVerifyBody → DemoVerifyReply (200 whatever
 *        the outcome: `ok` says right or wrong, `reason` why not; a first-party demo takes
 *        `{ challenge, answer }` with the answer as the page's answer input holds it
 *        (DEMO_ANSWER_FORMAT), a third-party one `{ token }` (the widget's token,
 *        or an object of the named values GeeTest, Lemin and the like send; the provider's
 *        siteverify decides); ERROR_VALIDATION when the body is not the demo's kind;
 *        ERROR_NOT_FOUND as for GET and for `solvemedia`)
 */

export const DemoParamsSchema = z.object({ slug: z.string().min(1).max(60) });

export const DemoQuerySchema = z.object({ language: LanguageSchema.catch('en').default('en') });
export type DemoQuery = z.infer<typeof DemoQuerySchema>;

export const FirstPartyDemoSlugSchema = z.enum(FIRST_PARTY_DEMO_SLUGS);
export const ThirdPartyDemoSlugSchema = z.enum(THIRD_PARTY_DEMO_SLUGS);
export const DemoProviderSchema = z.enum(DEMO_PROVIDERS);

/** A first-party challenge: draw it, answer it in the input, verify. */
export const FirstPartyDemoSchema = z.object({
  kind: z.literal('first-party'),
  /** The slug asked for (a task kind's slug for a generic demo). */
  slug: z.string(),
  /** The first-party captcha drawn (equal to `slug` but for generic demos). */
  generator: FirstPartyDemoSlugSchema,
  /** The task kind the service solves it as (what `in.php` / `createTask` sends). */
  taskKind: TaskKindSchema,
  /** For a generic demo: the task kind the slug names. */
  genericOf: TaskKindSchema.optional(),
  /** Signed and encrypted; opaque to the client. Send it back to verify. */
  challenge: z.string(),
  /** The picture, as a `data:image/png;base64,…` URL. */
  image: z.string().optional(),
  imageWidth: z.number().int().optional(),
  imageHeight: z.number().int().optional(),
  /** The text question (`text`), in the requested language. */
  question: z.string().optional(),
  /** What to do, in the requested language. */
  instruction: z.string().optional(),
  /** The grid's shape (`grid`): tiles are counted from 1, row by row. */
  grid: z.object({ rows: z.number().int(), cols: z.number().int() }).optional(),
  /** A small picture of what to select (`grid`), a data URL. */
  instructionImage: z.string().optional(),
  /** An example of what the answer input takes (DEMO_ANSWER_FORMAT). */
  answerFormat: z.string(),
  expiresAt: z.iso.datetime(),
});
export type FirstPartyDemo = z.infer<typeof FirstPartyDemoSchema>;

/**
 * A provider's widget, as the page renders it. `siteKey` comes from the configuration; without
 * one the provider's published test key is used and `testKeys` is true (every answer passes; the
 * page says so). `configured` false: no keys and no test keys, the page says so and shows no
 * widget. `unavailable`: the widget cannot be shown right now (GeeTest v3's register call failed).
 */
export const ThirdPartyDemoSchema = z.object({
  kind: z.literal('third-party'),
  slug: ThirdPartyDemoSlugSchema,
  provider: DemoProviderSchema,
  /** The task kind the service solves it as. */
  taskKind: TaskKindSchema,
  configured: z.boolean(),
  testKeys: z.boolean(),
  /** The provider's script (with the page's language), from a host reachable on the visitor's site. */
  scriptUrl: z.string().nullable(),
  /** The public key the widget is rendered with (GeeTest: gt / captcha_id; Lemin: captcha_id). */
  siteKey: z.string().nullable(),
  variant: z.enum(RECAPTCHA_VARIANTS).optional(),
  /** reCAPTCHA v3 and Enterprise: the action the page executes with. */
  action: z.string().optional(),
  /** reCAPTCHA v3: the lowest score verification accepts. */
  minScore: z.number().optional(),
  /** Provider-specific values (GeeTest v3 challenge, KeyCaptcha signatures, Lemin's div id, …). */
  params: z.record(z.string(), z.string()),
  unavailable: z.enum(DEMO_PROVIDER_FAILURES).nullable(),
});
export type ThirdPartyDemo = z.infer<typeof ThirdPartyDemoSchema>;

/** A provider that no longer exists (SolveMedia): the page says so and points to the others. */
export const DefunctDemoSchema = z.object({ kind: z.literal('defunct'), slug: z.string() });
export type DefunctDemo = z.infer<typeof DefunctDemoSchema>;

export const DemoReplySchema = z.discriminatedUnion('kind', [
  FirstPartyDemoSchema,
  ThirdPartyDemoSchema,
  DefunctDemoSchema,
]);
export type DemoReply = z.infer<typeof DemoReplySchema>;

export const DemoVerifyBodySchema = z.union([
  z.object({ challenge: z.string().min(1).max(4000), answer: z.string().max(DEMO_ANSWER_MAX) }),
  /** A widget's token, or the named values of GeeTest, Lemin and the like. */
  z.object({
    token: z.union([
      z.string().min(1).max(10_000),
      z.record(z.string().max(100), z.string().max(10_000)).refine((r) => Object.keys(r).length <= 20),
    ]),
  }),
]);
export type DemoVerifyBody = z.infer<typeof DemoVerifyBodySchema>;

export const DemoVerifyReasonSchema = z.enum(DEMO_VERIFY_REASONS);

export const DemoVerifyReplySchema = z.object({
  ok: z.boolean(),
  reason: DemoVerifyReasonSchema.optional(),
  /** Third-party: the provider's error codes, as it sent them. */
  errorCodes: z.array(z.string()).optional(),
  /** reCAPTCHA v3 / Enterprise: the score the provider gave. */
  score: z.number().optional(),
  /** Third-party: the verification used the provider's test keys. */
  testKeys: z.boolean().optional(),
});
export type DemoVerifyReply = z.infer<typeof DemoVerifyReplySchema>;

/** `GET /api/v1/captcha-demo/:slug/workers` (DEMO_WORKERS_PATH): who online can take the demo's task. */
export const DemoWorkersReplySchema = z.object({
  /** The task kind the demo is sent as. */
  taskKind: TaskKindSchema,
  /** Only worker software answers this kind (provider tokens): workers in the browser cabinet cannot. */
  softwareOnly: z.boolean(),
  /**
   * Workers online now who can take it: admitted, not suspended, seen by the worker API within
   * the last minute; for a software-only kind, only those whose worker software (a bearer token)
   * called the API within the last two minutes.
   */
  workersOnline: z.number().int().min(0),
});
export type DemoWorkersReply = z.infer<typeof DemoWorkersReplySchema>;
