import { FILE_SIZE_LIMITS, type FilePurpose, type FileVisibility } from '@crowdsolve/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';

/** How an accepted image is re-encoded: square icons, or pictures scaled to widths. */
export type ImageRecipe =
  | { kind: 'square'; sizes: readonly number[]; formats: readonly ('webp' | 'png')[] }
  | { kind: 'width'; widths: readonly number[] };

export interface PurposePolicy {
  visibility: FileVisibility;
  maxBytes: number;
  /** Accepted content types (as detected from the bytes). */
  accept: readonly string[];
  /** Images are re-encoded into these variants; other accepted types are kept as `original`. */
  images: ImageRecipe | null;
  /** The variant `url` points to for an image (others: `original`). */
  mainImageVariant: string | null;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/json'] as const;
const PICTURE = { kind: 'width', widths: [640, 1280] } as const;

export const POLICIES: Record<FilePurpose, PurposePolicy> = {
  'software-logo': {
    visibility: 'public',
    maxBytes: FILE_SIZE_LIMITS['software-logo'],
    accept: IMAGE_TYPES,
    images: { kind: 'square', sizes: [64, 128, 256], formats: ['webp', 'png'] },
    mainImageVariant: '256.webp',
  },
  'software-screenshot': {
    visibility: 'public',
    maxBytes: FILE_SIZE_LIMITS['software-screenshot'],
    accept: IMAGE_TYPES,
    images: PICTURE,
    mainImageVariant: '1280.webp',
  },
  'article-image': {
    visibility: 'public',
    maxBytes: FILE_SIZE_LIMITS['article-image'],
    accept: IMAGE_TYPES,
    images: PICTURE,
    mainImageVariant: '1280.webp',
  },
  'ticket-attachment': {
    visibility: 'private',
    maxBytes: FILE_SIZE_LIMITS['ticket-attachment'],
    accept: [...IMAGE_TYPES, 'application/pdf', 'application/zip', ...TEXT_TYPES],
    images: { kind: 'width', widths: [640, 1920] },
    mainImageVariant: '1920.webp',
  },
  dataset: {
    visibility: 'private',
    maxBytes: FILE_SIZE_LIMITS.dataset,
    accept: ['application/zip', 'application/gzip', ...TEXT_TYPES],
    images: null,
    mainImageVariant: null,
  },
};

/** What a client says a file is: its part's content type and its name's extension. */
export interface Claim {
  declaredType?: string | undefined;
  fileName?: string | undefined;
}

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  csv: 'text/csv',
  json: 'application/json',
  jsonl: 'text/plain',
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  svg: 'image/svg+xml',
  exe: 'application/x-msdownload',
};
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-zip-compressed': 'application/zip',
  'application/x-gzip': 'application/gzip',
  'text/x-csv': 'text/csv',
  'application/csv': 'text/csv',
};

const isText = (type: string) => (TEXT_TYPES as readonly string[]).includes(type);

/** The types a client claims (lower case, aliases resolved); `application/octet-stream` claims nothing. */
export function claimedTypes(claim: Claim): string[] {
  const out = new Set<string>();
  const declared = claim.declaredType?.split(';')[0]?.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream') out.add(ALIASES[declared] ?? declared);
  const ext = claim.fileName?.toLowerCase().match(/\.([a-z0-9]{1,8})$/)?.[1];
  // An extension this table does not know claims nothing.
  const byName = ext ? BY_EXTENSION[ext] : undefined;
  if (byName) out.add(byName);
  return [...out];
}

/** Readable UTF-8 text with no NUL byte and no markup a browser would run. */
function looksLikePlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  const head = data.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return !/^(<!doctype|<html|<head|<body|<script|<svg|<\?xml)/.test(head);
}

/**
 * The content type of `data` as its bytes show it, checked against the purpose and the client's
 * claim: a type the purpose does not take is FILE_TYPE_NOT_ALLOWED; content that is not what its
 * name or declared type says (a program renamed .png, HTML sent as image/png) is
 * FILE_CONTENT_MISMATCH.
 */
export async function detectType(data: Buffer, policy: PurposePolicy, claim: Claim): Promise<string> {
  if (data.length === 0) throw new AppError('FILE_EMPTY');
  const sniffed = (await fileTypeFromBuffer(data))?.mime;
  const claims = claimedTypes(claim);
  const claimsAccepted = claims.some((c) => policy.accept.includes(c));
  let detected: string | null = sniffed ?? null;
  if (!detected && looksLikePlainText(data)) {
    // Text has no signature: it is what it claims among the text types, else plain text.
    detected = claims.find(isText) ?? 'text/plain';
    if (detected === 'application/json' && !isJson(data)) detected = 'text/plain';
  }
  if (!detected || !policy.accept.includes(detected)) {
    throw new AppError(claimsAccepted ? 'FILE_CONTENT_MISMATCH' : 'FILE_TYPE_NOT_ALLOWED');
  }
  const agrees = (c: string) => c === detected || (isText(c) && isText(detected));
  if (!claims.every(agrees)) throw new AppError('FILE_CONTENT_MISMATCH');
  return detected;
}

function isJson(data: Buffer): boolean {
  try {
    JSON.parse(data.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}
