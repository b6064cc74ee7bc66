import {
  CATALOG_PATHS,
  catalogPath,
  type DeveloperSoftware,
  type ModerationDecisionBody,
  type ModerationHistoryEntry,
  type ModerationHistoryReply,
  type ModerationItemListReply,
  type ModerationReviewListReply,
  type Review,
  SOFTWARE_PATHS,
  type SoftwareForm,
  type SoftwareListReply,
  type SoftwareOwnerStatsReply,
} from '@crowdsolve/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';
import { nextPage, softwareKeys } from './public-api.ts';

/** The developer's and the moderators' calls (cabinet pages: the contract's schemas may come along). */

/** The developer's software (`GET /api/v2/developer/software`). */
export function mySoftwareQuery(api: RequestContext) {
  return queryOptions({
    queryKey: softwareKeys.mine,
    queryFn: () => request<SoftwareListReply>(api, SOFTWARE_PATHS.software),
  });
}

/** One of the developer's items as its form shows it (`GET /api/v2/developer/catalog/{ref}`). */
export function developerItemQuery(api: RequestContext, ref: string) {
  return queryOptions({
    queryKey: softwareKeys.developerItem(ref),
    queryFn: () => request<DeveloperSoftware>(api, catalogPath(CATALOG_PATHS.developerItem, { ref })),
    staleTime: 0,
  });
}

/** The owner's figures per day (`GET /api/v2/software/statistics/{ref}?dateFrom&dateTo`). */
export function ownerStatsQuery(api: RequestContext, ref: string, dateFrom: string, dateTo: string) {
  return queryOptions({
    queryKey: softwareKeys.ownerStats(ref, dateFrom, dateTo),
    queryFn: () =>
      request<SoftwareOwnerStatsReply>(api, catalogPath(CATALOG_PATHS.ownerStats, { ref }), {
        query: { dateFrom, dateTo },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The items waiting for moderation, oldest first. */
export function moderationItemsQuery(api: RequestContext) {
  return infiniteQueryOptions({
    queryKey: softwareKeys.moderationItems,
    queryFn: ({ pageParam }) =>
      request<ModerationItemListReply>(api, CATALOG_PATHS.moderationSoftware, { query: { page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/** The reviews waiting for moderation, oldest first. */
export function moderationReviewsQuery(api: RequestContext) {
  return infiniteQueryOptions({
    queryKey: softwareKeys.moderationReviews,
    queryFn: ({ pageParam }) =>
      request<ModerationReviewListReply>(api, CATALOG_PATHS.moderationReviews, { query: { page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/** An item's moderation history, newest first. */
export function historyQuery(api: RequestContext, softId: number) {
  return queryOptions({
    queryKey: softwareKeys.history(softId),
    queryFn: () =>
      request<ModerationHistoryReply>(api, catalogPath(CATALOG_PATHS.moderationSoftwareHistory, { softId })),
  });
}

export const softwareApi = {
  create: (api: RequestContext, body: SoftwareForm) =>
    request<DeveloperSoftware>(api, CATALOG_PATHS.developerCatalog, { method: 'POST', body }),
  update: (api: RequestContext, ref: string, body: SoftwareForm) =>
    request<DeveloperSoftware>(api, catalogPath(CATALOG_PATHS.developerItem, { ref }), { method: 'PUT', body }),
  decideItem: (api: RequestContext, softId: number, body: ModerationDecisionBody) =>
    request<ModerationHistoryEntry>(api, catalogPath(CATALOG_PATHS.moderationSoftwareDecision, { softId }), {
      method: 'POST',
      body,
    }),
  decideReview: (api: RequestContext, reviewId: number, body: ModerationDecisionBody) =>
    request<Review>(api, catalogPath(CATALOG_PATHS.moderationReviewDecision, { reviewId }), { method: 'POST', body }),
};
