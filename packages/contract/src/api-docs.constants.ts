/** Zod-free part of the API documentation's contract (see site.constants.ts for why). */
import { typeSlug } from './landings.constants.ts';
import { TASK_KINDS } from './task-kinds.constants.ts';

/** The API calls the documentation describes; each page shows the v1 or the v2 form of the call. */
export const API_DOC_METHODS = ['submit', 'result', 'balance', 'report-bad', 'report-good', 'pingback'] as const;
export type ApiDocMethod = (typeof API_DOC_METHODS)[number];
export const API_DOC_VERSIONS = ['v1', 'v2'] as const;
export type ApiDocVersion = (typeof API_DOC_VERSIONS)[number];

/** Every documentation page: the calls, one per task kind (its type slug), and the error codes. */
export const API_DOC_SLUGS: readonly string[] = [...API_DOC_METHODS, ...TASK_KINDS.map(typeSlug), 'errors'];

/** Token captchas with a `/{product}-api` landing: the product slug → the kind documented there. */
export const PRODUCT_API_LANDINGS = {
  recaptcha: 'recaptcha_v2',
  hcaptcha: 'hcaptcha',
  turnstile: 'turnstile',
  geetest: 'geetest',
  funcaptcha: 'funcaptcha',
  keycaptcha: 'keycaptcha',
  lemin: 'lemin',
  mtcaptcha: 'mtcaptcha',
} as const satisfies Record<string, (typeof TASK_KINDS)[number]>;

export const API_DOCS_PATHS = { index: '/api/v1/api-docs', article: '/api/v1/api-docs/:slug' } as const;
