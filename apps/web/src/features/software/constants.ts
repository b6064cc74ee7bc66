/**
 * The catalogue's constants the public pages use, zod-free: the contract's catalog.ts builds its
 * schemas at load, and a public page importing it would carry zod (see bench/README.md, "Page
 * weight"). constants.test.ts checks that they equal the contract's.
 */

export const CATALOG = {
  categories: '/api/v1/catalog/categories',
  software: '/api/v1/catalog/software',
  item: '/api/v1/catalog/software/:slug',
  reviews: '/api/v1/catalog/software/:id/reviews',
  reviewAnswer: '/api/v1/catalog/software/:id/reviews/:reviewId/answer',
} as const;

/** A path with its `:name` parameters filled in. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export const SORTINGS = ['relevant', 'popular', 'new', 'rating'] as const;
export type Sorting = (typeof SORTINGS)[number];

/** Paths under /software/ that are pages of their own, never a catalogue item's slug. */
export const RESERVED = ['softlist', 'add', 'moderation', 'blog', 'statistic'] as const;

/** Search text shorter than this is ignored by the server (spec §7). */
export const TEXT_MIN = 3;
export const TEXT_MAX = 100;

export const PRICE_MODEL_LIST = ['free', 'paid', 'freemium'] as const;
export const PLATFORM_LIST = [
  'windows',
  'macos',
  'linux',
  'android',
  'ios',
  'web',
  'browser_extension',
  'library',
] as const;
