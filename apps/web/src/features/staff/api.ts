import {
  type AdminPricesReply,
  type Currency,
  PRICING_PATHS,
  type PriceHistoryReplySchema,
  type PriceKey,
  type SetPriceBody,
  STAFF_PATHS,
  type StaffOverviewReply,
} from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

export type PriceHistory = z.infer<typeof PriceHistoryReplySchema>['history'];

export const staffKeys = {
  overview: ['staff', 'overview'] as const,
  prices: ['staff', 'prices'] as const,
  history: (type: PriceKey) => ['staff', 'prices', 'history', type] as const,
};

export const staffApi = {
  overview: (ctx: RequestContext) => request<StaffOverviewReply>(ctx, STAFF_PATHS.overview),
  prices: (ctx: RequestContext) => request<AdminPricesReply>(ctx, PRICING_PATHS.adminPrices),
  history: (ctx: RequestContext, type: PriceKey) =>
    request<{ history: PriceHistory }>(ctx, `${PRICING_PATHS.adminPrices}/${type}/history`),
  setPrice: (ctx: RequestContext, type: PriceKey, body: SetPriceBody) =>
    request<{ ok: true }>(ctx, `${PRICING_PATHS.adminPrices}/${type}`, { method: 'PUT', body }),
  setRate: (ctx: RequestContext, currency: Currency, unitsPerUsd: number) =>
    request<{ ok: true }>(ctx, `${PRICING_PATHS.adminRates}/${currency}`, { method: 'PUT', body: { unitsPerUsd } }),
  clearRate: (ctx: RequestContext, currency: Currency) =>
    request<{ ok: true }>(ctx, `${PRICING_PATHS.adminRates}/${currency}`, { method: 'DELETE' }),
};

/** What waits for staff, fresh on each visit of the staff home. */
export function useStaffOverview() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: staffKeys.overview, queryFn: () => staffApi.overview(api), staleTime: 0 });
}

export function useAdminPrices() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: staffKeys.prices, queryFn: () => staffApi.prices(api) });
}

export function usePriceHistory(type: PriceKey) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: staffKeys.history(type), queryFn: () => staffApi.history(api, type) });
}
