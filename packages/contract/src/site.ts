import { z } from 'zod';

/** Interface languages of the product. */
export const LANGUAGES = ['en', 'ru', 'zh'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** The international site speaks en and ru; anything else falls back to en (spec §5). */
export const INTERNATIONAL_LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
/** The region site speaks zh by default; other languages get a path prefix. */
export const REGION_DEFAULT_LANGUAGE: Language = 'zh';

export const SiteKindSchema = z.enum(['international', 'region']);
export type SiteKind = z.infer<typeof SiteKindSchema>;

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

/**
 * What the server hands the web app at start: the site, the host it was rendered for,
 * the CSRF token and the language. Embedded in the HTML as JSON.
 */
export const BootStateSchema = z.object({
  site: SiteKindSchema,
  host: z.string(),
  language: LanguageSchema,
  /** The visitor chose the language (path, `?lang`, cookie): it is synced to their profile. */
  languageExplicit: z.boolean(),
  csrfToken: z.string(),
  internationalUrl: z.string().nullable(),
});
export type BootState = z.infer<typeof BootStateSchema>;
