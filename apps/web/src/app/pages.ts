import type { Namespace } from '@crowdsolve/i18n/namespaces';
import { CABINET_PAGES } from './pages.cabinet.ts';
import { PUBLIC_PAGES } from './pages.public.ts';
import { namespacesOf } from './screens.ts';

export type { Screen } from './screens.ts';

/**
 * Every screen, loaded on demand; a route of the table names one by its key. Kept in the same two
 * parts as the route table (see route-table.ts): the browser starts with `PUBLIC_PAGES`.
 */
export const PAGES = { ...PUBLIC_PAGES, ...CABINET_PAGES };

export type PageKey = keyof typeof PAGES;

/** Every namespace a screen needs: the base ones and its own. */
export function namespacesFor(page: PageKey): readonly Namespace[] {
  return namespacesOf(PAGES[page]);
}
