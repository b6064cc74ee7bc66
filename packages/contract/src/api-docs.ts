import { API_DOC_VERSIONS } from './api-docs.constants.ts';
import { LanguageSchema } from './site.ts';
import { z } from './zod.ts';

export * from './api-docs.constants.ts';

export const ApiDocVersionSchema = z.enum(API_DOC_VERSIONS);
const HOSTNAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::\d{1,5})?$/;

export const ApiDocsQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  version: ApiDocVersionSchema.default('v1'),
  /** The host the examples call (the page's own); the public URL's when absent. */
  hostname: z.string().regex(HOSTNAME).optional(),
});
export type ApiDocsQuery = z.infer<typeof ApiDocsQuerySchema>;

export const ApiDocParamSchema = z.object({
  /** Names the call accepts, the usual one first. */
  names: z.array(z.string()),
  type: z.string(),
  required: z.boolean(),
  maxLength: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  maxSide: z.number().int().optional(),
  maxBytes: z.number().int().optional(),
  description: z.string(),
});
export type ApiDocParam = z.infer<typeof ApiDocParamSchema>;

export const ApiDocErrorSchema = z.object({
  code: z.string(),
  /** The v2 errorId (null in v1, which answers the bare code). */
  id: z.number().int().nullable(),
  description: z.string(),
});
export type ApiDocError = z.infer<typeof ApiDocErrorSchema>;

export const ApiDocExampleSchema = z.object({ label: z.string(), code: z.string() });

export const ApiDocTypeSchema = z.object({
  kind: z.string(),
  category: z.enum(['image', 'token']),
  /** v1: the `in.php` parameters that choose the kind; v2: the `type` names. */
  selectors: z.array(z.string()),
  /** v2 type names whose proxy fields are required. */
  proxyTypes: z.array(z.string()),
  answer: z.string(),
  answerDescription: z.string(),
  /** The price per 1000 solved, in micro-dollars (null: no price set). */
  per1000Micros: z.number().int().nullable(),
  deadlineSeconds: z.number().int(),
  unsolvableAfterSeconds: z.number().int(),
});

export const ApiDocArticleSchema = z.object({
  slug: z.string(),
  version: ApiDocVersionSchema,
  /** The API's address on this host, e.g. `https://captcha.example`. */
  baseUrl: z.string(),
  page: z.enum(['method', 'type', 'errors']),
  title: z.string(),
  summary: z.string(),
  endpoint: z.object({ httpMethod: z.enum(['GET', 'POST']), path: z.string() }).nullable(),
  params: z.array(ApiDocParamSchema),
  examples: z.array(ApiDocExampleSchema),
  type: ApiDocTypeSchema.nullable(),
  errors: z.array(ApiDocErrorSchema),
});
export type ApiDocArticle = z.infer<typeof ApiDocArticleSchema>;

export const ApiDocEntrySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(['method', 'image', 'token', 'errors']),
  per1000Micros: z.number().int().nullable(),
});
export const ApiDocIndexSchema = z.object({
  version: ApiDocVersionSchema,
  baseUrl: z.string(),
  entries: z.array(ApiDocEntrySchema),
});
export type ApiDocIndex = z.infer<typeof ApiDocIndexSchema>;
