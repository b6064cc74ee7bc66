import type { FaqAudience, Language } from '@crowdsolve/contract';

/**
 * The FAQ constants the pages use, zod-free: the contract's faq.ts builds its schemas at load, and
 * a public page importing a value from the contract would carry zod (see bench/README.md, "Page
 * weight"). constants.test.ts checks that they equal the contract's.
 */

export const AUDIENCES: readonly FaqAudience[] = ['worker', 'customer', 'developer', 'worker-terms'];
export const isAudience = (value: string): value is FaqAudience => (AUDIENCES as readonly string[]).includes(value);
export const LANGUAGE_ORDER: readonly Language[] = ['en', 'ru', 'zh'];

export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 20_000;

export const PATHS = {
  list: '/api/v1/support/faq',
  item: '/api/v1/support/faq/:id',
  search: '/api/v1/support/search',
  editorList: '/api/v1/editor/faq',
  editorItem: '/api/v1/editor/faq/:id',
  editorPublished: '/api/v1/editor/faq/:id/published',
  editorOrder: '/api/v1/editor/faq/order',
} as const;
