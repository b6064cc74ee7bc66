import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy.ts';

/**
 * A block of code (dark in both themes, scrolls sideways) under a bar with its title (a file's
 * name, an example's label) and a Copy button; when the clipboard is unavailable the code is
 * selected and the bar says how to copy it. Styles: styles/code-block.css.
 */
export function CodeBlock({ code, title, testId }: { code: string; title?: string; testId?: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLPreElement>(null);
  const [state, setState] = useState<'copied' | 'selected' | null>(null);
  return (
    <figure className="code-figure" data-testid={testId}>
      <figcaption className="code-figure__bar">
        {title ? <span className="code-figure__title">{title}</span> : null}
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
