import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { copyText, selectContents } from '../lib/copy.ts';

/**
 * A block of code (dark in both themes, scrolls sideways) under a bar with its title (a file's
 * name, an example's label) and a Copy button; when the clipboard is unavailable the code is
 * selected and the bar says how to copy it. `display`, when given, is what the block shows in
 * place of `code` (a shortened form); Copy still copies `code`, and where it can only select, the
 * block shows `code` whole and selects it. Styles: styles/code-block.css.
 */
export function CodeBlock({
  code,
  display,
  title,
  testId,
}: {
  code: string;
  display?: string;
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLPreElement>(null);
  const [state, setState] = useState<'copied' | 'selected' | null>(null);
  const [whole, setWhole] = useState(false);
  const shortened = display !== undefined && display !== code && !whole;
  const copy = async () => {
    const result = await copyText(code, shortened ? null : ref.current);
    if (result === 'selected' && shortened) {
      flushSync(() => setWhole(true));
      if (ref.current) selectContents(ref.current);
    }
    setState(result);
  };
  return (
    <figure className="code-figure" data-testid={testId}>
      <figcaption className="code-figure__bar">
        {title ? <span className="code-figure__title">{title}</span> : null}
        <button type="button" className="button button--ghost" onClick={copy}>
          {t('copy.button')}
        </button>
        <span role="status" className="muted">
          {state ? t(`copy.${state}`) : null}
        </span>
      </figcaption>
      <pre className="code-block" ref={ref}>
        <code>{shortened ? display : code}</code>
      </pre>
    </figure>
  );
}
