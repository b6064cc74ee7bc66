import { LANGUAGES, SITE_KINDS } from './site.constants.ts';
import { z } from './zod.ts';

export * from './site.constants.ts';

export const LanguageSchema = z.enum(LANGUAGES);
export const SiteKindSchema = z.enum(SITE_KINDS);

/**
 * What the server hands the web app at start: the site, the host it was rendered for,
 * the CSRF token and the language. Embedded in the HTML as JSON.
 */
export const BootStateSchema = z.object({
  site: SiteKindSchema,
  host: z.string(),
  /** The site's origin as the visitor reached it (scheme, host and port), for addresses pages show. */
  origin: z.string().optional(),
  language: LanguageSchema,
  /** The visitor chose the language (path, `?lang`, cookie): it is synced to their profile. */
  languageExplicit: z.boolean(),
  csrfToken: z.string(),
  internationalUrl: z.string().nullable(),
  /** The region site (on the international site: where Chinese is offered); absent or null: not offered. */
  regionUrl: z.string().nullable().optional(),
});
export type BootState = z.infer<typeof BootStateSchema>;
