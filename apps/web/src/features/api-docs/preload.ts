import { type Language, PRODUCT_API_LANDINGS, typeSlug } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../lib/language-paths.ts';
import type { RequestContext } from '../../lib/request.ts';
import { currencyFor, pricesQuery } from '../pricing/prices.ts';
import { docsArticleQuery, docsIndexQuery, versionOf } from './api.ts';

export type Product = keyof typeof PRODUCT_API_LANDINGS;

/** The `/{product}-api` routes and the captcha each documents. */
export const PRODUCT_ROUTES: Readonly<Record<string, Product>> = {
  productApiRecaptcha: 'recaptcha',
  productApiHcaptcha: 'hcaptcha',
  productApiTurnstile: 'turnstile',
  productApiGeetest: 'geetest',
  productApiFuncaptcha: 'funcaptcha',
  productApiKeycaptcha: 'keycaptcha',
  productApiLemin: 'lemin',
  productApiMtcaptcha: 'mtcaptcha',
};

/** The documentation page a product landing shows. */
export const productSlug = (product: Product) => typeSlug(PRODUCT_API_LANDINGS[product]);

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  params: Record<string, string | undefined>;
  url: URL;
  def: { id: string; languages: readonly Language[] };
}

const docs = (ctx: Ctx) => ({
  language: pageLanguage(ctx.language, ctx.def.languages),
  version: versionOf(ctx.url.searchParams),
  hostname: ctx.url.host,
});

/** The price table in the visitor's currency (as /pricing): the pages show prices in it. */
const prices = (ctx: Ctx) => ctx.queryClient.prefetchQuery(pricesQuery(ctx.api, currencyFor(docs(ctx).language)));

/** The data the documentation pages render with, fetched before rendering (on the server too). */
export const API_DOCS_PAGE_DATA = {
  apiDocs: async (ctx: Ctx) => {
    await Promise.all([ctx.queryClient.prefetchQuery(docsIndexQuery(ctx.api, docs(ctx))), prices(ctx)]);
  },
  apiRucaptcha: async (ctx: Ctx) => {
    await Promise.all([ctx.queryClient.prefetchQuery(docsIndexQuery(ctx.api, docs(ctx))), prices(ctx)]);
  },
  // Each page is titled by what it documents.
  apiDocsArticle: async (ctx: Ctx) => {
    // One router path per slug (route-paths.ts): the slug is the path's last segment.
    const query = docsArticleQuery(ctx.api, ctx.url.pathname.split('/').pop() ?? '', docs(ctx));
    const [article] = await Promise.all([ctx.queryClient.ensureQueryData(query).catch(() => null), prices(ctx)]);
    if (!article) return null;
    const title = article.page === 'type' ? `${article.title} API` : article.title;
    return { pageHead: { title, description: article.summary } };
  },
  productApi: (ctx: Ctx) => {
    const product = PRODUCT_ROUTES[ctx.def.id];
    if (!product) return Promise.resolve();
    return Promise.all([
      ctx.queryClient.prefetchQuery(docsArticleQuery(ctx.api, productSlug(product), docs(ctx))),
      prices(ctx),
    ]).then(() => undefined);
  },
};
