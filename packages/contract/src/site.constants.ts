/**
 * The site's constants: no zod here, so that the web app's entry (which needs only these) does
 * not load zod. The schemas built from them are in site.ts.
 */

/** Interface languages of the product. */
export const LANGUAGES = ['en', 'ru', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The international site speaks en and ru; anything else falls back to en (spec §5). */
export const INTERNATIONAL_LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
/** The region site speaks zh by default; other languages get a path prefix. */
export const REGION_DEFAULT_LANGUAGE: Language = 'zh';

export const SITE_KINDS = ['international', 'region'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Cookie names shared by the server and the web app. */
export const COOKIES = {
  session: 'cs_sid',
  csrf: 'cs_csrf',
  language: 'lang',
  regionBannerDismissed: 'foreign_banner_dismissed',
  regReferrer: 'reg_referrer',
  timezone: 'timezone',
} as const;

/** Header the web app sends on every write, holding the CSRF token from its state. */
export const CSRF_HEADER = 'x-csrf-token';

/** Seconds in one year: lifetime of the language, timezone and banner-dismissal cookies. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Referral cookie lifetime (spec §9). */
export const REFERRAL_COOKIE_SECONDS = 3 * 24 * 60 * 60;
