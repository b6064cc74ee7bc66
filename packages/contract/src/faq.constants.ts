import { ARTICLE_TEXT_MAX, ARTICLE_TEXT_MIN } from './content.constants.ts';

/** The support FAQ's constants, zod-free so that public pages can use them (see faq.ts). */

export const FAQ_AUDIENCES = ['worker', 'customer', 'developer', 'worker-terms'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];
export const isFaqAudience = (value: string): value is FaqAudience =>
  (FAQ_AUDIENCES as readonly string[]).includes(value);

/** Searches count from this many characters (like the article lists). */
export const FAQ_SEARCH_MIN = ARTICLE_TEXT_MIN;
export const FAQ_SEARCH_MAX = ARTICLE_TEXT_MAX;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
/** How many related entries an entry's page shows. */
export const FAQ_RELATED_MAX = 5;

export const FAQ_PATHS = {
  list: '/api/v1/support/faq',
  item: '/api/v1/support/faq/:id',
  search: '/api/v1/support/search',
  editorList: '/api/v1/editor/faq',
  editorItem: '/api/v1/editor/faq/:id',
  editorPublished: '/api/v1/editor/faq/:id/published',
  editorOrder: '/api/v1/editor/faq/order',
} as const;
