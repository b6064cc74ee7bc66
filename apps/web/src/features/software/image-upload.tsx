import { FILE_SIZE_LIMITS, type ImageRef } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { UploadQueueList, useUploadQueue } from '../../ui/upload-queue.tsx';
import { useErrorText } from './fields.tsx';
import { imageSrc } from './parts.tsx';
import { type UploadPurpose, uploadFile } from './upload.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Uploads images for a form: each file goes at once, with a progress bar, and shows as a
 * preview when stored; a file above the size limit is refused before sending. `images` are the
 * stored ones, in order; `max` 1 makes it a single image (a new one replaces the old).
 */
export function ImageUpload(props: {
  label: string;
  hint?: string;
  purpose: UploadPurpose;
  images: ImageRef[];
  /** A stored image to add (a single image replaces the one there). */
  onAdd: (image: ImageRef) => void;
  onRemove: (fileId: string) => void;
  max: number;
  error?: string | null;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const errorText = useErrorText();
  const { uploads, start: send, dismiss } = useUploadQueue();
  const limit = FILE_SIZE_LIMITS[props.purpose];
  const room = props.max === 1 ? 1 : props.max - props.images.length;

  const start = (files: File[]) => {
    for (const file of files.slice(0, Math.max(0, room))) {
      send(
        file.name,
        file.size > limit ? 'tooBig' : null,
        (onProgress) => uploadFile({ file, purpose: props.purpose, headers: api.headers(), onProgress }),
        (reply) => props.onAdd({ fileId: reply.id, url: reply.url, variants: reply.variants }),
      );
    }
  };

  const mb = (limit / 1024 / 1024).toLocaleString(i18n.language);
  return (
    <div
      className={props.error ? 'field has-error software-upload' : 'field software-upload'}
      data-testid={props.testId}
    >
      <label className="field__label">
        {props.label}
        <input
          type="file"
          accept={ACCEPT}
          multiple={props.max > 1}
          disabled={room <= 0}
          className="software-upload__input"
          onChange={(e) => {
            start([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      <p className="field__hint">
        {props.hint ? `${props.hint} ` : ''}
        {t('upload.limit', { mb })}
      </p>
      <UploadQueueList
        uploads={uploads}
        onDismiss={dismiss}
        progressLabel={(name) => t('upload.progress', { name })}
        refusalText={() => t('upload.tooBig', { mb })}
        dismissLabel={t('upload.dismiss')}
        itemClassName="software-upload__progress"
      />
      {props.images.length > 0 ? (
        <ul className="software-upload__previews">
          {props.images.map((image, i) => (
            <li key={image.fileId}>
              <img src={imageSrc(image, 160)} alt={t('upload.preview', { n: i + 1 })} />
              <Button variant="ghost" onClick={() => props.onRemove(image.fileId)}>
                {t('upload.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {props.error ? (
        <p className="field__error" data-field-error={props.testId}>
          {errorText(props.error)}
        </p>
      ) : null}
    </div>
  );
}
