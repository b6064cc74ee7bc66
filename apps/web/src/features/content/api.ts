import type {
  ArticleKind,
  ArticleListReply,
  ArticlePreviewReply,
  ArticleReply,
  ArticleSorting,
  EditorArticle,
  EditorArticleListReply,
  Language,
} from '@crowdsolve/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';
import { API_PATHS, DEFAULT_SORTING, PREVIEW_PATH, SORTINGS, TEXT_MAX, TEXT_MIN } from './constants.ts';

/** What a list shows: the address bar's search text and sorting (`?text&sorting`). */
export interface ArticleFilters {
  text: string;
  sorting: ArticleSorting;
}

/** What the public calls are asked for: the page's language, the site as reached, the visitor's currency. */
export interface ReadParams {
  language: Language;
  hostname: string;
  currency: string;
}

/**
 * The filters from the address bar: text counts from TEXT_MIN characters (shorter text is
 * no search), an unknown sorting is the kind's default.
 */
export function filtersFrom(params: URLSearchParams, kind: ArticleKind): ArticleFilters {
  const text = (params.get('text') ?? '').trim().slice(0, TEXT_MAX);
  const sorting = params.get('sorting');
  return {
    text: text.length >= TEXT_MIN ? text : '',
    sorting: (SORTINGS as readonly (string | null)[]).includes(sorting)
      ? (sorting as ArticleSorting)
      : DEFAULT_SORTING[kind],
  };
}

/** The address bar's query for filters (defaults left out, so a plain list has a plain URL). */
export function filtersSearch(filters: ArticleFilters, kind: ArticleKind): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.text) out.set('text', filters.text);
  if (filters.sorting !== DEFAULT_SORTING[kind]) out.set('sorting', filters.sorting);
  return out;
}

/** The page after those shown, while some articles are not shown yet ("Load more"). */
export function nextPage(last: { articles: unknown[]; totalCount: number }, pages: { articles: unknown[] }[]) {
  const shown = pages.reduce((n, p) => n + p.articles.length, 0);
  return last.articles.length > 0 && shown < last.totalCount ? pages.length : undefined;
}

export const contentKeys = {
  all: ['content'] as const,
  list: (kind: ArticleKind, f: ArticleFilters, p: ReadParams) =>
    ['content', 'list', kind, f.text, f.sorting, p.language, p.hostname, p.currency] as const,
  article: (kind: ArticleKind, slug: string, p: ReadParams) =>
    ['content', 'article', kind, slug, p.language, p.hostname, p.currency] as const,
  editor: ['content', 'editor'] as const,
  editorList: (kind: ArticleKind, f: ArticleFilters, language: Language) =>
    ['content', 'editor', 'list', kind, f.text, f.sorting, language] as const,
  editorArticle: (kind: ArticleKind, slug: string) => ['content', 'editor', 'article', kind, slug] as const,
  preview: (body: string, currency: string) => ['content', 'editor', 'preview', currency, body] as const,
};

/**
 * `GET <kind's path>?page&language&hostname&currency&text&sorting`, a page at a time: "Load more"
 * appends the next page; other filters are another list, which starts again from page 0.
 */
export function articleListQuery(api: RequestContext, kind: ArticleKind, filters: ArticleFilters, p: ReadParams) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(kind, filters, p),
    queryFn: ({ pageParam }) =>
      request<ArticleListReply>(api, API_PATHS[kind].public, {
        query: { page: pageParam, ...p, text: filters.text || undefined, sorting: filters.sorting },
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

const bySlug = (base: string, slug: string) => `${base}/by-slug/${encodeURIComponent(slug)}`;

/** `GET <kind's path>/by-slug/{slug}?language&hostname&currency` (the server counts a view). */
export function articleQuery(api: RequestContext, kind: ArticleKind, slug: string, p: ReadParams) {
  return queryOptions({
    queryKey: contentKeys.article(kind, slug, p),
    queryFn: () => request<ArticleReply>(api, bySlug(API_PATHS[kind].public, slug), { query: { ...p } }),
    staleTime: 5 * 60_000,
  });
}

/** The editor's list: drafts included, each article with every language's status. */
export function editorListQuery(api: RequestContext, kind: ArticleKind, filters: ArticleFilters, language: Language) {
  return infiniteQueryOptions({
    queryKey: contentKeys.editorList(kind, filters, language),
    queryFn: ({ pageParam }) =>
      request<EditorArticleListReply>(api, API_PATHS[kind].editor, {
        query: { page: pageParam, language, text: filters.text || undefined, sorting: filters.sorting },
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** The editor's view of one article: every language's draft and status. */
export function editorArticleQuery(api: RequestContext, kind: ArticleKind, slug: string) {
  return queryOptions({
    queryKey: contentKeys.editorArticle(kind, slug),
    queryFn: () => request<EditorArticle>(api, bySlug(API_PATHS[kind].editor, slug)),
    staleTime: 10_000,
  });
}

/** A draft rendered exactly as the public page renders it (`POST …/preview`). */
export function previewQuery(api: RequestContext, body: string, currency: string) {
  return queryOptions({
    queryKey: contentKeys.preview(body, currency),
    queryFn: () =>
      request<ArticlePreviewReply>(api, PREVIEW_PATH, {
        method: 'POST',
        body: { body, currency },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
