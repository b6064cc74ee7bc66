import type { Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { pageLanguage } from '../../lib/language-paths.ts';
import { type RequestContext, RequestError } from '../../lib/request.ts';
import { currencyFor } from '../pricing/prices.ts';
import { articleListQuery, articleQuery, filtersFrom, type ReadParams } from './api.ts';
import { articlePaths, kindOfRoute } from './routes.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  params: Record<string, string | undefined>;
  url: URL;
  def: { id: string; languages: readonly Language[] };
}

/** The same values the screens ask with (routes.ts useReadParams), so the server's data hydrates them. */
function readParams(ctx: Ctx): ReadParams {
  const language = pageLanguage(ctx.language, ctx.def.languages);
  return { language, hostname: ctx.url.host, currency: currencyFor(language) };
}

/** The data the public article pages render with, fetched before rendering (on the server too). */
export const CONTENT_PAGE_DATA = {
  // The list as the address bar filters it; the head links the list's feed.
  articleList: async (ctx: Ctx) => {
    const kind = kindOfRoute(ctx.def.id);
    const p = readParams(ctx);
    await ctx.queryClient.prefetchInfiniteQuery(
      articleListQuery(ctx.api, kind, filtersFrom(ctx.url.searchParams, kind), p),
    );
    return { pageHead: { feed: articlePaths.feed(kind, p.language) } };
  },
  // The article, titled by itself; alternate links name only its languages; an unknown slug is a 404.
  article: async (ctx: Ctx) => {
    const kind = kindOfRoute(ctx.def.id);
    const query = articleQuery(ctx.api, kind, ctx.params.slug ?? '', readParams(ctx));
    const article = await ctx.queryClient.ensureQueryData(query).catch((err: unknown) => {
      if (err instanceof RequestError && err.status === 404) throw data(null, { status: 404 });
      return null;
    });
    if (!article) return null;
    return {
      pageHead: {
        title: article.title,
        description: article.summary,
        languages: article.languages,
        language: article.language,
      },
    };
  },
};
