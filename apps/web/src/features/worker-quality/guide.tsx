import { useTranslation } from 'react-i18next';

/** The kinds the training (and the control set) is made of, in the guide's order. */
export const TRAINING_KINDS = ['image_text', 'text', 'audio', 'grid', 'rotate'] as const;

/** The hints a text answer may carry, with what each means. */
const HINTS = ['caseSensitive', 'numeric', 'length', 'phrase', 'calc', 'alphabet'] as const;

/** How to solve each kind of training task, and what the hints under the answer field mean. */
export function TrainingGuide({ open }: { open: boolean }) {
  const { t } = useTranslation('worker');
  return (
    <details className="wq-guide" open={open} data-testid="training-guide">
      <summary>{t('quality.guide.title')}</summary>
      <dl className="wq-guide__kinds">
        {TRAINING_KINDS.map((kind) => (
          <div key={kind}>
            <dt>{t(`kinds.${kind}`)}</dt>
            <dd>{t(`quality.guide.kinds.${kind}`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('quality.guide.hintsTitle')}</h3>
      <dl className="wq-guide__hints">
        {HINTS.map((hint) => (
          <div key={hint}>
            <dt>{t(`quality.guide.hints.${hint}.label`)}</dt>
            <dd>{t(`quality.guide.hints.${hint}.meaning`)}</dd>
          </div>
        ))}
      </dl>
      <p className="muted work-keys-note">{t('quality.guide.keys')}</p>
    </details>
  );
}
