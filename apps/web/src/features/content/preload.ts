import type { Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { pageLanguage } from '../../lib/language-paths.ts';
import { type RequestContext, RequestError } from '../../lib/request.ts';
import { currencyFor } from '../pricing/prices.ts';
import {
  articleListQuery,
  articleQuery,
  editorArticleQuery,
  editorListQuery,
  filtersFrom,
  type ReadParams,
} from './api.ts';
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

/** The article a request names, or a 404 (the not-found page) when there is none. */
function orNotFound<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((err: unknown) => {
    if (err instanceof RequestError && err.status === 404) throw data(null, { status: 404 });
    return null;
  });
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
    const article = await orNotFound(ctx.queryClient.ensureQueryData(query));
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
  // The editor's list (drafts included) and an article titled by its draft in the page's language.
  editorArticleList: (ctx: Ctx) => {
    const kind = kindOfRoute(ctx.def.id);
    const language = readParams(ctx).language;
    return ctx.queryClient.prefetchInfiniteQuery(
      editorListQuery(ctx.api, kind, filtersFrom(ctx.url.searchParams, kind), language),
    );
  },
  editorArticle: async (ctx: Ctx) => {
    const query = editorArticleQuery(ctx.api, kindOfRoute(ctx.def.id), ctx.params.slug ?? '');
    const article = await orNotFound(ctx.queryClient.ensureQueryData(query));
    const language = readParams(ctx).language;
    const draft = article?.translations.find((t) => t.language === language) ?? article?.translations[0];
    return draft?.title ? { pageHead: { title: draft.title } } : null;
  },
};
