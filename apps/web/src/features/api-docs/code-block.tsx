import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A block of code with a Copy button (the text is selected when the clipboard is unavailable). */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  const { t } = useTranslation('apiDocs');
  const ref = useRef<HTMLPreElement>(null);
  const [state, setState] = useState<'copied' | 'selected' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      const node = ref.current;
      const selection = typeof window !== 'undefined' ? window.getSelection() : null;
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setState('selected');
    }
  }

  return (
    <figure className="doc-code">
      <figcaption className="doc-code__bar">
        <span>{label}</span>
        <button type="button" className="button button--ghost" onClick={copy}>
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
