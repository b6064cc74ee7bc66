import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Preferred first: brotli, then gzip. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

const BROTLI_OPTIONS: zlib.BrotliOptions = {
  // Quality 4 of 11: close to gzip's speed, smaller output; the highest levels are for build time.
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Answers compressed on the fly: pages (HTML), `sitemap.xml`, and the JSON of the web API under
 * `/api/`. The solver API (`/in.php`, `/res.php`, `/createTask`, …) is never touched: its answers
 * are small and its clients get them byte for byte as before. Hashed assets are not compressed
 * here either: they are served from the twins the build wrote (`.br`, `.gz`).
 */
function isCompressible(url: string, contentType: string): boolean {
  if (/^(text\/html|application\/xml|text\/xml)\b/.test(contentType)) return true;
  return /^application\/json\b/.test(contentType) && /^\/api\//.test(url);
}

function addVary(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value.split(',').some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase()))) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/** The encoding to answer with, or null to answer as is (no header, identity only, nothing we speak). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase(), ENCODINGS);
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!isCompressible(request.url, contentType)) return payload;
  // The answer depends on Accept-Encoding whether or not this one is compressed.
  addVary(reply);
  const status = reply.statusCode;
  if (status === 204 || status === 206 || status === 304 || reply.getHeader('content-encoding') !== undefined) {
    return payload;
  }
  if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = encoding === 'br' ? zlib.brotliCompressSync(payload, BROTLI_OPTIONS) : zlib.gzipSync(payload);
  reply.header('content-encoding', encoding);
  reply.header('content-length', compressed.length);
  return compressed;
}

/** Registers on-the-fly compression for every route and the pages (call before the routes). */
export function registerCompression(app: FastifyInstance) {
  // A callback hook: the solver API passes through it on every call, so no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      done(null, compressed(request, reply, payload));
    } catch (err) {
      done(err as Error);
    }
  });
}
