/** Looks up the prose of a parameter, a kind, an answer format or an error code in one language. */
import type { Language } from '@crowdsolve/contract';
import { ERROR_PROSE } from './prose-calls.ts';
import { ANSWER_PROSE, KIND_PROSE } from './prose-kinds.ts';
import { PARAM_PROSE, type Prose } from './prose-params.ts';
import { TOKEN_PARAM_PROSE } from './prose-token-params.ts';

const BY_NAME = new Map<string, Prose>();
for (const entry of [...PARAM_PROSE, ...TOKEN_PARAM_PROSE])
  for (const name of entry.names) BY_NAME.set(name.toLowerCase(), entry.text);

/** The prose of a parameter known by `names` (a kind's own meaning first), or null. */
export function paramProse(names: readonly string[], context?: string): Prose | null {
  for (const name of names) {
    const own = context ? BY_NAME.get(`${context}:${name}`.toLowerCase()) : undefined;
    if (own) return own;
  }
  for (const name of names) {
    const shared = BY_NAME.get(name.toLowerCase());
    if (shared) return shared;
  }
  return null;
}

export const paramText = (names: readonly string[], language: Language, context?: string) =>
  paramProse(names, context)?.[language] ?? '';

export const kindProse = (kind: string) => KIND_PROSE[kind] ?? null;
export const answerProse = (answer: string) => ANSWER_PROSE[answer] ?? null;
export const errorProse = (code: string) => ERROR_PROSE[code] ?? null;
