import type { TaskAnswer } from './answers.ts';
import type { TaskKind, TaskSpec } from './kinds.ts';

/** Kinds whose answers can be compared between workers: 100 % recognition applies to them only. */
export const AGREEMENT_KINDS: ReadonlySet<TaskKind> = new Set<TaskKind>([
  'image_text',
  'text',
  'audio',
  'grid',
  'rotate',
]);

/** Rotation answers within this many degrees count as the same. */
const ANGLE_STEP = 15;

/**
 * What two answers must share to count as the same (100 % recognition): text compared without
 * surrounding or repeated spaces, and without case unless the task is case-sensitive; grid cells as
 * a set; angles rounded to 15°. Null when answers of this task cannot be compared.
 */
export function agreementKey(spec: TaskSpec, answer: TaskAnswer): string | null {
  if (!AGREEMENT_KINDS.has(spec.kind)) return null;
  switch (answer.type) {
    case 'text': {
      const text = answer.text.trim().replace(/\s+/g, ' ');
      const caseSensitive = spec.kind === 'image_text' && spec.params.caseSensitive;
      return `t:${caseSensitive ? text : text.toLowerCase()}`;
    }
    case 'cells':
      return `c:${[...new Set(answer.cells)].sort((a, b) => a - b).join(',')}`;
    case 'no_match':
      return 'c:none';
    case 'angles':
      return `a:${answer.angles.map((a) => Math.round((((a % 360) + 360) % 360) / ANGLE_STEP) % (360 / ANGLE_STEP)).join(',')}`;
    default:
      return null;
  }
}

/** The agreed key among answers (keys in answer order), once `needed` of them agree; else null. */
export function agreedKey(keys: readonly string[], needed: number): string | null {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const n = (counts.get(key) ?? 0) + 1;
    if (n >= needed) return key;
    counts.set(key, n);
  }
  return null;
}
