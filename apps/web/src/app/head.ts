import { type Language, REGION_DEFAULT_LANGUAGE, type SiteKind } from '@crowdsolve/contract';
import type { TFunction } from 'i18next';
import { localizedHref, switchableLanguages } from '../lib/language-paths.ts';
import type { RouteDef } from './route-types.ts';

export interface HeadInput {
  def: RouteDef | null;
  site: SiteKind;
  language: Language;
  /** Router path (no language prefix) and search of the page. */
  path: string;
  origin: string;
  t: TFunction;
  /** The page's own title and description, where one route shows many (e.g. `/api-docs/{slug}`). */
  page?: PageHead | null;
}

/** What a page's data loader may return (`{ pageHead }`) to title the page itself. */
export interface PageHead {
  /** The page's own title (else the route's). */
  title?: string;
  description?: string;
  /**
   * The languages the page's content exists in, where fewer than the route's (an article published
   * in some): its alternate links name only these.
   */
  languages?: readonly Language[];
  /** The language the content is shown in when the requested one has none: the canonical link's. */
  language?: Language;
  /** The page's feed (`/blog/rss.xml?lang=en`): an RSS alternate link. */
  feed?: string;
}

/** The `pageHead` a route's loader returned, if any. */
export function pageHeadOf(loaderData: unknown): PageHead | null {
  const head = (loaderData as { pageHead?: PageHead } | null | undefined)?.pageHead;
  if (!head || typeof head !== 'object') return null;
  return head.title === undefined || typeof head.title === 'string' ? head : null;
}

export interface Head {
  title: string;
  description: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  robots: string;
  /** RSS feeds of the page (absolute URLs). */
  feeds: { title: string; href: string }[];
}

export const BRAND = 'Crowdsolve';

export function pageTitle(t: TFunction, def: RouteDef | null, page: PageHead | null = null): string {
  if (page?.title) return `${page.title} — ${BRAND}`;
  const title = def ? t(`routes:${def.id}.title`) : t('common:notFound.title');
  return def?.id === 'home' ? `${BRAND} — ${title}` : `${title} — ${BRAND}`;
}

/** Title, description, canonical and alternate-language links of a page. */
export function buildHead({ def, site, language, path, origin, t, page = null }: HeadInput): Head {
  const title = pageTitle(t, def, page);
  const description = page?.description ?? (def ? t(`routes:${def.id}.description`) : t('common:notFound.text'));
  const feeds = page?.feed ? [{ title, href: `${origin}${page.feed}` }] : [];
  if (!def?.indexable) return { title, description, canonical: null, alternates: [], robots: 'noindex', feeds };
  // Content in fewer languages than its route (an article): only those, and the one shown is canonical.
  const languages = page?.languages ? def.languages.filter((l) => page.languages?.includes(l)) : def.languages;
  const shown = languages.includes(language) ? language : (page?.language ?? languages[0] ?? language);
  const canonical = `${origin}${localizedHref(site, shown, path)}`;
  return {
    title,
    description,
    canonical,
    alternates: languageAlternates(site, languages, path, origin),
    robots: 'index, follow',
    feeds,
  };
}

/**
 * The absolute URL of a page (router path, may carry a query) in every language the site offers
 * it in, plus `x-default` (the site's default language when the page has it).
 */
export function languageAlternates(
  site: SiteKind,
  pageLanguages: readonly Language[],
  path: string,
  origin: string,
): Head['alternates'] {
  const langs = switchableLanguages(site, pageLanguages);
  const href = (l: Language) => `${origin}${localizedHref(site, l, path)}`;
  const alternates: Head['alternates'] = langs.map((l) => ({ hreflang: l, href: href(l) }));
  const fallback = site === 'region' ? REGION_DEFAULT_LANGUAGE : 'en';
  const xDefault = langs.includes(fallback) ? fallback : langs[0];
  if (xDefault) alternates.push({ hreflang: 'x-default', href: href(xDefault) });
  return alternates;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderHead(head: Head): string {
  const lines = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    `<meta name="robots" content="${head.robots}">`,
  ];
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}">`);
  for (const a of head.alternates) {
    lines.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}">`);
  }
  for (const f of head.feeds) {
    lines.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(f.title)}" href="${escapeAttr(f.href)}">`,
    );
  }
  return lines.join('\n    ');
}
