import { kindOfSlug, type Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { pageLanguage } from '../../lib/language-paths.ts';
import type { RequestContext } from '../../lib/request.ts';
import { currencyFor } from '../pricing/prices.ts';
import { currentUserQuery } from '../user/current-user.ts';
import { captchaTypeQuery, exampleIdsOf, recognitionQuery } from './api.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  url: URL;
  def: { languages: readonly Language[] };
}

const languageOf = (ctx: Ctx) => pageLanguage(ctx.language, ctx.def.languages);
/** One route per slug (the table lists them): the slug is the path's last segment. */
const slugOf = (ctx: Ctx) => ctx.url.pathname.split('/').pop() ?? '';

/** The data the type landings and the recognition pages render with (on the server too). */
export const LANDINGS2_PAGE_DATA = {
  // The type, and the gallery's examples of it.
  typeLanding: (ctx: Ctx) => {
    const ids = exampleIdsOf(kindOfSlug(slugOf(ctx)));
    return Promise.all([
      ctx.queryClient.prefetchQuery(
        captchaTypeQuery(ctx.api, slugOf(ctx), currencyFor(languageOf(ctx)), ctx.url.host, languageOf(ctx)),
      ),
      ids ? ctx.queryClient.prefetchQuery(recognitionQuery(ctx.api, languageOf(ctx), ctx.url.host, ids)) : null,
    ]);
  },
  // `/captcha-workaround/pay` hands a signed-in customer straight to the top-up.
  captchaWorkaroundPay: async (ctx: Ctx) => {
    const user = await ctx.queryClient.ensureQueryData(currentUserQuery(ctx.api));
    const type = user?.profile.userType;
    if (type === 'customer' || type === 'developer') throw redirect('/addbalance');
  },
  recognitionGallery: (ctx: Ctx) =>
    ctx.queryClient.prefetchQuery(recognitionQuery(ctx.api, languageOf(ctx), ctx.url.host)),
  recognitionExample: (ctx: Ctx) =>
    ctx.queryClient.prefetchQuery(recognitionQuery(ctx.api, languageOf(ctx), ctx.url.host, slugOf(ctx))),
};
