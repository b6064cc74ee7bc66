import type { BootState, Language } from '@crowdsolve/contract';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server-rendered page hands to the browser, as JSON in `#cs-state`. */
export interface PageState {
  boot: BootState;
  siteLanguage: Language;
  /** The language the page rendered in. */
  language: Language;
  /** The catalogues of that language the page uses, by namespace (others are fetched when needed). */
  catalogues: Record<string, Record<string, unknown>>;
  basename: string;
  regionBannerDismissed: boolean;
  queries: DehydratedState;
  /** Router data to hydrate with; null when the browser must render afresh. */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null } | null;
}

export const PAGE_STATE_ID = 'cs-state';

/** JSON safe to place inside a `<script>` element. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
