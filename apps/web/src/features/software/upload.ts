import { RequestError } from '../../lib/request.ts';

/** What the storage answers for an uploaded file: its id, public address and resized variants. */
export interface UploadedFile {
  id: string;
  url: string;
  variants: Record<string, string>;
}

export type UploadPurpose = 'software-logo' | 'software-screenshot';

/** `POST /api/v2/files?purpose=…` (multipart, cookie and CSRF header as every write). */
export const FILES_PATH = '/api/v2/files';

/**
 * Sends one file with XMLHttpRequest, the one browser API that reports upload progress:
 * `onProgress` gets 0–1 as the bytes leave. Resolves with the stored file; fails with a
 * RequestError like every other call (the server's error envelope, or the failure kind).
 */
export function uploadFile(options: {
  file: Blob;
  purpose: UploadPurpose;
  headers: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests give their own; the browser's otherwise. */
  xhr?: () => XMLHttpRequest;
}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = options.xhr?.() ?? new XMLHttpRequest();
    xhr.open('POST', `${FILES_PATH}?purpose=${encodeURIComponent(options.purpose)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new RequestError('FETCH_ERROR', 0, null, 'network failure'));
    xhr.ontimeout = () => reject(new RequestError('TIMEOUT_ERROR', 0, null, 'timed out'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        reject(new RequestError(xhr.status >= 400 ? 'HTTP_ERROR' : 'PARSING_ERROR', xhr.status, null, 'not JSON'));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new RequestError('HTTP_ERROR', xhr.status, data, `HTTP ${xhr.status}`));
        return;
      }
      options.onProgress?.(1);
      resolve(data as UploadedFile);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', options.file);
    xhr.send(form);
  });
}
