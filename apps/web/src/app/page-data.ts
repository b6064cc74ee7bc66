import type { Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currencyFor, pricesQuery } from '../features/pricing/prices.ts';
import type { RequestContext } from '../lib/request.ts';
import type { PageKey } from './pages.ts';

interface PageDataContext {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
}

/** What a page needs before it renders (so public pages are server-rendered with their data). */
export const PAGE_DATA: Partial<Record<PageKey, (ctx: PageDataContext) => Promise<unknown>>> = {
  pricing: ({ queryClient, api, language }) => queryClient.ensureQueryData(pricesQuery(api, currencyFor(language))),
};
