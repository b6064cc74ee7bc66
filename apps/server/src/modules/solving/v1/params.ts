/**
 * API v1 parameters: the query string and the body merged (the body wins, as PHP's $_REQUEST),
 * whatever the body is: x-www-form-urlencoded, multipart/form-data (with file parts), JSON
 * (whatever its content-type says, `text/plain` included) or nothing (reference §1.1).
 */
import type { FastifyRequest } from 'fastify';
import { IMAGE_LIMITS, type V1File } from '../task-types/index.ts';

export const V1_LIMITS = {
  /** Form, JSON and other non-multipart bodies: a 1 MB mp3 in base64 (audio) must fit. */
  bodyBytes: 2 * 1024 * 1024,
  /** A whole multipart body: `file`, `file_1`…`file_9` and `imginstructions` at their limit fit. */
  multipartBytes: 8 * 1024 * 1024,
  /** One file part (the image limit; a larger image is refused anyway). */
  fileBytes: IMAGE_LIMITS.maxBytes,
  files: 11,
  fields: 200,
  /** One text field of a multipart body (base64 images and audio travel in `body`). */
  fieldBytes: 2 * 1024 * 1024,
  fieldNameBytes: 200,
} as const;

/** The codes a malformed or oversized request body gets. */
export type V1InputCode = 'ERROR_UPLOAD' | 'ERROR_BAD_PARAMETERS' | 'ERROR_TOO_BIG_CAPTCHA_FILESIZE';

export class V1InputError extends Error {
  override name = 'V1InputError';
  readonly code: V1InputCode;

  constructor(code: V1InputCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface V1Input {
  /** Query and body merged; values are strings, or any JSON value from a JSON body. */
  params: Record<string, unknown>;
  /** Multipart file parts by field name. */
  files: Record<string, V1File>;
}

const MAX_PINGBACK_CHARS = 2048;

/** A scalar parameter's digits (strings and JSON numbers). */
function digits(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
  return s !== undefined && /^\d{1,10}$/.test(s) ? s : undefined;
}

/** `soft_id`: a positive 32-bit integer, else none. */
export function softIdOf(value: unknown): number | null {
  const s = digits(value);
  if (s === undefined) return null;
  const id = Number(s);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `pingback` / `callbackUrl`: null when absent, false when it is not a usable http(s) URL. */
export function callbackUrlOf(value: unknown): string | null | false {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return false;
  const url = value.trim();
  if (url === '') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (url.length > MAX_PINGBACK_CHARS || /[\s\u0000-\u001f\u007f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' ? url : false;
  } catch {
    return false;
  }
}

/** Sets a key, never the prototype (`__proto__` is dropped). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') return;
  target[key] = value;
}

/** Form-encoded text as flat parameters; a repeated name keeps its last value (as PHP does). */
export function formParams(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) put(out, key, value);
  return out;
}

/** The query string of a request URL. */
export function queryParams(url: string): Record<string, string> {
  const at = url.indexOf('?');
  return at < 0 ? {} : formParams(url.slice(at + 1));
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const BINARY_TYPES = /^(image|audio|video)\/|^application\/(octet-stream|zip|gzip|pdf)$/;

/**
 * A non-multipart body as parameters. A body that looks like a JSON object is read as JSON
 * whatever its content-type; a body declared JSON must be a JSON object; anything else is read
 * as a form. Raw binary bodies are refused (ERROR_UPLOAD): images travel as file parts or base64.
 */
export function decodeBody(body: Buffer, contentType: string | undefined): Record<string, unknown> {
  let text = body.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const type = mediaType(contentType);
  const saysJson = type === 'application/json' || type === 'text/json' || type.endsWith('+json');
  if (trimmed.startsWith('{') || saysJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new V1InputError('ERROR_BAD_PARAMETERS', 'malformed JSON body');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new V1InputError('ERROR_BAD_PARAMETERS', 'the JSON body is not an object');
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parsed)) put(out, key, value);
    return out;
  }
  if (BINARY_TYPES.test(type) || body.includes(0)) {
    throw new V1InputError('ERROR_UPLOAD', `unreadable ${type || 'binary'} body`);
  }
  return formParams(text);
}

/** Names whose values are images or audio: a truncated one is "too big", not "bad parameters". */
const BYTES_FIELDS = /^(body|image|imginstructions|file(_\d+)?)$/;

/** @fastify/multipart and busboy failures as v1 codes. */
export function uploadErrorCode(err: unknown): V1InputCode {
  if (err instanceof V1InputError) return err.code;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'ERROR_TOO_BIG_CAPTCHA_FILESIZE';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return 'ERROR_BAD_PARAMETERS';
    default:
      // FST_FILES_LIMIT, FST_PARTS_LIMIT, malformed multipart (busboy), premature close.
      return 'ERROR_UPLOAD';
  }
}

/** The fields and file parts of a multipart body, within V1_LIMITS. */
async function readMultipart(request: FastifyRequest): Promise<V1Input> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > V1_LIMITS.multipartBytes) {
    throw new V1InputError('ERROR_TOO_BIG_CAPTCHA_FILESIZE', 'multipart body over the limit');
  }
  const params: Record<string, unknown> = {};
  const files: Record<string, V1File> = {};
  // A chunked body announces no length: count it, and stop reading once it is over the limit.
  let received = 0;
  let overflow: (err: V1InputError) => void = () => {};
  const overLimit = new Promise<never>((_resolve, reject) => {
    overflow = reject;
  });
  overLimit.catch(() => {});
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > V1_LIMITS.multipartBytes) {
      request.raw.off('data', onData);
      request.raw.unpipe();
      overflow(new V1InputError('ERROR_TOO_BIG_CAPTCHA_FILESIZE', 'multipart body over the limit'));
    }
  };
  request.raw.on('data', onData);
  try {
    const parts = request
      .parts({
        limits: {
          fileSize: V1_LIMITS.fileBytes,
          files: V1_LIMITS.files,
          fields: V1_LIMITS.fields,
          fieldSize: V1_LIMITS.fieldBytes,
          fieldNameSize: V1_LIMITS.fieldNameBytes,
          parts: V1_LIMITS.files + V1_LIMITS.fields,
        },
      })
      [Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([parts.next(), overLimit]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        const bytes = await Promise.race([part.toBuffer(), overLimit]);
        const file: V1File = part.filename ? { bytes, filename: part.filename } : { bytes };
        if (part.fieldname !== '__proto__') files[part.fieldname] = file;
      } else {
        if (part.valueTruncated) {
          throw new V1InputError(
            BYTES_FIELDS.test(part.fieldname) ? 'ERROR_TOO_BIG_CAPTCHA_FILESIZE' : 'ERROR_BAD_PARAMETERS',
            `field ${part.fieldname} over the limit`,
          );
        }
        put(params, part.fieldname, part.value);
      }
    }
  } catch (err) {
    if (err instanceof V1InputError) throw err;
    throw new V1InputError(uploadErrorCode(err), `multipart: ${(err as Error)?.message ?? String(err)}`);
  } finally {
    request.raw.off('data', onData);
  }
  return { params, files };
}

/** Query + body parameters and file parts; throws V1InputError for a body that cannot be read. */
export async function readV1Input(request: FastifyRequest): Promise<V1Input> {
  const query = queryParams(request.url);
  if (request.isMultipart()) {
    const body = await readMultipart(request);
    return { params: { ...query, ...body.params }, files: body.files };
  }
  const body = request.body;
  const fromBody = typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? body : {};
  return { params: { ...query, ...fromBody }, files: {} };
}
