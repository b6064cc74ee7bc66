import type { RecognitionExample } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { nameKey } from './api.ts';

/** An example's picture: its image, or its question for text captchas. */
export function ExampleView({ example, large = false }: { example: RecognitionExample; large?: boolean }) {
  const { t } = useTranslation();
  if (!example.imageUrl) {
    return (
      <blockquote className="recognition__question" data-testid="example-question">
        {example.question}
      </blockquote>
    );
  }
  return (
    <img
      src={example.imageUrl}
      width={example.width ?? undefined}
      height={example.height ?? undefined}
      alt={t('landings2:recognition.imageAlt', { kind: t(`common:taskTypes.${nameKey(example.kind)}`) })}
      loading={large ? 'eager' : 'lazy'}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
