import {
  INTERNATIONAL_LANGUAGES,
  isLanguage,
  type Language,
  REGION_DEFAULT_LANGUAGE,
  type SiteKind,
} from '@crowdsolve/contract';
import { splitLanguagePrefix } from '../lib/language-paths.ts';

/**
 * Permanent redirects of the region site (spec §2): a `zh`-prefixed path goes to the
 * unprefixed one, bare `/main` (with or without a language prefix) goes to home.
 */
export function regionRedirect(pathname: string, search: string): string | null {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  if (prefix === REGION_DEFAULT_LANGUAGE) return regionRedirect(rest, search) ?? `${rest}${search}`;
  if (rest === '/main' || rest === '/main/') return `${prefix ? `/${prefix}` : '/'}${search}`;
  return null;
}

/** First language from an Accept-Language header that is one of `allowed`. */
export function fromAcceptLanguage(header: string | undefined, allowed: readonly Language[]): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if ((allowed as readonly string[]).includes(lang)) return lang as Language;
  return null;
}

export interface LanguageInput {
  site: SiteKind;
  /** Language prefix of the path (region site). */
  prefix: Language | null;
  /** `?lang=` of the URL (international site). */
  query: string | null;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** The signed-in user's stored interface language, if any. */
  profile?: Language | null;
}

/**
 * The interface language of a request. Region site: the path decides (zh unprefixed).
 * International site: `?lang`, then the cookie, then the signed-in user's profile, then
 * Accept-Language, and anything but en
 * or ru falls back to en (spec §5).
 */
export function resolveSiteLanguage(input: LanguageInput): Language {
  return resolveLanguageChoice(input).language;
}

/**
 * The language and whether the visitor chose it (path, `?lang`, cookie) rather than it being
 * taken from the profile or guessed from the browser. Only a choice is synced to the profile.
 */
export function resolveLanguageChoice(input: LanguageInput): { language: Language; explicit: boolean } {
  if (input.site === 'region') return { language: input.prefix ?? REGION_DEFAULT_LANGUAGE, explicit: true };
  const allowed: readonly Language[] = INTERNATIONAL_LANGUAGES;
  for (const candidate of [input.query, input.cookie]) {
    if (isLanguage(candidate) && allowed.includes(candidate)) return { language: candidate, explicit: true };
  }
  if (input.profile && allowed.includes(input.profile)) return { language: input.profile, explicit: false };
  return { language: fromAcceptLanguage(input.acceptLanguage, allowed) ?? 'en', explicit: false };
}
