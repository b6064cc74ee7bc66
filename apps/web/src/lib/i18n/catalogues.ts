import type { Language } from '@crowdsolve/contract';
import type { Namespace } from '@crowdsolve/i18n/namespaces';
import type { i18n, ResourceKey } from 'i18next';

/**
 * The browser's catalogues: one module (one small chunk) per language and namespace, fetched the
 * first time a screen needs it. The mails' namespace stays on the server.
 */
const LOADERS = import.meta.glob<ResourceKey>(['../../../../../packages/i18n/locales/*/*.json', '!**/mail.json'], {
  import: 'default',
});

function loaderFor(language: Language, namespace: Namespace): (() => Promise<ResourceKey>) | undefined {
  const suffix = `/locales/${language}/${namespace}.json`;
  const key = Object.keys(LOADERS).find((k) => k.endsWith(suffix));
  return key ? LOADERS[key] : undefined;
}

/** Adds the catalogues of `language` among `namespaces` that the instance does not hold yet. */
export async function ensureCatalogues(
  instance: i18n,
  language: Language,
  namespaces: readonly Namespace[],
): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(language, ns));
  await Promise.all(
    missing.map(async (ns) => {
      const load = loaderFor(language, ns);
      if (!load) throw new Error(`no catalogue ${language}/${ns}`);
      const bundle = await load();
      // A title-only `routes` inlined by the server is completed, never replaced by less.
      instance.addResourceBundle(language, ns, bundle, true, false);
    }),
  );
}
