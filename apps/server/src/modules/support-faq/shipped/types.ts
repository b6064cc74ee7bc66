import type { FaqAudience, Language } from '@crowdsolve/contract';

/** One language version of a shipped entry: the question and the Markdown answer. */
export type ShippedText = readonly [question: string, answer: string];

/** An entry shipped with the product: a stable key, its audience, and its text in en, ru and zh. */
export interface ShippedFaq {
  key: string;
  audience: FaqAudience;
  texts: Record<Language, ShippedText>;
}

/** The entries of one audience, in the order the page lists them. */
export const shipped = (audience: FaqAudience, entries: { key: string; texts: Record<Language, ShippedText> }[]) =>
  entries.map((e): ShippedFaq => ({ ...e, audience }));
