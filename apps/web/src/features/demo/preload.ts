import { isDefunctDemoSlug, isFirstPartyDemoSlug, isThirdPartyDemoSlug, TASK_KINDS } from '@crowdsolve/contract';
import { data } from 'react-router';

interface Ctx {
  params: Record<string, string | undefined>;
  url: URL;
}

/** Whether `/demo/{slug}` has a demo: a per-type page, or a task type's slug (its generic demo). */
export function isDemoSlug(slug: string): boolean {
  return (
    isFirstPartyDemoSlug(slug) ||
    isThirdPartyDemoSlug(slug) ||
    isDefunctDemoSlug(slug) ||
    (TASK_KINDS as readonly string[]).includes(slug.replaceAll('-', '_'))
  );
}

/**
 * The demo pages' data before rendering. The challenge itself is fetched in the browser (each
 * visit a fresh single-use one; a server-rendered challenge would be shared by caches), so only
 * the slug is checked here: an unknown one is a 404.
 */
export const DEMO_PAGE_DATA = {
  demoIndex: () => Promise.resolve(null),
  // `/demo/normal` and the like have no `:slug`: their path is their slug.
  demoFirstParty: (ctx: Ctx) => {
    if (!isDemoSlug(ctx.params.slug ?? ctx.url.pathname.split('/').pop() ?? '')) throw data(null, { status: 404 });
    return Promise.resolve(null);
  },
};
