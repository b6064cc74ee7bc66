import {
  type Currency,
  type EnterpriseAdminReply,
  type EnterpriseBuyBody,
  type EnterpriseBuyReply,
  type EnterpriseConditionsReply,
  type EnterprisePeriod,
  type EnterprisePricingReply,
  ENTERPRISE_PATHS as P,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

export const enterpriseKeys = {
  pricing: (currency: Currency) => ['enterprise', 'pricing', currency] as const,
  conditions: ['enterprise', 'conditions'] as const,
};

/** `GET /api/v2/user/enterprise_support/pricing?currency` (visitors too). */
export function enterprisePricingQuery(api: RequestContext, currency: Currency) {
  return queryOptions({
    queryKey: enterpriseKeys.pricing(currency),
    queryFn: () => request<EnterprisePricingReply>(api, P.pricing, { query: { currency } }),
    staleTime: 60_000,
  });
}

/** `GET /api/v2/user/enterprise_support/conditions`: what the plan gives, and the signed-in customer's plan. */
export function enterpriseConditionsQuery(api: RequestContext) {
  return queryOptions({
    queryKey: enterpriseKeys.conditions,
    queryFn: () => request<EnterpriseConditionsReply>(api, P.conditions),
    staleTime: 30_000,
  });
}

export const enterpriseApi = {
  buy: (api: RequestContext, body: EnterpriseBuyBody) =>
    request<EnterpriseBuyReply>(api, P.buy, { method: 'POST', body }),
};

export const enterpriseAdminKey = ['enterprise', 'admin'] as const;

/** Admin: `GET /api/v2/admin/enterprise_support/prices` (the prices and the holders). */
export function enterpriseAdminQuery(api: RequestContext) {
  return queryOptions({
    queryKey: enterpriseAdminKey,
    queryFn: () => request<EnterpriseAdminReply>(api, P.adminPrices),
  });
}

export const enterpriseAdminApi = {
  setPrice: (api: RequestContext, period: EnterprisePeriod, priceMicros: number) =>
    request<EnterpriseAdminReply>(api, P.adminPrices, { method: 'PUT', body: { period, priceMicros } }),
  setContact: (api: RequestContext, customerId: number, staffId: number) =>
    request<EnterpriseAdminReply>(api, P.adminContact.replace(':customerId', String(customerId)), {
      method: 'PUT',
      body: { staffId },
    }),
};
