import { RequestError } from './request.ts';

/**
 * Sends one file as multipart form data with XMLHttpRequest, the one browser API that reports
 * upload progress: `onProgress` gets 0–1 as the bytes leave. Resolves with the parsed JSON
 * answer; fails with a RequestError like every other call (the server's error envelope, or the
 * failure kind), or an AbortError when `signal` aborts.
 */
export function sendFile<T>(options: {
  url: string;
  method?: 'POST' | 'PUT';
  file: Blob;
  /** Other form fields, sent before the file. */
  fields?: Record<string, string>;
  headers: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests give their own; the browser's otherwise. */
  xhr?: () => XMLHttpRequest;
}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = options.xhr?.() ?? new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', options.url);
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
      resolve(data as T);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', options.file);
    xhr.send(form);
  });
}
