import type { Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { pageLanguage } from '../../lib/language-paths.ts';
import { type RequestContext, RequestError } from '../../lib/request.ts';
import { AUDIENCE_ROUTES, entryIdOf, faqItemQuery, faqListQuery, supportSearchQuery } from './api.ts';
import { SEARCH_MAX, SEARCH_MIN } from './constants.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  params: Record<string, string | undefined>;
  url: URL;
  def: { id: string; languages: readonly Language[] };
}

const languageOf = (ctx: Ctx) => pageLanguage(ctx.language, ctx.def.languages);

/** The search the address bar names (`?text=`), from SEARCH_MIN characters; '' for none. */
export function searchTextFrom(params: URLSearchParams): string {
  const text = (params.get('text') ?? '').trim().slice(0, SEARCH_MAX);
  return [...text].length >= SEARCH_MIN ? text : '';
}

/** An answer's first words as the page's description: its text without tags, at most 160 characters. */
export function descriptionOf(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
  const chars = [...text];
  return chars.length <= 160 ? text : `${chars.slice(0, 159).join('').trimEnd()}…`;
}

/** The data the support pages render with, fetched before rendering (on the server too). */
export const FAQ_PAGE_DATA = {
  // The support home: a search named in the address bar is rendered with its results.
  supportHome: async (ctx: Ctx) => {
    const text = searchTextFrom(ctx.url.searchParams);
    if (text) await ctx.queryClient.prefetchQuery(supportSearchQuery(ctx.api, text, languageOf(ctx), ctx.url.host));
  },
  // An audience's questions and answers.
  supportFaqList: (ctx: Ctx) => {
    const audience = AUDIENCE_ROUTES[ctx.def.id] ?? 'customer';
    return ctx.queryClient.prefetchQuery(faqListQuery(ctx.api, audience, languageOf(ctx)));
  },
  // One entry, titled by its question; an unknown id is a 404 (the not-found page).
  supportFaqItem: async (ctx: Ctx) => {
    const id = entryIdOf(ctx.params.id);
    if (id === null) throw data(null, { status: 404 });
    const reply = await ctx.queryClient
      .ensureQueryData(faqItemQuery(ctx.api, id, languageOf(ctx)))
      .catch((err: unknown) => {
        if (err instanceof RequestError && err.status === 404) throw data(null, { status: 404 });
        return null;
      });
    if (!reply) return null;
    const { entry } = reply;
    return {
      pageHead: {
        title: entry.question,
        description: descriptionOf(entry.answerHtml),
        language: entry.language,
        languages: entry.languages,
      },
    };
  },
};
