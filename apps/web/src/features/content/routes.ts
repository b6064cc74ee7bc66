import type { ArticleKind, Language } from '@crowdsolve/contract';
import { EDITOR_PATHS, LANGUAGE_ORDER, LIST_PATHS } from './constants.ts';

/** The kind of article each route of the content pages shows (the screens are shared by kind). */
export const ARTICLE_ROUTE_KINDS: Readonly<Record<string, ArticleKind>> = {
  blog: 'blog',
  blogArticle: 'blog',
  tutorials: 'tutorial',
  tutorialArticle: 'tutorial',
  supportTutorials: 'tutorial',
  softwareBlog: 'software',
  softwareBlogArticle: 'software',
  editorBlog: 'blog',
  editorBlogArticle: 'blog',
  editorTutorials: 'tutorial',
  editorTutorialArticle: 'tutorial',
  editorSoftwareBlog: 'software',
  editorSoftwareBlogArticle: 'software',
};

export const kindOfRoute = (routeId: string | null | undefined): ArticleKind =>
  ARTICLE_ROUTE_KINDS[routeId ?? ''] ?? 'blog';

/** Public page of an article, and the editor's view, form and new-article pages. */
export const articlePaths = {
  list: (kind: ArticleKind) => LIST_PATHS[kind],
  article: (kind: ArticleKind, slug: string) => `${LIST_PATHS[kind]}/${slug}`,
  feed: (kind: ArticleKind, language: Language) => `${LIST_PATHS[kind]}/rss.xml?lang=${language}`,
  editorList: (kind: ArticleKind) => EDITOR_PATHS[kind],
  editorArticle: (kind: ArticleKind, slug: string) => `${EDITOR_PATHS[kind]}/${slug}`,
  editorEdit: (kind: ArticleKind, slug: string) => `${EDITOR_PATHS[kind]}/${slug}/edit`,
  editorNew: (kind: ArticleKind) => `${EDITOR_PATHS[kind]}/new`,
};

/** Languages in the site's order (en, ru, zh). */
export const inLanguageOrder = (langs: readonly Language[]): Language[] =>
  LANGUAGE_ORDER.filter((l) => langs.includes(l));
