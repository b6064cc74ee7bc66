import { type ArticleAttachment, FILE_SIZE_LIMITS } from '@crowdsolve/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type QueuedUpload, UploadQueueList, useUploadQueue } from '../../ui/upload-queue.tsx';
import { uploadAttachment } from './api.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const LIMIT = FILE_SIZE_LIMITS['article-image'];

/**
 * Image uploads of the article (`PUT …/attachments`), each with its progress; a file too big or
 * not an image is refused before sending. `onDone` gets the stored image.
 */
export function useUploads(articleId: number | null) {
  const { api } = useAppEnv();
  const queue = useUploadQueue();
  const idRef = useRef(articleId);
  idRef.current = articleId;

  const start = (file: File, onDone: (attachment: ArticleAttachment) => void) =>
    queue.start(
      file.name,
      !IMAGE_TYPES.includes(file.type) ? 'wrongType' : file.size > LIMIT ? 'tooBig' : null,
      (onProgress) => uploadAttachment({ api, file, articleId: idRef.current, onProgress }),
      onDone,
    );
  return { uploads: queue.uploads, start, dismiss: queue.dismiss };
}

/** The uploads under way (a progress bar each) and the refused ones (why, and a dismiss button). */
export function UploadList({ uploads, onDismiss }: { uploads: QueuedUpload[]; onDismiss: (key: number) => void }) {
  const { t, i18n } = useTranslation('editor');
  if (uploads.length === 0) return null;
  const mb = (LIMIT / 1024 / 1024).toLocaleString(i18n.language);
  return (
    <div className="editor-uploads">
      <UploadQueueList
        uploads={uploads}
        onDismiss={onDismiss}
        progressLabel={(name) => t('upload.progress', { name })}
        refusalText={(code) => t(`upload.${code}`, { mb })}
        dismissLabel={t('upload.dismiss')}
        itemClassName="editor-uploads__item"
      />
    </div>
  );
}
