import type { Language, SiteKind } from '@crowdsolve/contract';
import { localizedHref, REGION_PREFIXED, switchableLanguages } from '../lib/language-paths.ts';
import { type Head, languageAlternates } from './head.ts';
import { isDynamic, routerPaths } from './route-paths.ts';
import { ROUTES } from './route-table.ts';
import type { RouteDef } from './route-types.ts';

export interface SitemapEntry {
  loc: string;
  alternates: Head['alternates'];
}

/**
 * Every indexable page (built, public) on a site, once per language the site offers it in, as
 * absolute URLs on `origin`: the international site puts the language in `?lang=`, the region
 * site in the path prefix (zh unprefixed). A dynamic path whose values come from content is left
 * out until that content is listed.
 */
export function sitemapEntries(site: SiteKind, origin: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const def of ROUTES) {
    if (!def.indexable) continue;
    for (const path of routerPaths(def)) {
      if (isDynamic(path)) continue;
      const alternates = languageAlternates(site, def.languages, path, origin);
      for (const language of switchableLanguages(site, def.languages)) {
        entries.push({ loc: `${origin}${localizedHref(site, language, path)}`, alternates });
      }
    }
  }
  return entries;
}

/** A page of content the server lists (an article): its router path and the languages it exists in. */
export interface ContentPage {
  path: string;
  languages: readonly Language[];
}

/** The entries of content pages on a site: each language the site offers, alternates naming only those. */
export function contentEntries(site: SiteKind, origin: string, pages: readonly ContentPage[]): SitemapEntry[] {
  return pages.flatMap((page) => {
    const alternates = languageAlternates(site, page.languages, page.path, origin);
    return switchableLanguages(site, page.languages).map((language) => ({
      loc: `${origin}${localizedHref(site, language, page.path)}`,
      alternates,
    }));
  });
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `sitemap.xml` of a site on `origin` (with the alternate-language links of each page): the route
 * table's pages, then the content `pages` the server lists (articles).
 */
export function sitemapXml(site: SiteKind, origin: string, pages: readonly ContentPage[] = []): string {
  const entries = [...sitemapEntries(site, origin), ...contentEntries(site, origin, pages)];
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Cabinets, profile, payments and staff pages: nothing for a crawler. */
function isPrivate(def: RouteDef): boolean {
  return def.guard.kind !== 'public' && def.guard.kind !== 'guest';
}

interface PathNode {
  children: Map<string, PathNode>;
  /** A private route ends here. */
  privateRoute: boolean;
  /** Some private route is at or under this node. */
  hasPrivate: boolean;
}

const newNode = (): PathNode => ({ children: new Map(), privateRoute: false, hasPrivate: false });

/** Whether a robots.txt rule (prefix match, `*` any characters) matches a path. */
function ruleMatches(rule: string, path: string): boolean {
  const pattern = rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${pattern}`).test(path);
}

/**
 * `Disallow` rules (router paths, dynamic segments as `*`) covering every private route and no
 * open one where a rule can tell them apart: a part of the site holding only private routes is one
 * prefix; a private route whose prefix would also catch an open page (`/pay` and
 * `/payment-policy`) is matched exactly (`/pay$`, `/pay?`) and its sub-paths are looked at one by one.
 */
export function disallowedPaths(): string[] {
  const root = newNode();
  const openPaths: string[] = [];
  for (const def of ROUTES) {
    const pattern = def.path.replace(/:[^/]+/g, '*');
    if (!isPrivate(def)) {
      // A sample URL of the open route (a dynamic segment stands for any value).
      openPaths.push(pattern.replace(/\*/g, 'x'));
      continue;
    }
    let node = root;
    node.hasPrivate = true;
    for (const segment of pattern.split('/').filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) {
        child = newNode();
        node.children.set(segment, child);
      }
      node = child;
      node.hasPrivate = true;
    }
    node.privateRoute = true;
  }
  const rules: string[] = [];
  const walk = (node: PathNode, prefix: string) => {
    for (const [segment, child] of node.children) {
      if (!child.hasPrivate) continue;
      const path = `${prefix}/${segment}`;
      if (!openPaths.some((open) => ruleMatches(path, open))) {
        rules.push(path);
        continue;
      }
      if (child.privateRoute) rules.push(`${path}$`, `${path}?`);
      walk(child, path);
    }
  };
  walk(root, '');
  return rules;
}

/**
 * `robots.txt` of a site on `origin`: the API and the private pages disallowed (on the region
 * site under every language prefix too), the sitemap named.
 */
export function robotsTxt(site: SiteKind, origin: string): string {
  const paths = disallowedPaths();
  const prefixes = site === 'region' ? ['', ...REGION_PREFIXED.map((l) => `/${l}`)] : [''];
  const disallow = ['/api/', ...prefixes.flatMap((prefix) => paths.map((p) => `${prefix}${p}`))];
  return ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
