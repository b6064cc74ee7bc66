/**
 * Captcha images (and audio): base64 decoding, type sniffed from the content's magic bytes,
 * dimensions read from the headers, and the protocol's limits (reference §1.3, §1.4, §1.6).
 */
import type { AudioData, ImageData, ImageMime } from './kinds.ts';
import { SpecProblem } from './problems.ts';

export const IMAGE_LIMITS = {
  /** Smaller images get ERROR_ZERO_CAPTCHA_FILESIZE. */
  minBytes: 100,
  /** Larger images get ERROR_TOO_BIG_CAPTCHA_FILESIZE. */
  maxBytes: 600 * 1024,
  /** Normal (text) images: longest side, else ERROR_TOO_BIG_CAPTCHA_FILESIZE. */
  normalMaxSide: 1000,
  /** Other image kinds: a sanity bound against decompression bombs. */
  maxSide: 8000,
  instructions: { maxBytes: 100 * 1024, maxWidth: 400, maxHeight: 150 },
  audioMaxBytes: 1024 * 1024,
} as const;

/** File name extensions v1 accepts for uploaded files (ERROR_WRONG_FILE_EXTENSION otherwise). */
export const V1_FILE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'gif', 'png'];

export interface SniffedImage {
  mime: ImageMime;
  width: number;
  height: number;
}

/**
 * Decodes base64 as clients send it: an optional `data:…;base64,` prefix, line breaks, `+`
 * turned into spaces by careless URL encoding, URL-safe `-_`, missing padding. Null when malformed.
 */
export function decodeBase64(text: string): Buffer | null {
  // Spaces are not trimmed: a leading or trailing one is a `+` lost to form encoding.
  let body = text.replace(/[\r\n\t]/g, '');
  const dataUri = /^data:[\w.+/-]*(?:;[\w=.-]+)*;base64,/i.exec(body);
  if (dataUri) body = body.slice(dataUri[0].length);
  body = body.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return null;
  const unpadded = body.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  return Buffer.from(unpadded, 'base64');
}

/** The image type and pixel size from the first bytes, or null when not a supported image. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = sniffPng(b) ?? sniffJpeg(b) ?? sniffGif(b) ?? sniffWebp(b) ?? sniffBmp(b);
  if (!found || found.width < 1 || found.height < 1) return null;
  return found;
}

function sniffPng(b: Buffer): SniffedImage | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || !signature.every((v, i) => b[i] === v)) return null;
  if (b.toString('latin1', 12, 16) !== 'IHDR') return { mime: 'image/png', width: 0, height: 0 };
  return { mime: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function sniffJpeg(b: Buffer): SniffedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    let marker = b[at + 1] ?? 0;
    while (marker === 0xff && at + 2 < b.length) {
      at += 1; // fill bytes
      marker = b[at + 1] ?? 0;
    }
    at += 2;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda || at + 1 >= b.length) break; // end / scan without a frame
    const length = b.readUInt16BE(at);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 7 > b.length) break;
      return { mime: 'image/jpeg', height: b.readUInt16BE(at + 3), width: b.readUInt16BE(at + 5) };
    }
    if (length < 2) break;
    at += length;
  }
  return { mime: 'image/jpeg', width: 0, height: 0 };
}

function sniffGif(b: Buffer): SniffedImage | null {
  const head = b.toString('latin1', 0, 6);
  if (b.length < 10 || (head !== 'GIF87a' && head !== 'GIF89a')) return null;
  return { mime: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function sniffWebp(b: Buffer): SniffedImage | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  const at = (i: number) => b[i] ?? 0;
  if (chunk === 'VP8 ' && at(23) === 0x9d && at(24) === 0x01 && at(25) === 0x2a) {
    return { mime: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && at(20) === 0x2f) {
    const width = 1 + (at(21) | ((at(22) & 0x3f) << 8));
    const height = 1 + ((at(22) >> 6) | (at(23) << 2) | ((at(24) & 0x0f) << 10));
    return { mime: 'image/webp', width, height };
  }
  if (chunk === 'VP8X') {
    return { mime: 'image/webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  }
  return { mime: 'image/webp', width: 0, height: 0 };
}

function sniffBmp(b: Buffer): SniffedImage | null {
  if (b.length < 26 || b[0] !== 0x42 || b[1] !== 0x4d) return null;
  const headerSize = b.readUInt32LE(14);
  if (headerSize === 12) return { mime: 'image/bmp', width: b.readUInt16LE(18), height: b.readUInt16LE(20) };
  if (headerSize < 40) return null;
  return { mime: 'image/bmp', width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
}

export interface ImageCheck {
  /** Longest allowed side in pixels (defaults to IMAGE_LIMITS.maxSide). */
  maxSide?: number;
  /** Name of the uploaded file part, when there was one (v1 checks its extension). */
  filename?: string;
}

/** The checked image, or a SpecProblem thrown with the protocol's reason. */
export function checkImage(bytes: Buffer, check: ImageCheck = {}): ImageData {
  if (check.filename !== undefined) {
    const dot = check.filename.lastIndexOf('.');
    const extension = dot >= 0 ? check.filename.slice(dot + 1).toLowerCase() : '';
    if (extension && !V1_FILE_EXTENSIONS.includes(extension)) throw new SpecProblem('image_extension');
  }
  if (bytes.length < IMAGE_LIMITS.minBytes) throw new SpecProblem('image_empty');
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw new SpecProblem('image_too_big');
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new SpecProblem('image_type');
  const maxSide = check.maxSide ?? IMAGE_LIMITS.maxSide;
  if (sniffed.width > maxSide || sniffed.height > maxSide) throw new SpecProblem('image_too_big', 'dimensions');
  return { bytes, ...sniffed };
}

/** The instruction image (≤ 400×150 px, ≤ 100 kB); any fault is 'instructions_image'. */
export function checkInstructionsImage(bytes: Buffer | null): ImageData {
  const limits = IMAGE_LIMITS.instructions;
  if (!bytes || bytes.length === 0 || bytes.length > limits.maxBytes) throw new SpecProblem('instructions_image');
  const sniffed = sniffImage(bytes);
  if (!sniffed || sniffed.width > limits.maxWidth || sniffed.height > limits.maxHeight) {
    throw new SpecProblem('instructions_image');
  }
  return { bytes, ...sniffed };
}

/** MP3 by an ID3 tag or an MPEG audio frame header. */
export function isMp3(bytes: Uint8Array): boolean {
  if (bytes.length >= 3 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) return true;
  if (bytes.length < 2 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1] ?? 0;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  return (b1 & 0xe0) === 0xe0 && version !== 0x01 && layer !== 0x00;
}

export function checkAudio(bytes: Buffer | null): AudioData {
  if (!bytes || bytes.length < IMAGE_LIMITS.minBytes) throw new SpecProblem('image_empty');
  if (bytes.length > IMAGE_LIMITS.audioMaxBytes) throw new SpecProblem('image_too_big');
  if (!isMp3(bytes)) throw new SpecProblem('image_type');
  return { bytes, mime: 'audio/mpeg' };
}
