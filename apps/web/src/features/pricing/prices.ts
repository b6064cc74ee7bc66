import type { Currency, CustomerPricesReply, Language } from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

/** The currency prices are first shown in for a language. */
export function currencyFor(language: Language): Currency {
  return language === 'ru' ? 'RUB' : language === 'zh' ? 'CNY' : 'USD';
}

/** `GET /api/v2/customer/prices?currency=…` (spec §7). */
export function pricesQuery(api: RequestContext, currency: Currency) {
  return queryOptions({
    queryKey: ['prices', currency],
    queryFn: () => request<CustomerPricesReply>(api, '/api/v2/customer/prices', { query: { currency } }),
    staleTime: 60_000,
  });
}
