/**
 * How the bot ranks passages for a question, in plain arithmetic:
 *
 * 1. Coverage: the share of the question's terms (stemmed words in en and ru, character pairs in
 *    zh) found in the passage (its words, its document's title and its heading), each term weighted
 *    by how rare it is in the index (idf = ln(1 + N / (1 + df))). A term the index never uses
 *    counts at half the weight of the rarest one, so an unrelated question is not answered by the
 *    one common word it happens to share ("captcha").
 *    A question term standing for a synonym group (support-bot.vocabulary.ts) is found when the
 *    passage holds any word of the group, and weighs as the rarest of them the index holds.
 *    The coverage is then scaled by how close the passage's document title or section heading is
 *    to the question: × (0.8 + 0.2 × the better Dice similarity of their terms), so that of
 *    passages holding every word, the one titled like the question comes first.
 *    In Chinese the question is cut into overlapping character pairs; a pair the index never uses
 *    lying between two pairs it does use (设置 | 置回 | 回调) is the seam between two words and is
 *    left out of the question's terms.
 * 2. Staff marks: each marked answer to a similar question (Dice similarity of the terms ≥ 0.5)
 *    that quoted the passage doubles its score when good and halves it when bad, in proportion to
 *    the similarity: factor = 2^(Σ similarity of good marks − Σ similarity of bad marks).
 * 3. The best passage answers when its score reaches ANSWER_MIN_SCORE; up to two more from other
 *    documents are added when they score at least MORE_SOURCES_RATIO of the best. Otherwise the bot
 *    does not know. Ties go to the full-text rank (the title's words weigh more).
 */

export const ANSWER_MIN_SCORE = 0.45;
export const SIMILAR_MIN = 0.5;
export const UNKNOWN_TERM_WEIGHT = 0.5;
export const MORE_SOURCES_RATIO = 0.75;
export const MAX_SOURCES = 3;

export interface Candidate {
  key: string;
  /** The passage's terms (its search vector's lexemes). */
  terms: readonly string[];
  /** PostgreSQL's ts_rank of the passage for the question's terms. */
  rank: number;
  /** The terms of the document's title and of the section's heading. */
  titleTerms: readonly string[];
  headingTerms: readonly string[];
}

export interface MarkedAnswer {
  terms: readonly string[];
  mark: 'good' | 'bad';
  /** The passages that answer quoted. */
  keys: readonly string[];
}

export interface Scored<C extends Candidate> {
  candidate: C;
  coverage: number;
  /** The better similarity of the title's and the heading's terms to the question's. */
  titleSimilarity: number;
  factor: number;
  score: number;
}

export const idf = (df: number, total: number) => Math.log(1 + total / (1 + df));

/** Dice similarity of two term sets: 2·|A∩B| / (|A| + |B|). */
export function similarity(a: readonly string[], b: readonly string[]): number {
  return similarityWith(a, b, NO_SYNONYMS);
}

/** A question term's other words (synonyms), by the term. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;
const NO_SYNONYMS: Synonyms = new Map();

/** The words a question term is found by: itself and its synonyms. */
const wordsOf = (t: string, synonyms: Synonyms) => [t, ...(synonyms.get(t) ?? [])];

/**
 * The weight of each question term: its idf (the rarest of its words the index holds), or half the
 * top idf for a term the index does not have.
 */
export function termWeights(
  terms: readonly string[],
  df: ReadonlyMap<string, number>,
  total: number,
  synonyms: Synonyms = NO_SYNONYMS,
) {
  const unknown = UNKNOWN_TERM_WEIGHT * idf(0, total);
  return new Map(
    [...new Set(terms)].map((t) => {
      const known = wordsOf(t, synonyms)
        .map((w) => df.get(w) ?? 0)
        .filter((n) => n > 0);
      return [t, known.length ? idf(Math.min(...known), total) : unknown];
    }),
  );
}

