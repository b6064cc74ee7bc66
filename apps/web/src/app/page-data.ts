import { importWithReload } from '../lib/lazy-reload.ts';
import type { PageDataContext } from './page-data.loaders.ts';
import type { PageKey } from './pages.ts';

export type { PageDataContext };

/**
 * The loaders of the pages' data live in a chunk of their own: they name the API calls of many
 * screens, which the first load of any one page does not need (the server renders it with its data
 * and the browser hydrates from that). A client-side navigation loads the chunk once, beside the
 * screen's own.
 */
const loaders = importWithReload(() => import('./page-data.loaders.ts'));

/** Fetches what a page renders with into the query cache; resolves to what the loader returned. */
export async function loadPageData(page: PageKey, ctx: PageDataContext): Promise<unknown> {
  const { PAGE_DATA } = await loaders();
  return PAGE_DATA[page]?.(ctx);
}
