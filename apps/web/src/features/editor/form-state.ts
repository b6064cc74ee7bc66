import {
  ARTICLE_RESERVED_SLUGS,
  type ArticleCover,
  type ArticleCreateBody,
  ArticleDraftSchema,
  type ArticleKind,
  ArticleSlugSchema,
  type ArticleUpdateBody,
  type EditorArticle,
  type Language,
  type SiteKind,
} from '@crowdsolve/contract';

/** The editor's form: what is typed, compared with what was last saved. */

export const EDITOR_LANGUAGES: readonly Language[] = ['en', 'ru', 'zh'];
export const EDITOR_SITES: readonly SiteKind[] = ['international', 'region'];

export interface Draft {
  title: string;
  summary: string;
  body: string;
}

export interface FormState {
  slug: string;
  cover: ArticleCover | null;
  sites: SiteKind[];
  /** The language versions the article has, in EDITOR_LANGUAGES order. */
  translations: Partial<Record<Language, Draft>>;
}

export const EMPTY_DRAFT: Draft = { title: '', summary: '', body: '' };

export function newFormState(language: Language): FormState {
  return { slug: '', cover: null, sites: [...EDITOR_SITES], translations: { [language]: { ...EMPTY_DRAFT } } };
}

export function formFromArticle(article: EditorArticle): FormState {
  const translations: FormState['translations'] = {};
  for (const tr of article.translations)
    translations[tr.language] = { title: tr.title, summary: tr.summary, body: tr.body };
  return { slug: article.slug, cover: article.cover, sites: [...article.sites], translations };
}

export function languagesOf(form: FormState): Language[] {
  return EDITOR_LANGUAGES.filter((l) => form.translations[l] !== undefined);
}

const sameDraft = (a: Draft | undefined, b: Draft | undefined) =>
  a === b || (!!a && !!b && a.title === b.title && a.summary === b.summary && a.body === b.body);

const sameSites = (a: SiteKind[], b: SiteKind[]) => [...a].sort().join() === [...b].sort().join();

export function isDirty(form: FormState, saved: FormState): boolean {
  return (
    form.slug !== saved.slug ||
    (form.cover?.fileId ?? null) !== (saved.cover?.fileId ?? null) ||
    !sameSites(form.sites, saved.sites) ||
    EDITOR_LANGUAGES.some((l) => !sameDraft(form.translations[l], saved.translations[l]))
  );
}

/** A language whose draft differs from the saved one (or is new). */
export function languageDirty(form: FormState, saved: FormState, language: Language): boolean {
  return !sameDraft(form.translations[language], saved.translations[language]);
}

/**
 * The slug's problem as an i18n key, or null: the contract's schema (length, lower-case words
 * joined by hyphens) and the reserved words the pages' own paths take.
 */
export function slugError(slug: string): string | null {
  const result = ArticleSlugSchema.safeParse(slug);
  if (!result.success) {
    const code = result.error.issues[0]?.message ?? 'invalid_slug';
    return slug.trim() === '' ? 'editor:slug.required' : `editor:slug.${code}`;
  }
  if ((ARTICLE_RESERVED_SLUGS as readonly string[]).includes(result.data)) return 'editor:slug.reserved';
  return null;
}

/** A slug from a title: lower-case Latin words and digits joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/** Field (`title.en`, `slug`, `sites`, `translations`) → i18n key, from the contract's schemas. */
export function checkForm(form: FormState): Record<string, string> {
  const errors: Record<string, string> = {};
  const slug = slugError(form.slug);
  if (slug) errors.slug = slug;
  if (form.sites.length === 0) errors.sites = 'editor:sites.required';
  if (languagesOf(form).length === 0) errors.translations = 'editor:languages.required';
  for (const language of languagesOf(form)) {
    const result = ArticleDraftSchema.safeParse(form.translations[language]);
    if (result.success) continue;
    for (const issue of result.error.issues) errors[`${String(issue.path[0])}.${language}`] ??= 'editor:tooLong';
  }
  return errors;
}

export function createBody(kind: ArticleKind, form: FormState): ArticleCreateBody {
  return {
    kind,
    slug: form.slug.trim(),
    coverFileId: form.cover?.fileId ?? null,
    sites: form.sites,
    translations: form.translations,
  };
}

/** What changed since `saved`, with the version it was based on; a removed language is `null`. */
export function updateBody(
  version: number,
  form: FormState,
  saved: FormState,
  actions: { publish?: Language[]; unpublish?: Language[] } = {},
): ArticleUpdateBody {
  const body: ArticleUpdateBody = { version };
  if (form.slug.trim() !== saved.slug) body.slug = form.slug.trim();
  if ((form.cover?.fileId ?? null) !== (saved.cover?.fileId ?? null)) body.coverFileId = form.cover?.fileId ?? null;
  if (!sameSites(form.sites, saved.sites)) body.sites = form.sites;
  const translations: NonNullable<ArticleUpdateBody['translations']> = {};
  for (const language of EDITOR_LANGUAGES) {
    if (sameDraft(form.translations[language], saved.translations[language])) continue;
    translations[language] = form.translations[language] ?? null;
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  if (actions.publish?.length) body.publish = actions.publish;
  if (actions.unpublish?.length) body.unpublish = actions.unpublish;
  return body;
}
