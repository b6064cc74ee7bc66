import {
  FAQ_AUDIENCES,
  FAQ_RELATED_MAX,
  type FaqAudience,
  type FaqEntry,
  type FaqItemReply,
  type FaqListReply,
  isLanguage,
  LANGUAGES,
  type Language,
  type SupportSearchReply,
  type SupportSearchResult,
} from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { searchQuery, searchTextOf } from '../content/index.ts';
import { type FaqEntryRow, type FaqTranslationRow, faqRepo } from './faq.repo.ts';

/** A page's language: en, ru or zh, else en. */
export const languageOf = (value: string | undefined): Language => (value && isLanguage(value) ? value : 'en');

/** How many results each source gives a search. */
const SEARCH_PER_SOURCE = 8;

/** A page of the other searched sources: where it is, and its title and summary in the language asked for. */
export interface SearchablePage {
  title: string;
  summary: string;
  path: string;
}

/**
 * What the search reads besides the FAQ (wired by the app from the content and API-docs modules):
 * the tutorials found for a text (their own full-text search), and every API docs page.
 */
export interface SupportSearchSources {
  tutorials(language: Language, text: string, hostname: string): Promise<SearchablePage[]>;
  apiDocs(language: Language): Promise<SearchablePage[]>;
}

/** The words of a Markdown answer as a short summary (first sentence-ish, at most ~160 characters). */
export function summaryOf(markdown: string): string {
  const plain = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  return chars.length <= 160 ? plain : `${chars.slice(0, 159).join('').trimEnd()}…`;
}

/** The version of an entry in `language`, else en, else any. */
function versionIn(translations: FaqTranslationRow[], language: Language): FaqTranslationRow | undefined {
  return (
    translations.find((t) => t.language === language) ??
    translations.find((t) => t.language === 'en') ??
    translations[0]
  );
}

function entryOf(row: FaqEntryRow, translations: FaqTranslationRow[], language: Language): FaqEntry | null {
  const own = translations.filter((t) => Number(t.entryId) === Number(row.id));
  const t = versionIn(own, language);
  if (!t) return null;
  return {
    id: Number(row.id),
    audience: row.audience,
    question: t.question,
    answerHtml: t.answerHtml,
    language: t.language,
    languages: LANGUAGES.filter((l) => own.some((o) => o.language === l)),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Reading the FAQ: the public lists, one entry, and the support search. */
export function faqService(deps: { db: Db; sources: SupportSearchSources | null }) {
  const { db } = deps;

  async function published(audience: FaqAudience, language: Language): Promise<FaqEntry[]> {
    const rows = await faqRepo.entries(db, audience, true);
    const translations = await faqRepo.translations(
      db,
      rows.map((r) => Number(r.id)),
    );
    return rows.flatMap((r) => entryOf(r, translations, language) ?? []);
  }

  return {
    async list(audience: FaqAudience, languageAsked: string | undefined): Promise<FaqListReply> {
      const language = languageOf(languageAsked);
      return { audience, language, entries: await published(audience, language) };
    },

    /** A published entry with its neighbours in its audience's list; ERROR_NOT_FOUND otherwise. */
    async item(id: number, languageAsked: string | undefined): Promise<FaqItemReply> {
      const language = languageOf(languageAsked);
      const row = await faqRepo.find(db, id);
      if (!row?.isPublished) throw new AppError('ERROR_NOT_FOUND', 'No such FAQ entry.');
      const siblings = await published(row.audience, language);
      const at = siblings.findIndex((e) => e.id === id);
      const entry = siblings[at];
      if (!entry) throw new AppError('ERROR_NOT_FOUND', 'No such FAQ entry.');
      // The nearest entries in the list, those after it first.
      const related = siblings
        .map((e, i) => ({ e, distance: i > at ? i - at : (at - i) * 2 + 0.5 }))
        .filter(({ e }) => e.id !== id)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, FAQ_RELATED_MAX)
        .map(({ e }) => ({ id: e.id, audience: e.audience, question: e.question }));
      return { entry, related };
    },

    /** Every published entry's page with the languages it is written in, for `sitemap.xml` (both sites show them). */
    async sitemapPages(): Promise<{ path: string; languages: Language[] }[]> {
      const pages = await Promise.all(
        FAQ_AUDIENCES.map(async (audience) => {
          const rows = await faqRepo.entries(db, audience, true);
          const translations = await faqRepo.translations(
            db,
            rows.map((r) => Number(r.id)),
          );
          return rows.map((r) => ({
            path: `/support/faq/${r.id}`,
            languages: LANGUAGES.filter((l) =>
              translations.some((t) => Number(t.entryId) === Number(r.id) && t.language === l),
            ),
          }));
        }),
      );
      return pages.flat();
    },

    /**
     * The FAQ, the tutorials and the API docs found for a text (from FAQ_SEARCH_MIN characters):
     * full-text with stemming in en and ru, character pairs in zh, the FAQ first.
     */
    async search(q: { text?: string | undefined; language?: string | undefined; hostname: string }) {
      const language = languageOf(q.language);
      const text = (q.text ?? '').trim();
      const query = searchQuery(language, text);
      const reply: SupportSearchReply = { text, language, ignored: query === null, results: [] };
      if (!query) return reply;
      const faq = (await faqRepo.search(db, language, query, SEARCH_PER_SOURCE)).map(
        (r): SupportSearchResult => ({
          source: 'faq',
          title: r.question,
          summary: summaryOf(r.answer),
          path: `/support/faq/${r.id}`,
        }),
      );
      const [tutorials, docs] = await Promise.all([
        deps.sources?.tutorials(language, text, q.hostname) ?? [],
        deps.sources?.apiDocs(language) ?? [],
      ]);
      const docTexts = docs.map((d) => searchTextOf(language, [d.title, d.summary]));
      const docHits = await faqRepo.matchTexts(db, language, query, docTexts);
      reply.results = [
        ...faq,
        ...tutorials.slice(0, SEARCH_PER_SOURCE).map((t): SupportSearchResult => ({ source: 'tutorial', ...t })),
        ...docHits
          .slice(0, SEARCH_PER_SOURCE)
          .flatMap((i) => (docs[i] ? [{ source: 'api-docs' as const, ...docs[i] }] : [])),
      ];
      return reply;
    },
  };
}

export type FaqService = ReturnType<typeof faqService>;