/** Dice similarity of the question's terms (each found by any of its synonyms too) to other terms. */
function similarityWith(terms: readonly string[], other: readonly string[], synonyms: Synonyms): number {
  const sq = new Set(terms);
  const so = new Set(other);
  if (!sq.size || !so.size) return 0;
  let shared = 0;
  for (const t of sq) if (wordsOf(t, synonyms).some((w) => so.has(w))) shared += 1;
  return (2 * shared) / (sq.size + so.size);
}

/** The marks' factor for a passage: 2^(Σ good similarity − Σ bad similarity) over similar marked answers. */
export function markFactor(key: string, terms: readonly string[], marks: readonly MarkedAnswer[]): number {
  let exponent = 0;
  for (const m of marks) {
    if (!m.keys.includes(key)) continue;
    const s = similarity(terms, m.terms);
    if (s < SIMILAR_MIN) continue;
    exponent += m.mark === 'good' ? s : -s;
  }
  return 2 ** exponent;
}

/** Section numbers ("4. Retries") say nothing about the question. */
const withoutNumbers = (terms: readonly string[]) => terms.filter((t) => !/^\d+$/.test(t));

/** The candidates scored and sorted, the best first. */
export function rankPassages<C extends Candidate>(
  terms: readonly string[],
  candidates: readonly C[],
  stats: { df: ReadonlyMap<string, number>; total: number },
  marks: readonly MarkedAnswer[],
  synonyms: Synonyms = NO_SYNONYMS,
): Scored<C>[] {
  const weights = termWeights(terms, stats.df, stats.total, synonyms);
  const all = [...weights.values()].reduce((a, b) => a + b, 0);
  if (!all) return [];
  return candidates
    .map((candidate) => {
      const own = new Set(candidate.terms);
      let found = 0;
      for (const [t, w] of weights) if (wordsOf(t, synonyms).some((x) => own.has(x))) found += w;
      const coverage = found / all;
      const titleSimilarity = Math.max(
        similarityWith(terms, withoutNumbers(candidate.titleTerms), synonyms),
        similarityWith(terms, withoutNumbers(candidate.headingTerms), synonyms),
      );
      const factor = markFactor(candidate.key, terms, marks);
      return { candidate, coverage, titleSimilarity, factor, score: coverage * (0.8 + 0.2 * titleSimilarity) * factor };
    })
    .sort((a, b) => b.score - a.score || b.candidate.rank - a.candidate.rank);
}

/** The passages an answer quotes: the best when it reaches the threshold, and close ones of other documents. */
export function chooseSources<C extends Candidate & { documentKey: string }>(
  ranked: readonly Scored<C>[],
): Scored<C>[] {
  const best = ranked[0];
  if (!best || best.score < ANSWER_MIN_SCORE) return [];
  const chosen = [best];
  for (const s of ranked.slice(1)) {
    if (chosen.length >= MAX_SOURCES) break;
    if (s.score < Math.max(ANSWER_MIN_SCORE, best.score * MORE_SOURCES_RATIO)) break;
    if (chosen.some((c) => c.candidate.documentKey === s.candidate.documentKey)) continue;
    chosen.push(s);
  }
  return chosen;
}

/**
 * Chinese character pairs in the question's order without the seams between words: a pair not
 * `known` whose neighbours in the same run of characters both are.
 */
export function withoutSeams(ordered: readonly string[], known: (term: string) => boolean): string[] {
  const chars = ordered.map((t) => [...t]);
  const pair = (i: number) => chars[i]?.length === 2;
  return ordered.filter((t, i) => {
    if (!pair(i) || known(t) || !pair(i - 1) || !pair(i + 1)) return true;
    const [first, second] = chars[i] as string[];
    const joinsPrevious = chars[i - 1]?.[1] === first && known(ordered[i - 1] as string);
    const joinsNext = chars[i + 1]?.[0] === second && known(ordered[i + 1] as string);
    return !(joinsPrevious && joinsNext);
  });
}
