import type { Language } from '@crowdsolve/contract';
import { type Namespace, resources } from '@crowdsolve/i18n';
import type { i18n } from 'i18next';
import { createI18nWith } from '../lib/i18n/instance.ts';

/** An i18next instance holding every catalogue (the server's renders, tests). */
export function createI18n(language: Language): i18n {
  return createI18nWith(language, resources);
}

type Catalogue = Record<string, unknown>;

/** `routes` in the browser: the titles only (descriptions are for the server's `<head>`). */
function titlesOnly(routes: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(routes).map(([id, entry]) => [id, { title: (entry as { title: string }).title }]),
  );
}

/** The catalogues a page hands to the browser: one language, the namespaces it uses. */
export function pageCatalogues(language: Language, namespaces: readonly Namespace[]): Record<string, Catalogue> {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const catalogue = resources[language][ns] as Catalogue;
      return [ns, ns === 'routes' ? titlesOnly(catalogue) : catalogue];
    }),
  );
}
