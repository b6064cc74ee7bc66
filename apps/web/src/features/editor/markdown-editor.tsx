import type { ArticleAttachment } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { previewQuery } from './api.ts';
import { altFromName, applyFormat, type FormatKind, insertImage, type TextEdit } from './markdown-format.ts';
import { IMAGE_ACCEPT, UploadList, useUploads } from './use-uploads.tsx';
import '../content/prose.css';

/** How long the preview waits after the last keystroke before asking the server to render. */
export const PREVIEW_DELAY_MS = 500;

const FORMATS: FormatKind[] = ['bold', 'italic', 'link', 'heading', 'code', 'list'];
/** Ctrl (⌘) + the key in the text. */
const SHORTCUTS: Record<string, FormatKind> = { b: 'bold', i: 'italic', k: 'link' };

/** Applies an edit to the textarea's value through `onChange`, then puts the selection back. */
export function useTextEdit(ref: RefObject<HTMLTextAreaElement | null>, onChange: (value: string) => void) {
  return (edit: (value: string, start: number, end: number) => TextEdit) => {
    const area = ref.current;
    if (!area) return;
    const result = edit(area.value, area.selectionStart, area.selectionEnd);
    onChange(result.value);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(result.start, result.end);
    });
  };
}

/**
 * The article's Markdown with a small toolbar (the image button uploads and inserts
 * `![alt](url)` at the cursor) and its live preview, rendered by the server as the public page
 * renders it and shown in the public page's styles. Side by side on a wide screen; Write and
 * Preview tabs on a phone.
 */
export function MarkdownEditor(props: {
  value: string;
  onChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  articleId: number | null;
  onUploaded: (attachment: ArticleAttachment) => void;
  label: string;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const edit = useTextEdit(props.textareaRef, props.onChange);
  const { uploads, start, dismiss } = useUploads(props.articleId);

  const onImage = (file: File) =>
    start(file, (attachment) => {
      props.onUploaded(attachment);
      edit((value, from, to) => insertImage(value, from, to, altFromName(file.name), attachment.url));
    });

  return (
    <div className={`md-editor md-editor--${pane}`}>
      <div className="md-editor__panes" role="tablist" aria-label={t('body.panes')}>
        {(['write', 'preview'] as const).map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={pane === p}
            className={pane === p ? 'md-editor__pane-tab is-active' : 'md-editor__pane-tab'}
            onClick={() => setPane(p)}
          >
            {t(`body.${p}`)}
          </button>
        ))}
      </div>
      <div className="md-editor__grid">
        <div className="md-editor__write field">
          <label htmlFor={id} className="field__label">
            {props.label}
          </label>
          <div className="md-editor__toolbar" role="toolbar" aria-label={t('body.toolbar')}>
            {FORMATS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={`md-editor__tool md-editor__tool--${kind}`}
                title={t(`format.${kind}`)}
                aria-label={t(`format.${kind}`)}
                onClick={() =>
                  edit((value, from, to) => applyFormat(value, from, to, kind, t(`format.placeholder.${kind}`)))
                }
              >
                {t(`format.icon.${kind}`)}
              </button>
            ))}
            <button
              type="button"
              className="md-editor__tool md-editor__tool--image"
              title={t('format.image')}
              aria-label={t('format.image')}
              onClick={() => fileRef.current?.click()}
            >
              {t('format.icon.image')}
            </button>
            <input
              ref={fileRef}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              data-testid="body-image-input"
              onChange={(e) => {
                for (const file of e.target.files ?? []) onImage(file);
                e.target.value = '';
              }}
            />
          </div>
          <textarea
            id={id}
            ref={props.textareaRef}
            name="body"
            className="field__input md-editor__textarea"
            value={props.value}
            spellCheck
            onChange={(e) => props.onChange(e.target.value)}
            onKeyDown={(e) => {
              const kind = e.ctrlKey || e.metaKey ? SHORTCUTS[e.key.toLowerCase()] : undefined;
              if (!kind) return;
              e.preventDefault();
              edit((value, from, to) => applyFormat(value, from, to, kind, t(`format.placeholder.${kind}`)));
            }}
          />
          <p className="field__hint">{t('body.hint')}</p>
          <UploadList uploads={uploads} onDismiss={dismiss} />
        </div>
        <Preview body={props.value} />
      </div>
    </div>
  );
}

function Preview({ body }: { body: string }) {
  const { t } = useTranslation('editor');
  const { api } = useAppEnv();
  const [debounced, setDebounced] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(body), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [body]);
  const preview = useQuery({ ...previewQuery(api, debounced), enabled: debounced.trim() !== '' });
  return (
    <section className="md-editor__preview" aria-label={t('body.preview')} aria-busy={preview.isFetching}>
      <p className="md-editor__preview-label">{t('body.preview')}</p>
      {body.trim() === '' ? (
        <p className="muted">{t('body.previewEmpty')}</p>
      ) : preview.isError ? (
        <FormError error={preview.error} />
      ) : preview.data ? (
        <div
          className="prose article-prose article-body"
          data-testid="article-preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : (
        <p className="muted">{t('common:loading')}</p>
      )}
    </section>
  );
}
