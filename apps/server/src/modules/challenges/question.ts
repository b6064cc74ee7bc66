import { resources } from '@crowdsolve/i18n';
import { seededRng } from './random.ts';

export type QuestionLanguage = 'en' | 'ru' | 'zh';
export const QUESTION_FORMS = ['sum', 'difference', 'product', 'largest', 'smallest'] as const;
export type QuestionForm = (typeof QUESTION_FORMS)[number];

export interface TextQuestion {
  question: string;
  /** The exact answer: a whole number, in digits. */
  answer: string;
  form: QuestionForm;
}

/**
 * A text question with one exact answer: a sum, difference or product of small numbers, or the
 * largest or smallest of a few. In words in `language`, or, with `language` null, written with
 * symbols only ("14 + 7 = ?"; arithmetic only), which any worker reads.
 */
export function textQuestion(seed: number, language: QuestionLanguage | null = null): TextQuestion {
  const rng = seededRng(seed);
  const form = language === null ? rng.pick(QUESTION_FORMS.slice(0, 3)) : rng.pick(QUESTION_FORMS);
  const a = rng.int(11, 49);
  const b = rng.int(2, 9);
  if (form === 'sum' || form === 'difference' || form === 'product') {
    const answer = form === 'sum' ? a + b : form === 'difference' ? a - b : a * b;
    const symbol = form === 'sum' ? '+' : form === 'difference' ? '−' : '×';
    const question =
      language === null ? `${a} ${symbol} ${b} = ?` : fill(resources[language].worker.challenges[form], { a, b });
    return { question, answer: String(answer), form };
  }
  const numbers = new Set<number>();
  while (numbers.size < 4) numbers.add(rng.int(3, 99));
  const list = [...numbers];
  const answer = form === 'largest' ? Math.max(...list) : Math.min(...list);
  const separator = language === 'zh' ? '、' : ', ';
  const question = fill(resources[language as QuestionLanguage].worker.challenges[form], {
    list: list.join(separator),
  });
  return { question, answer: String(answer), form };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
