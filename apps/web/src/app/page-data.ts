import type { CurrentUser, Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../features/customer/api.ts';
import { currencyFor, pricesQuery } from '../features/pricing/prices.ts';
import type { RequestContext } from '../lib/request.ts';
import type { PageKey } from './pages.ts';

interface PageDataContext {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  /** The signed-in user on guarded pages (null on public ones). */
  user: CurrentUser | null;
  /** The route's path parameters (`/lang/:lang` → `{ lang }`). */
  params: Record<string, string | undefined>;
}

/** What a page needs before it renders (so public pages are server-rendered with their data). */
export const PAGE_DATA: Partial<Record<PageKey, (ctx: PageDataContext) => Promise<unknown>>> = {
  pricing: ({ queryClient, api, language }) => queryClient.ensureQueryData(pricesQuery(api, currencyFor(language))),
  // Only accounts with an API key have a dashboard (others see a notice instead).
  enterpage: ({ queryClient, api, user }) =>
    user?.profile.userType === 'customer' || user?.profile.userType === 'developer'
      ? queryClient.prefetchQuery(dashboardQuery(api))
      : Promise.resolve(),
};
