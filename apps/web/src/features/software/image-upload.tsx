import { FILE_SIZE_LIMITS, type ImageRef } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useErrorText } from './fields.tsx';
import { imageSrc } from './parts.tsx';
import { type UploadPurpose, uploadFile } from './upload.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface Upload {
  key: number;
  name: string;
  progress: number;
  error: unknown;
}

let nextKey = 1;

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
  const [uploads, setUploads] = useState<Upload[]>([]);
  const limit = FILE_SIZE_LIMITS[props.purpose];
  const room = props.max === 1 ? 1 : props.max - props.images.length;

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = nextKey++;
      const tooBig = file.size > limit;
      setUploads((all) => [...all, { key, name: file.name, progress: 0, error: tooBig ? 'tooBig' : null }]);
      if (tooBig) continue;
      uploadFile({
        file,
        purpose: props.purpose,
        headers: api.headers(),
        onProgress: (p) => patch(key, { progress: p }),
      })
        .then((reply) => {
          const image: ImageRef = { fileId: reply.id, url: reply.url, variants: reply.variants };
          props.onAdd(image);
          setUploads((all) => all.filter((u) => u.key !== key));
        })
        .catch((error: unknown) => patch(key, { error }));
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
      {uploads.map((u) => (
        <div key={u.key} className="software-upload__progress" data-testid="upload-progress">
          <span>{u.name}</span>
          {u.error ? (
            u.error === 'tooBig' ? (
              <p className="form-error" role="alert">
                {t('upload.tooBig', { mb })}
              </p>
            ) : (
              <FormError error={u.error} />
            )
          ) : (
            <progress max={1} value={u.progress} aria-label={t('upload.progress', { name: u.name })}>
              {Math.round(u.progress * 100)}%
            </progress>
          )}
          {u.error ? (
            <Button variant="ghost" onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}>
              {t('upload.dismiss')}
            </Button>
          ) : null}
        </div>
      ))}
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
