import type { ArticleKind, ArticleSorting, Language } from '@crowdsolve/contract';

/**
 * The article constants the public pages use, zod-free: the contract's content.ts builds its
 * schemas at load, and a public page importing a value from the contract would carry zod (see
 * bench/README.md, "Page weight"). constants.test.ts checks that they equal the contract's.
 */

export const API_PATHS: Record<ArticleKind, { public: string; editor: string }> = {
  blog: { public: '/api/v1/articles', editor: '/api/v1/editor/articles' },
  tutorial: { public: '/api/v1/tutorials', editor: '/api/v1/editor/tutorials' },
  software: { public: '/api/v1/catalog/articles', editor: '/api/v1/editor/catalog/articles' },
};
export const PREVIEW_PATH = '/api/v1/editor/articles/preview';

export const LIST_PATHS: Record<ArticleKind, string> = { blog: '/blog', tutorial: '/h', software: '/software/blog' };
export const EDITOR_PATHS: Record<ArticleKind, string> = {
  blog: '/editor/blog',
  tutorial: '/editor/h',
  software: '/editor/software/blog',
};

export const SORTINGS: readonly ArticleSorting[] = ['new', 'popular'];
export const DEFAULT_SORTING: Record<ArticleKind, ArticleSorting> = {
  blog: 'new',
  tutorial: 'new',
  software: 'popular',
};
export const TEXT_MIN = 3;
export const TEXT_MAX = 100;

/** The site's languages in their order. */
export const LANGUAGE_ORDER: readonly Language[] = ['en', 'ru', 'zh'];
