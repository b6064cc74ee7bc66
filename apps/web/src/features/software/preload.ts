import type { QueryClient } from '@tanstack/react-query';
import { data, redirectDocument } from 'react-router';
import { type RequestContext, RequestError } from '../../lib/request.ts';
import { RESERVED } from './constants.ts';
import { catalogListQuery, categoriesQuery, filtersFrom, itemQuery, reviewsQuery } from './public-api.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  params: Record<string, string | undefined>;
  url: URL;
}

/** The data the public catalogue pages render with, fetched before rendering (on the server too). */
export const SOFTWARE_PAGE_DATA = {
  // The list as the address bar filters it, and the categories to filter by.
  softwareCatalogue: (ctx: Ctx) =>
    Promise.all([
      ctx.queryClient.prefetchInfiniteQuery(catalogListQuery(ctx.api, filtersFrom(ctx.url.searchParams))),
      ctx.queryClient.prefetchQuery(categoriesQuery(ctx.api)),
    ]),
  // The item (titled by its name; an unknown slug is a 404), its first reviews and the categories' names.
  softwareItem: async (ctx: Ctx) => {
    const slug = ctx.params.slug ?? '';
    // A browser that has only the public part of the route table loaded takes `/software/softlist`
    // (a signed-in page) for an item: the server, which routes with the whole table, serves it.
    if ((RESERVED as readonly string[]).includes(slug) && typeof window !== 'undefined') {
      throw redirectDocument(ctx.url.href);
    }
    const item = await ctx.queryClient.ensureQueryData(itemQuery(ctx.api, slug)).catch((err: unknown) => {
      if (err instanceof RequestError && err.status === 404) throw data(null, { status: 404 });
      return null;
    });
    if (!item) return null;
    await Promise.all([
      ctx.queryClient.prefetchInfiniteQuery(reviewsQuery(ctx.api, item.id)),
      ctx.queryClient.prefetchQuery(categoriesQuery(ctx.api)),
    ]);
    return { pageHead: { title: item.name, description: item.shortDescription } };
  },
};
