import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown to HTML as the catalogue shows it: raw HTML in the text is shown as text, not
 * rendered (the server renders and sanitises the published description itself).
 */
export async function renderMarkdown(markdown: string): Promise<string> {
  const { Marked } = await import('marked');
  const marked = new Marked({ gfm: true, breaks: false, renderer: { html: (token) => escapeHtml(token.text) } });
  return marked.parse(markdown, { async: false });
}

const FRAME_STYLE =
  'body{font:15px/1.55 system-ui,sans-serif;margin:12px;color:#1b1f24}pre,code{background:#f3f4f6;border-radius:4px}pre{padding:8px;overflow:auto}img{max-width:100%}';

/**
 * The description as it will read, in a sandboxed frame: nothing in it runs or reaches the page.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const { t } = useTranslation('software');
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void renderMarkdown(markdown).then((out) => {
      if (live) setHtml(out);
    });
    return () => {
      live = false;
    };
  }, [markdown]);
  if (html === null) return <p className="muted">{t('common:loading')}</p>;
  return (
    <iframe
      className="software-preview"
      title={t('form.preview')}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><style>${FRAME_STYLE}</style>${html}`}
      data-testid="markdown-preview"
    />
  );
}
