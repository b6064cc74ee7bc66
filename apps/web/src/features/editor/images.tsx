import type { ArticleAttachment, ArticleCover } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { editorApi } from './api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { IMAGE_ACCEPT, UploadList, useUploads } from './use-uploads.tsx';

/** The cover: an uploaded image with its preview, replaced by a new upload, removable. */
export function CoverField(props: {
  cover: ArticleCover | null;
  articleId: number | null;
  onChange: (cover: ArticleCover | null) => void;
  onUploaded: (attachment: ArticleAttachment) => void;
}) {
  const { t } = useTranslation('editor');
  const { uploads, start, dismiss } = useUploads(props.articleId);
  return (
    <div className="field editor-cover" data-testid="cover">
      <span className="field__label">{t('cover.label')}</span>
      <label className="button button--ghost editor-file-button">
        {props.cover ? t('cover.replace') : t('cover.upload')}
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          data-testid="cover-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file)
              start(file, (a) => {
                props.onUploaded(a);
                props.onChange({ fileId: a.fileId, url: a.url, thumbUrl: a.thumbUrl });
              });
            e.target.value = '';
          }}
        />
      </label>
      <p className="field__hint">{t('cover.hint')}</p>
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {props.cover ? (
        <div className="editor-cover__preview">
          <img src={props.cover.thumbUrl} alt={t('cover.preview')} />
          <Button variant="ghost" onClick={() => props.onChange(null)}>
            {t('cover.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The article's images: insert one into the text at the cursor, or delete it (after asking). */
export function AttachmentList(props: {
  attachments: ArticleAttachment[];
  onInsert: (attachment: ArticleAttachment) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation('editor');
  const { api } = useAppEnv();
  const [asking, setAsking] = useState<ArticleAttachment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (props.attachments.length === 0) return null;
  const remove = async () => {
    if (!asking) return;
    setBusy(true);
    setError(null);
    try {
      await editorApi.removeAttachment(api, asking.id);
      props.onDeleted(asking.id);
      setAsking(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="editor-attachments" aria-label={t('attachments.title')}>
      <h2 className="editor-side__title">{t('attachments.title')}</h2>
      <ul className="editor-attachments__list">
        {props.attachments.map((a) => (
          <li key={a.id} className="editor-attachments__item" data-testid="attachment">
            <img src={a.thumbUrl} alt="" />
            <div className="editor-attachments__actions">
              <Button variant="ghost" onClick={() => props.onInsert(a)}>
                {t('attachments.insert')}
              </Button>
              <Button variant="ghost" onClick={() => setAsking(a)}>
                {t('attachments.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={asking !== null}
        title={t('attachments.confirmTitle')}
        confirm={t('attachments.delete')}
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(null)}
      >
        <p>{t('attachments.confirmText')}</p>
        {asking ? <img className="editor-attachments__confirm-image" src={asking.thumbUrl} alt="" /> : null}
      </ConfirmModal>
    </section>
  );
}
