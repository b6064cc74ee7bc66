import type {
  CatalogCategoriesReply,
  CatalogItemDetail,
  CatalogListReply,
  Review,
  ReviewAnswerBody,
  ReviewBody,
  ReviewListReply,
} from '@crowdsolve/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';
import { CATALOG, fillPath, SORTINGS, type Sorting, TEXT_MAX, TEXT_MIN } from './constants.ts';

/** What the catalogue list shows: the address bar's search, categories and sorting. */
export interface CatalogFilters {
  text: string;
  categories: readonly string[];
  sorting: Sorting;
}

/**
 * The list's filters from the address bar (`?text&categories&sorting`): search text counts from
 * TEXT_MIN characters (shorter text is no search), an unknown sorting is the default `relevant`.
 */
export function filtersFrom(params: URLSearchParams): CatalogFilters {
  const text = (params.get('text') ?? '').trim().slice(0, TEXT_MAX);
  const sorting = params.get('sorting');
  return {
    text: text.length >= TEXT_MIN ? text : '',
    categories: (params.get('categories') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    sorting: (SORTINGS as readonly (string | null)[]).includes(sorting) ? (sorting as Sorting) : 'relevant',
  };
}

/** The page after those shown, while some records are not shown yet ("Show more"). */
export function nextPage(last: { records: unknown[]; totalCount: number }, pages: { records: unknown[] }[]) {
  const shown = pages.reduce((n, p) => n + p.records.length, 0);
  return last.records.length > 0 && shown < last.totalCount ? pages.length : undefined;
}

export const softwareKeys = {
  all: ['software'] as const,
  categories: ['software', 'categories'] as const,
  list: (f: CatalogFilters) => ['software', 'list', f.text, [...f.categories].sort().join(','), f.sorting] as const,
  item: (slug: string) => ['software', 'item', slug] as const,
  reviews: (id: number) => ['software', 'reviews', id] as const,
  mine: ['software', 'mine'] as const,
  developerItem: (ref: string) => ['software', 'developer', ref] as const,
  ownerStats: (ref: string, from: string, to: string) => ['software', 'stats', ref, from, to] as const,
  moderation: ['software', 'moderation'] as const,
  moderationItems: ['software', 'moderation', 'items'] as const,
  moderationReviews: ['software', 'moderation', 'reviews'] as const,
  history: (softId: number) => ['software', 'moderation', 'history', softId] as const,
};

/** `GET /api/v1/catalog/categories`. */
export function categoriesQuery(api: RequestContext) {
  return queryOptions({
    queryKey: softwareKeys.categories,
    queryFn: () => request<CatalogCategoriesReply>(api, CATALOG.categories),
    staleTime: 10 * 60_000,
  });
}

/**
 * `GET /api/v1/catalog/software?page&sorting&categories&text`, a page at a time: "Show more"
 * appends the next page; other filters are another list, which starts again from page 0.
 */
export function catalogListQuery(api: RequestContext, filters: CatalogFilters) {
  return infiniteQueryOptions({
    queryKey: softwareKeys.list(filters),
    queryFn: ({ pageParam }) =>
      request<CatalogListReply>(api, CATALOG.software, {
        query: {
          page: pageParam,
          sorting: filters.sorting,
          categories: filters.categories.length > 0 ? filters.categories.join(',') : undefined,
          text: filters.text || undefined,
        },
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/v1/catalog/software/{slug}`. */
export function itemQuery(api: RequestContext, slug: string) {
  return queryOptions({
    queryKey: softwareKeys.item(slug),
    queryFn: () => request<CatalogItemDetail>(api, fillPath(CATALOG.item, { slug })),
    staleTime: 60_000,
  });
}

/** `GET /api/v1/catalog/software/{id}/reviews?page`: "Show more" appends. */
export function reviewsQuery(api: RequestContext, id: number) {
  return infiniteQueryOptions({
    queryKey: softwareKeys.reviews(id),
    queryFn: ({ pageParam }) =>
      request<ReviewListReply>(api, fillPath(CATALOG.reviews, { id }), { query: { page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });
}

export const reviewApi = {
  send: (api: RequestContext, id: number, body: ReviewBody) =>
    request<Review>(api, fillPath(CATALOG.reviews, { id }), { method: 'POST', body }),
  answer: (api: RequestContext, id: number, reviewId: number, body: ReviewAnswerBody) =>
    request<Review>(api, fillPath(CATALOG.reviewAnswer, { id, reviewId }), { method: 'POST', body }),
};
