import type { WorkerTaskView } from '@crowdsolve/contract';

export type TextHints = NonNullable<WorkerTaskView['hints']>;

/** Why a text answer breaks the task's hints: an i18n key of `worker` with its values; null when it fits. */
export interface HintProblem {
  key: string;
  values?: Record<string, number>;
}

/** The same rules the server applies to image-text answers, checked before sending. */
export function checkTextAnswer(raw: string, hints: TextHints | undefined): HintProblem | null {
  const text = raw.trim();
  const length = [...text].length;
  if (length === 0) return { key: 'check.empty' };
  if (!hints) return null;
  if (hints.minLength && length < hints.minLength) return { key: 'check.tooShort', values: { min: hints.minLength } };
  if (hints.maxLength && length > hints.maxLength) return { key: 'check.tooLong', values: { max: hints.maxLength } };
  if (hints.phrase && !/\S\s+\S/u.test(text)) return { key: 'check.phrase' };
  if (hints.calc && !/^-?\d+(?:[.,]\d+)?$/.test(text)) return { key: 'check.calc' };
  const compact = text.replace(/\s+/gu, '');
  const digits = /^\d+$/.test(compact);
  const letters = /^\p{L}+$/u.test(compact);
  switch (hints.numeric) {
    case 'digits':
      if (!digits) return { key: 'check.digits' };
      break;
    case 'letters':
      if (!letters) return { key: 'check.letters' };
      break;
    case 'digits_or_letters':
      if (!digits && !letters) return { key: 'check.digitsOrLetters' };
      break;
    case 'digits_and_letters':
      if (!(/\d/.test(text) && /\p{L}/u.test(text))) return { key: 'check.digitsAndLetters' };
      break;
    default:
      break;
  }
  if (hints.alphabet === 'cyrillic' && /[A-Za-z]/.test(text)) return { key: 'check.cyrillic' };
  if (hints.alphabet === 'latin' && /\p{Script=Cyrillic}/u.test(text)) return { key: 'check.latin' };
  return null;
}

/** The hints worth showing, as i18n keys of `worker` with their values. */
export function hintLabels(hints: TextHints | undefined): HintProblem[] {
  if (!hints) return [];
  const out: HintProblem[] = [];
  if (hints.caseSensitive) out.push({ key: 'hints.caseSensitive' });
  if (hints.phrase) out.push({ key: 'hints.phrase' });
  if (hints.calc) out.push({ key: 'hints.calc' });
  if (hints.numeric && hints.numeric !== 'any') out.push({ key: `hints.numeric.${hints.numeric}` });
  if (hints.minLength) out.push({ key: 'hints.minLength', values: { min: hints.minLength } });
  if (hints.maxLength) out.push({ key: 'hints.maxLength', values: { max: hints.maxLength } });
  if (hints.alphabet && hints.alphabet !== 'any') out.push({ key: `hints.alphabet.${hints.alphabet}` });
  return out;
}
