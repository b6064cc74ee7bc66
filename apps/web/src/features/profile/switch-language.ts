import { COOKIES, type Language, ONE_YEAR_SECONDS, type SiteKind } from '@crowdsolve/contract';
import { setBrowserCookie } from '../../lib/cookies.ts';
import { localizedHref, splitLanguagePrefix } from '../../lib/language-paths.ts';

/**
 * Shows the interface in `language` after the profile stored it. The international site
 * follows the `lang` cookie, so it is set and the page reloads (without a `?lang` that would
 * override it); on the region site each language has its own path prefix.
 */
export function switchInterfaceLanguage(site: SiteKind, language: Language): void {
  const { pathname, search, hash } = window.location;
  if (site === 'international') {
    setBrowserCookie(COOKIES.language, language, ONE_YEAR_SECONDS);
    const params = new URLSearchParams(search);
    if (!params.has('lang')) {
      window.location.reload();
      return;
    }
    params.delete('lang');
    const qs = params.toString();
    window.location.assign(`${pathname}${qs ? `?${qs}` : ''}${hash}`);
    return;
  }
  // Region site: the path starts with the current language's prefix (none for zh).
  const { rest } = splitLanguagePrefix(pathname);
  window.location.assign(`${localizedHref(site, language, `${rest}${search}`)}${hash}`);
}
