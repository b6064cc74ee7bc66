import {
  FAQ_ANSWER_MAX,
  FAQ_AUDIENCES,
  FAQ_PATHS,
  FAQ_QUESTION_MAX,
  FAQ_SEARCH_MAX,
  FAQ_SEARCH_MIN,
  isFaqAudience,
  LANGUAGES,
} from '@crowdsolve/contract';

/**
 * The FAQ constants the pages use, from the contract's zod-free files (faq.constants.ts,
 * site.constants.ts): a public page importing them carries no zod (bench/README.md, "Page weight").
 */
export const AUDIENCES = FAQ_AUDIENCES;
export const isAudience = isFaqAudience;
export const LANGUAGE_ORDER = LANGUAGES;
export const SEARCH_MIN = FAQ_SEARCH_MIN;
export const SEARCH_MAX = FAQ_SEARCH_MAX;
export const QUESTION_MAX = FAQ_QUESTION_MAX;
export const ANSWER_MAX = FAQ_ANSWER_MAX;
export const PATHS = FAQ_PATHS;
