import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../profile/copy.ts';
import './code-samples.css';

/** A block of code under its title, with a Copy button (the text is selected when the clipboard is unavailable). */
export function CodeBlock({ code, title, testId }: { code: string; title?: string; testId?: string }) {
  const { t } = useTranslation('samples');
  const ref = useRef<HTMLPreElement>(null);
  const [state, setState] = useState<'copied' | 'selected' | null>(null);
  return (
    <figure className="sample-code" data-testid={testId}>
      <figcaption className="sample-code__bar">
        {title ? <span className="sample-code__title">{title}</span> : null}
        <button
          type="button"
          className="button button--ghost"
          onClick={async () => setState(await copyText(code, ref.current))}
        >
          {t('copy.button')}
        </button>
        <span role="status" className="muted">
          {state ? t(`copy.${state}`) : null}
        </span>
      </figcaption>
      <pre className="code-block" ref={ref}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
