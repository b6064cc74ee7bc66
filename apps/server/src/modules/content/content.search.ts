import { ARTICLE_TEXT_MIN, type Language } from '@crowdsolve/contract';
import { type RawBuilder, sql } from 'kysely';

/** Chinese, Japanese and Korean ideographs (the unified blocks and the compatibility ones). */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const CJK_RUNS = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const WORDS = /[\p{L}\p{N}]+/gu;

/** Markdown's words without its markup: link targets, code fences' info, punctuation. */
export function plainWords(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>|~[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The n-gram tokens of Chinese text: each run of ideographs as its characters and its bigrams
 * (`query: true`: a run's bigrams only, or the character of a one-character run), other words
 * lower-cased.
 */
export function cjkTokens(text: string, options: { query?: boolean } = {}): string[] {
  const tokens: string[] = [];
  for (const run of text.match(CJK_RUNS) ?? []) {
    const chars = [...run];
    if (!options.query || chars.length === 1) tokens.push(...chars);
    for (let i = 0; i + 1 < chars.length; i += 1) tokens.push(`${chars[i]}${chars[i + 1]}`);
  }
  for (const word of text.replace(CJK_RUNS, ' ').match(WORDS) ?? []) tokens.push(word.toLowerCase());
  return tokens;
}

/** What a published language version is searched by (the `search_text` column). */
export function searchTextOf(language: Language, parts: string[]): string {
  const words = plainWords(parts.join('\n'));
  return language === 'zh' ? [...new Set(cjkTokens(words))].join(' ') : words;
}

/** The full-text query for a search in a language; null when the text is too short (ignored). */
export function searchQuery(language: Language, text: string | undefined): RawBuilder<unknown> | null {
  const trimmed = (text ?? '').trim();
  if ([...trimmed].length < ARTICLE_TEXT_MIN) return null;
  if (language === 'en') return sql`plainto_tsquery('english', ${trimmed})`;
  if (language === 'ru') return sql`plainto_tsquery('russian', ${trimmed})`;
  const tokens = [...new Set(cjkTokens(trimmed, { query: true }))];
  if (!tokens.length) return null;
  // Every bigram (and word) must be there: tokens are letters and digits only, quoted.
  return sql`to_tsquery('simple', ${tokens.map((t) => `'${t}'`).join(' & ')})`;
}

/** Minutes a reader needs: 200 words a minute, or 400 characters of Chinese. */
export function readingMinutes(body: string): number {
  const words = plainWords(body);
  const cjk = [...words].filter((c) => CJK.test(c)).length;
  const others = words.replace(CJK_RUNS, ' ').match(WORDS)?.length ?? 0;
  return Math.max(1, Math.ceil(others / 200 + cjk / 400));
}
