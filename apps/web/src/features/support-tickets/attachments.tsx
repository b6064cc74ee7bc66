import { FILE_SIZE_LIMITS, SUPPORT_ATTACHMENTS_MAX, type SupportAttachment } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { UploadQueueList, useUploadQueue } from '../../ui/upload-queue.tsx';
import { type UploadedAttachment, uploadAttachment } from './api.ts';

/** What the file picker offers: screenshots, PDFs, text logs and archives (the server checks the bytes). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,text/plain,.log,.txt,.json,.csv,.zip';
const LIMIT = FILE_SIZE_LIMITS['ticket-attachment'];

const sizeOf = (bytes: number, language: string) =>
  `${(bytes / 1024 / 1024).toLocaleString(language, { maximumFractionDigits: 1 })} MB`;

/** An uploaded file waiting to go with a message, with the name it had on the user's disk. */
export type PendingFile = UploadedAttachment & { name: string };

/** A message's attachments: each file goes up at once with its progress; a stored one can be removed. */
export function AttachmentsField(props: {
  files: PendingFile[];
  onAdd: (file: PendingFile) => void;
  onRemove: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('tickets');
  const { api } = useAppEnv();
  const { uploads, start, dismiss } = useUploadQueue();
  const room = SUPPORT_ATTACHMENTS_MAX - props.files.length - uploads.filter((u) => u.error === null).length;

  const pick = (picked: File[]) => {
    for (const file of picked.slice(0, Math.max(0, room))) {
      start(
        file.name,
        file.size > LIMIT ? 'tooBig' : null,
        (onProgress) => uploadAttachment({ file, headers: api.headers(), onProgress }),
        (stored) => props.onAdd({ ...stored, name: file.name }),
      );
    }
  };

  const mb = (LIMIT / 1024 / 1024).toLocaleString(i18n.language);
  return (
    <div className="field tickets-attach" data-testid="ticket-attachments">
      <label className="field__label">
        {t('attach.label')}
        <input
          type="file"
          accept={ACCEPT}
          multiple
          disabled={room <= 0}
          className="tickets-attach__input"
          onChange={(e) => {
            pick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      <p className="field__hint">{t('attach.hint', { count: SUPPORT_ATTACHMENTS_MAX, mb })}</p>
      <UploadQueueList
        uploads={uploads}
        onDismiss={dismiss}
        progressLabel={(name) => t('attach.progress', { name })}
        refusalText={() => t('attach.tooBig', { mb })}
        dismissLabel={t('attach.dismiss')}
        itemClassName="tickets-attach__progress"
      />
      {props.files.length > 0 ? (
        <ul className="tickets-attach__list">
          {props.files.map((f) => (
            <li key={f.id} data-testid="attached-file">
              <span>{f.name}</span> <span className="muted">{sizeOf(f.byteSize, i18n.language)}</span>{' '}
              <Button variant="ghost" onClick={() => props.onRemove(f.id)}>
                {t('attach.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A message's files as links: images as thumbnails, documents by type and size. */
export function AttachmentLinks({ files }: { files: SupportAttachment[] }) {
  const { t, i18n } = useTranslation('tickets');
  if (files.length === 0) return null;
  return (
    <ul className="tickets-files" aria-label={t('attach.listLabel')}>
      {files.map((f, i) => (
        <li key={f.id}>
          <a href={f.url} target="_blank" rel="noreferrer" data-testid="ticket-file">
            {f.thumbUrl ? (
              <img src={f.thumbUrl} alt={t('attach.image', { n: i + 1 })} loading="lazy" />
            ) : (
              <span>
                {t('attach.document', { n: i + 1 })} · {f.contentType} · {sizeOf(f.byteSize, i18n.language)}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The files a message will carry: their ids, the field that uploads them, and a way to empty it. */
export function usePendingFiles() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const field = (
    <AttachmentsField
      files={files}
      onAdd={(f) => setFiles((all) => [...all, f])}
      onRemove={(id) => setFiles((all) => all.filter((f) => f.id !== id))}
    />
  );
  return { ids: files.map((f) => f.id), field, clear: () => setFiles([]) };
}
