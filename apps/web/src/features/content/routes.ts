import {
  ARTICLE_EDITOR_PATHS,
  ARTICLE_LIST_PATHS,
  type ArticleKind,
  LANGUAGES,
  type Language,
} from '@crowdsolve/contract';

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
  list: (kind: ArticleKind) => ARTICLE_LIST_PATHS[kind],
  article: (kind: ArticleKind, slug: string) => `${ARTICLE_LIST_PATHS[kind]}/${slug}`,
  feed: (kind: ArticleKind, language: Language) => `${ARTICLE_LIST_PATHS[kind]}/rss.xml?lang=${language}`,
  editorList: (kind: ArticleKind) => ARTICLE_EDITOR_PATHS[kind],
  editorArticle: (kind: ArticleKind, slug: string) => `${ARTICLE_EDITOR_PATHS[kind]}/${slug}`,
  editorEdit: (kind: ArticleKind, slug: string) => `${ARTICLE_EDITOR_PATHS[kind]}/${slug}/edit`,
  editorNew: (kind: ArticleKind) => `${ARTICLE_EDITOR_PATHS[kind]}/new`,
};

/** Languages in the site's order (en, ru, zh). */
export const inLanguageOrder = (langs: readonly Language[]): Language[] => LANGUAGES.filter((l) => langs.includes(l));
