import {
  INTERNATIONAL_LANGUAGES,
  isLanguage,
  LANGUAGES,
  type Language,
  REGION_DEFAULT_LANGUAGE,
  type SiteKind,
} from '@crowdsolve/contract';

/** On the region site every language but zh lives under a path prefix (`/en/...`, `/ru/...`). */
export const REGION_PREFIXED = LANGUAGES.filter((l) => l !== REGION_DEFAULT_LANGUAGE);

/** Splits `/en/pricing` into `{ prefix: 'en', rest: '/pricing' }`; no prefix gives `prefix: null`. */
export function splitLanguagePrefix(pathname: string): { prefix: Language | null; rest: string } {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (m && isLanguage(m[1])) return { prefix: m[1], rest: m[2] ?? '/' };
  return { prefix: null, rest: pathname };
}

/** Router basename for a language on a site: `/en` on the region site, '' otherwise. */
export function basenameFor(site: SiteKind, language: Language): string {
  return site === 'region' && language !== REGION_DEFAULT_LANGUAGE ? `/${language}` : '';
}

/** The language a page renders in: the site's, unless the page does not exist in it. */
export function pageLanguage(siteLanguage: Language, pageLanguages: readonly Language[]): Language {
  return pageLanguages.includes(siteLanguage) ? siteLanguage : (pageLanguages[0] ?? 'en');
}

/** Languages offered by the switcher on a site for a page. */
export function switchableLanguages(site: SiteKind, pageLanguages: readonly Language[]): Language[] {
  const siteLanguages: readonly Language[] = site === 'region' ? LANGUAGES : INTERNATIONAL_LANGUAGES;
  return siteLanguages.filter((l) => pageLanguages.includes(l));
}

/** URL of `path` (router path, no prefix, may carry a query) in `language` on `site`. */
export function localizedHref(site: SiteKind, language: Language, path: string): string {
  if (site === 'region')
    return `${basenameFor(site, language)}${path === '/' && language !== REGION_DEFAULT_LANGUAGE ? '' : path}` || '/';
  const url = new URL(path, 'http://x');
  if (language === 'en') url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

/** The same page (router path, may carry a query) on the region site at `regionUrl`, in Chinese. */
export function regionSiteHref(regionUrl: string, path: string): string {
  const url = new URL(path, regionUrl);
  url.searchParams.delete('lang');
  return url.href;
}

/** The same page on the international site at `internationalUrl`, in `language` when it has it. */
export function internationalSiteHref(internationalUrl: string, language: Language, path: string): string {
  const url = new URL(path, internationalUrl);
  if ((INTERNATIONAL_LANGUAGES as readonly Language[]).includes(language) && language !== 'en')
    url.searchParams.set('lang', language);
  else url.searchParams.delete('lang');
  return url.href;
}
