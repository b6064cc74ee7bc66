import { ARTICLE_LIST_PATHS, type ArticleKind, type Language, type SiteKind } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import type { Db } from '../../platform/db.ts';
import { contentRepo } from './content.repo.ts';

export const FEED_SIZE = 20;

/** The list page's own title in each language (routes.json), so the feed is named like the page. */
const LIST_ROUTE: Record<ArticleKind, 'blog' | 'tutorials' | 'softwareBlog'> = {
  blog: 'blog',
  tutorial: 'tutorials',
  software: 'softwareBlog',
};
const feedTitle = (kind: ArticleKind, language: Language) =>
  `${resources[language].routes[LIST_ROUTE[kind]].title} — Crowdsolve`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow (control characters but tab and line breaks).
    .replace(XML_FORBIDDEN, '');

/**
 * A page's path in a language on a site, as the web app's links write it: the international site
 * puts the language in `?lang=` (none for en), the region site in a path prefix (none for zh).
 */
export function articlePath(site: SiteKind, language: Language, path: string): string {
  if (site === 'region') return language === 'zh' ? path : `/${language}${path}`;
  return language === 'en' ? path : `${path}?lang=${language}`;
}

/** RSS 2.0 of the newest published articles of a kind in a language on a site, links on `origin`. */
export async function articleFeed(
  db: Db,
  input: { kind: ArticleKind; language: Language; site: SiteKind; origin: string },
): Promise<string> {
  const { kind, language, site, origin } = input;
  const { rows } = await contentRepo.published(db, {
    kind,
    language,
    site,
    query: null,
    sorting: 'new',
    limit: FEED_SIZE,
    offset: 0,
  });
  const list = ARTICLE_LIST_PATHS[kind];
  const link = (path: string) => escapeXml(`${origin}${articlePath(site, language, path)}`);
  const items = rows.map((r) =>
    [
      '    <item>',
      `      <title>${escapeXml(r.title)}</title>`,
      `      <link>${link(`${list}/${r.slug}`)}</link>`,
      `      <guid isPermaLink="true">${link(`${list}/${r.slug}`)}</guid>`,
      `      <description>${escapeXml(r.summary)}</description>`,
      `      <dc:creator>${escapeXml(r.authorName)}</dc:creator>`,
      `      <pubDate>${new Date(r.publishedAt).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  const feedUrl = `${origin}${list}/rss.xml${language === 'en' ? '' : `?lang=${language}`}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feedTitle(kind, language))}</title>`,
    `    <link>${link(list)}</link>`,
    `    <description>${escapeXml(feedTitle(kind, language))}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(rows[0] ? [`    <lastBuildDate>${new Date(rows[0].publishedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
