import { useState } from 'react';
import { Button } from './button.tsx';
import { FormError } from './form-error.tsx';

/** One file on its way up: its progress (0–1), or why it failed (a refusal code or the call's error). */
export interface QueuedUpload {
  key: number;
  name: string;
  progress: number;
  error: unknown;
}

let nextKey = 1;

/**
 * Files uploading at once, each with its progress: `start` shows a refusal checked before sending
 * (too big, not an image…) at once, else runs `send` with a progress callback; a finished upload
 * leaves the list and its result goes to `onDone`; a failed one stays until dismissed.
 */
export function useUploadQueue() {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const patch = (key: number, change: Partial<QueuedUpload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const dismiss = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));

  function start<T>(
    name: string,
    refusal: string | null,
    send: (onProgress: (fraction: number) => void) => Promise<T>,
    onDone: (result: T) => void,
  ) {
    const key = nextKey++;
    setUploads((all) => [...all, { key, name, progress: 0, error: refusal }]);
    if (refusal) return;
    send((progress) => patch(key, { progress }))
      .then((result) => {
        dismiss(key);
        onDone(result);
      })
      .catch((error: unknown) => patch(key, { error }));
  }
  return { uploads, start, dismiss };
}

/** The queue as shown: a progress bar per file, or why it failed with a dismiss button. */
export function UploadQueueList(props: {
  uploads: QueuedUpload[];
  onDismiss: (key: number) => void;
  /** The progress bar's accessible name. */
  progressLabel: (name: string) => string;
  /** The text of a refusal code given to `start`. */
  refusalText: (code: string) => string;
  dismissLabel: string;
  itemClassName: string;
}) {
  return (
    <>
      {props.uploads.map((u) => (
        <div key={u.key} className={props.itemClassName} data-testid="upload-progress">
          <span>{u.name}</span>
          {u.error === null ? (
            <progress max={1} value={u.progress} aria-label={props.progressLabel(u.name)}>
              {Math.round(u.progress * 100)}%
            </progress>
          ) : typeof u.error === 'string' ? (
            <p className="form-error" role="alert">
              {props.refusalText(u.error)}
            </p>
          ) : (
            <FormError error={u.error} />
          )}
          {u.error !== null ? (
            <Button variant="ghost" onClick={() => props.onDismiss(u.key)}>
              {props.dismissLabel}
            </Button>
          ) : null}
        </div>
      ))}
    </>
  );
}
