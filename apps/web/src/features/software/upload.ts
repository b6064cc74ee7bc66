import { sendFile } from '../../lib/upload.ts';

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
 * Sends one file to the storage with upload progress (lib/upload.ts): resolves with the stored
 * file; fails with a RequestError like every other call.
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
  const { purpose, ...rest } = options;
  return sendFile<UploadedFile>({ ...rest, url: `${FILES_PATH}?purpose=${encodeURIComponent(purpose)}` });
}
