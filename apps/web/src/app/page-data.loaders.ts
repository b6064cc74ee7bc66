import { CODE_SAMPLE_LANGS, type CodeSampleLang, type CurrentUser, type Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { API_DOCS_PAGE_DATA } from '../features/api-docs/preload.ts';
import { codeSamplesQuery } from '../features/code-samples/api.ts';
import { CONTENT_PAGE_DATA } from '../features/content/preload.ts';
import { dashboardQuery } from '../features/customer/api.ts';
import { DEMO_PAGE_DATA } from '../features/demo/preload.ts';
import { DEMO_WIDGETS_PAGE_DATA } from '../features/demo-widgets/preload.ts';
import { ENTERPRISE_PAGE_DATA } from '../features/enterprise/preload.ts';
import { FAQ_PAGE_DATA } from '../features/faq/preload.ts';
import { LEGAL_PAGE_DATA } from '../features/legal/preload.ts';
import { currencyFor, pricesQuery } from '../features/pricing/prices.ts';
import { publicGraphQuery, publicStatsQuery } from '../features/public-stats/api.ts';
import { SOFTWARE_PAGE_DATA } from '../features/software/preload.ts';
import { LANDINGS2_PAGE_DATA } from '../features/type-landings/preload.ts';
import type { RequestContext } from '../lib/request.ts';
import type { PageKey } from './pages.ts';
import type { RouteDef } from './route-types.ts';

type PageData = (ctx: PageDataContext) => Promise<unknown>;
/** A public graph's page: its default window (7 days), money in the language's currency. */
const graphPage =
  (graph: Parameters<typeof publicGraphQuery>[1], money = false): PageData =>
  ({ queryClient, api, language }) =>
    queryClient.prefetchQuery(publicGraphQuery(api, graph, money ? currencyFor(language) : 'USD', '7d'));
/** The live figures and prices in the language's currency (a failure leaves the page up, with the error shown). */
const publicStats: PageData = ({ queryClient, api, language }) =>
  queryClient.prefetchQuery(publicStatsQuery(api, currencyFor(language)));

export interface PageDataContext {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  /** The signed-in user on guarded pages (null on public ones). */
  user: CurrentUser | null;
  /** The route's path parameters (`/lang/:lang` → `{ lang }`). */
  params: Record<string, string | undefined>;
  /** The requested URL (its query and host). */
  url: URL;
  /** The route being shown. */
  def: RouteDef;
}

/** What a page needs before it renders (so public pages are server-rendered with their data): see page-data.ts. */
export const PAGE_DATA: Partial<Record<PageKey, (ctx: PageDataContext) => Promise<unknown>>> = {
  // Captcha type landings and recognition examples, request examples on this host.
  ...LANDINGS2_PAGE_DATA,
  // The API documentation in the page's language and version (`?version=v2`), examples on this host.
  ...API_DOCS_PAGE_DATA,
  // `/lang/{lang}` has one route per language: the language is the path's last segment.
  langSamples: ({ queryClient, api, url }) => {
    const lang = url.pathname.split('/').pop() as CodeSampleLang;
    return CODE_SAMPLE_LANGS.includes(lang)
      ? queryClient.prefetchQuery(codeSamplesQuery(api, lang))
      : Promise.resolve();
  },
  puppeteerSolver: ({ queryClient, api }) => queryClient.prefetchQuery(codeSamplesQuery(api, 'puppeteer')),
  seleniumSolver: ({ queryClient, api }) => queryClient.prefetchQuery(codeSamplesQuery(api, 'selenium')),
  boundingBoxSolver: ({ queryClient, api }) => queryClient.prefetchQuery(codeSamplesQuery(api, 'bounding-box')),
  pricing: ({ queryClient, api, language }) => queryClient.ensureQueryData(pricesQuery(api, currencyFor(language))),
  // The legal documents in the page's language, the operator (/about), worker pay and customer prices.
  ...LEGAL_PAGE_DATA,
  // The software catalogue as the address bar filters it; an item with its first reviews.
  ...SOFTWARE_PAGE_DATA,
  // Blog, tutorials and software articles: a list as the address bar filters it; an article (404 when unknown).
  ...CONTENT_PAGE_DATA,
  // The demos: `/demo/{slug}` of no demo and no task type is a 404 (challenges are fetched in the browser).
  ...DEMO_PAGE_DATA,
  // The providers' demo widgets (GeeTest v3's per-visit challenge in the browser only) and the extension's package.
  ...DEMO_WIDGETS_PAGE_DATA,
  // The help centre: a search named in the address bar, an audience's FAQ, one entry (404 when unknown).
  ...FAQ_PAGE_DATA,
  // The enterprise plan's prices in the language's currency and its conditions.
  ...ENTERPRISE_PAGE_DATA,
  home: publicStats,
  publicStatistics: publicStats,
  publicStatisticsCustomerRate: graphPage('devprice', true),
  publicStatisticsCustomerSolvingSpeed: graphPage('devspeed'),
  publicStatisticsServiceLoad: graphPage('devload'),
  publicStatisticsWorkersOnline: graphPage('devonline'),
  publicStatisticsWaitingTime: graphPage('workspeed'),
  publicStatisticsEmployeeRate: graphPage('workprice', true),
  // Only accounts with an API key have a dashboard (others see a notice instead).
  enterpage: ({ queryClient, api, user }) =>
    user?.profile.userType === 'customer' || user?.profile.userType === 'developer'
      ? queryClient.prefetchQuery(dashboardQuery(api))
      : Promise.resolve(),
};
