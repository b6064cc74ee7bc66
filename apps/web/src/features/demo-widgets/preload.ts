import type { Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../lib/language-paths.ts';
import type { RequestContext } from '../../lib/request.ts';
import { demoWidgetQuery, extensionQuery, PER_VISIT_SLUGS } from './api.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
  url: URL;
  def: { languages: readonly Language[] };
}

/** A provider demo's widget description (GeeTest v3's per-visit challenge is asked for in the browser only). */
const demoWidget = (ctx: Ctx) => {
  const slug = ctx.url.pathname.split('/').pop() ?? '';
  if (PER_VISIT_SLUGS.has(slug)) return Promise.resolve();
  return ctx.queryClient.prefetchQuery(demoWidgetQuery(ctx.api, slug, pageLanguage(ctx.language, ctx.def.languages)));
};

/** The data the provider demos and the extension page render with (on the server too). */
export const DEMO_WIDGETS_PAGE_DATA = {
  demoWidget,
  captchaBypassExtension: (ctx: Ctx) => ctx.queryClient.prefetchQuery(extensionQuery(ctx.api)),
};
