import { type ArticleAttachment, FILE_SIZE_LIMITS } from '@crowdsolve/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { uploadAttachment } from './api.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const LIMIT = FILE_SIZE_LIMITS['article-image'];

interface Upload {
  key: number;
  name: string;
  progress: number;
  /** `tooBig`, `wrongType` (checked before sending) or the call's failure. */
  error: unknown;
}

let nextKey = 1;

/**
 * Image uploads of the article (`PUT …/attachments`), each with its progress; a file too big or
 * not an image is refused before sending. `onDone` gets the stored image.
 */
export function useUploads(articleId: number | null) {
  const { api } = useAppEnv();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const idRef = useRef(articleId);
  idRef.current = articleId;

  const start = (file: File, onDone: (attachment: ArticleAttachment, file: File) => void) => {
    const key = nextKey++;
    const error = !IMAGE_TYPES.includes(file.type) ? 'wrongType' : file.size > LIMIT ? 'tooBig' : null;
    setUploads((all) => [...all, { key, name: file.name, progress: 0, error }]);
    if (error) return;
    uploadAttachment({ api, file, articleId: idRef.current, onProgress: (p) => patch(key, { progress: p }) })
      .then((attachment) => {
        setUploads((all) => all.filter((u) => u.key !== key));
        onDone(attachment, file);
      })
      .catch((failure: unknown) => patch(key, { error: failure }));
  };
  const dismiss = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));
  return { uploads, start, dismiss };
}

/** The uploads under way (a progress bar each) and the refused ones (why, and a dismiss button). */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  const { t, i18n } = useTranslation('editor');
  if (uploads.length === 0) return null;
  const mb = (LIMIT / 1024 / 1024).toLocaleString(i18n.language);
  return (
    <ul className="editor-uploads">
      {uploads.map((u) => (
        <li key={u.key} className="editor-uploads__item" data-testid="upload-progress">
          <span className="editor-uploads__name">{u.name}</span>
          {u.error === null ? (
            <progress max={1} value={u.progress} aria-label={t('upload.progress', { name: u.name })}>
              {Math.round(u.progress * 100)}%
            </progress>
          ) : u.error === 'tooBig' || u.error === 'wrongType' ? (
            <p className="form-error" role="alert">
              {t(`upload.${u.error}`, { mb })}
            </p>
          ) : (
            <FormError error={u.error} />
          )}
          {u.error !== null ? (
            <Button variant="ghost" onClick={() => onDismiss(u.key)}>
              {t('upload.dismiss')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
