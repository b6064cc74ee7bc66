import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** An answer (the worker API's shape) as a short line for a person: the text, the tiles, the angles… */
export function describeAnswer(answer: unknown, t: TFunction<'worker'>): string {
  if (!answer || typeof answer !== 'object') return answer == null ? '' : String(answer);
  const a = answer as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : '');
  switch (a.type) {
    case 'text':
      return typeof a.text === 'string' ? a.text : '';
    case 'cells':
      return t('quality.answer.cells', { cells: list(a.cells) });
    case 'angles':
      return t('quality.answer.angles', {
        angles: Array.isArray(a.angles) ? a.angles.map((n) => `${n}°`).join(', ') : '',
      });
    case 'no_match':
      return t('grid.noMatch');
    case 'points':
      return t('quality.answer.points', {
        points: Array.isArray(a.points)
          ? (a.points as { x: number; y: number }[]).map((p) => `(${p.x}, ${p.y})`).join(' ')
          : '',
      });
    default:
      return JSON.stringify(answer);
  }
}

/** An answer shown as text; an empty one as a dash. */
export function AnswerText({ answer, testId }: { answer: unknown; testId?: string }) {
  const { t } = useTranslation('worker');
  const text = describeAnswer(answer, t);
  return (
    <span className="wq-answer" data-testid={testId}>
      {text === '' ? '—' : text}
    </span>
  );
}
