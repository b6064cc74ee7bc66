import {
  DEMO_SLUG_OF_TASK_KIND,
  isDefunctDemoSlug,
  isFirstPartyDemoSlug,
  isThirdPartyDemoSlug,
  TASK_KINDS,
  type TaskKindId,
} from '@crowdsolve/contract';
import { data, redirect } from 'react-router';

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

/** The demo page of its own a task type's slug stands for (`/demo/turnstile` → `cloudflare-turnstile`). */
export function ownDemoOf(slug: string): string | null {
  if (isFirstPartyDemoSlug(slug) || isThirdPartyDemoSlug(slug) || isDefunctDemoSlug(slug)) return null;
  const kind = slug.replaceAll('-', '_');
  if (!(TASK_KINDS as readonly string[]).includes(kind)) return null;
  return DEMO_SLUG_OF_TASK_KIND[kind as TaskKindId] ?? null;
}

/**
 * The demo pages' data before rendering. The challenge itself is fetched in the browser (each
 * visit a fresh single-use one; a server-rendered challenge would be shared by caches), so only
 * the slug is checked here: an unknown one is a 404, a type's other name goes to its demo's page.
 */
export const DEMO_PAGE_DATA = {
  demoIndex: () => Promise.resolve(null),
  // `/demo/normal` and the like have no `:slug`: their path is their slug.
  demoFirstParty: (ctx: Ctx) => {
    const slug = ctx.params.slug ?? ctx.url.pathname.split('/').pop() ?? '';
    if (!isDemoSlug(slug)) throw data(null, { status: 404 });
    // A type with a demo page of its own is shown there (one address per demo).
    const own = ownDemoOf(slug);
    if (own) throw redirect(`/demo/${own}`, 301);
    return Promise.resolve(null);
  },
};
