import { CurrencySchema } from './pricing.ts';
import { TaskKindSchema } from './task-kinds.ts';
import { z } from './zod.ts';

export * from './landings.constants.ts';

/** How to send a task through the solver API on this host: in.php + res.php (v1) and createTask (v2). */
export const RequestExampleSchema = z.object({
  /** `curl` lines for in.php then res.php. */
  v1: z.string(),
  /** The createTask body (JSON text) and the host it goes to. */
  v2: z.string(),
  host: z.string(),
});
export type RequestExample = z.infer<typeof RequestExampleSchema>;

/** Solving time measured from solved tasks of a kind (last 30 days); null when none were solved. */
export const SolveTimeSchema = z.object({ averageSeconds: z.number(), tasks: z.number().int() }).nullable();

export const RecognitionQuerySchema = z.object({
  ids: z.string().max(2000).optional(),
  language: z.enum(['en', 'ru', 'zh']).default('en'),
  hostname: z.string().max(255).optional(),
});

export const RecognitionExampleSchema = z.object({
  slug: z.string(),
  kind: TaskKindSchema,
  imageUrl: z.string().nullable(),
  instructionUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Text questions: the question, in the requested language. */
  question: z.string().nullable(),
  /** The answer as res.php returns it. */
  answer: z.string(),
  solveTime: SolveTimeSchema,
  example: RequestExampleSchema,
});
export type RecognitionExample = z.infer<typeof RecognitionExampleSchema>;
export const RecognitionReplySchema = z.object({ examples: z.array(RecognitionExampleSchema) });
export type RecognitionReply = z.infer<typeof RecognitionReplySchema>;

export const CaptchaTypeQuerySchema = z.object({
  currency: CurrencySchema.default('USD'),
  /** The language of the request example's comments. */
  language: z.enum(['en', 'ru', 'zh']).default('en'),
  hostname: z.string().max(255).optional(),
});
export const CaptchaTypeReplySchema = z.object({
  kind: TaskKindSchema,
  slug: z.string(),
  category: z.enum(['image', 'token']),
  v1Methods: z.array(z.string()),
  v2Types: z.array(z.string()),
  /** Price per 1000 in `currency`; `currency` is USD when the asked one has no rate. */
  currency: CurrencySchema,
  per1000: z.number().nullable(),
  solveTime: SolveTimeSchema,
  example: RequestExampleSchema,
});
export type CaptchaTypeReply = z.infer<typeof CaptchaTypeReplySchema>;

/**
 * The browser extension for `/captcha-bypass-extension`: the version `npm run build` packed and
 * where to download it (`available` false, `size` null while no package is built).
 */
export const ExtensionReplySchema = z.object({
  version: z.string(),
  fileName: z.string(),
  url: z.string(),
  size: z.number().int().nullable(),
  available: z.boolean(),
});
export type ExtensionReply = z.infer<typeof ExtensionReplySchema>;
