import {
  type ErrorCode,
  FILE_SIZE_LIMITS,
  FileParamsSchema,
  FileVariantParamsSchema,
  LANGUAGES,
  type Language,
  STORAGE_PATHS as P,
  StoredFileReplySchema,
  UploadQuerySchema,
} from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { StorageService } from './storage.service.ts';

const minute = 60_000;
/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;
const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_SIZE_LIMITS));

/** The first of en, ru, zh the request's Accept-Language names; English otherwise. */
function languageOf(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '');
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if ((LANGUAGES as readonly string[]).includes(tag ?? '')) return tag as Language;
  }
  return 'en';
}

/** An error of this module with its message in the request's language. */
function translated(request: FastifyRequest, err: unknown): unknown {
  if (!(err instanceof AppError) || !err.code.startsWith('FILE_')) return err;
  const texts = resources[languageOf(request)].errors as Record<string, string>;
  const message = texts[err.code];
  return message ? new AppError(err.code as ErrorCode, message, { cause: err }) : err;
}

/** @fastify/multipart's failures as this module's codes. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  if (typeof code === 'string' && code.startsWith('FST_')) return new AppError('ERROR_BAD_REQUEST');
  return err;
}

/**
 * Uploads (session; the CSRF header like every web API write) and the files' bytes: public ones
 * cached for a year (a file's bytes never change under its id), private ones read by those
 * `canRead` lets in and never cached.
 */
export function storageRoutes(deps: { storage: StorageService }): FastifyPluginAsyncZod {
  const { storage } = deps;
  return async (app) => {
    // Scoped to this plugin: multipart bodies reach only the upload route.
    await app.register(multipart, { throwFileSizeLimit: true });

    app.post(
      P.upload,
      {
        bodyLimit: MAX_UPLOAD_BYTES + FRAMING_BYTES,
        config: { rateLimit: { max: 60, timeWindow: minute } },
        schema: { querystring: UploadQuerySchema, response: { 201: StoredFileReplySchema } },
      },
      async (request, reply) => {
        try {
          const principal = requireUser(request);
          const { purpose } = request.query;
          const maxBytes = FILE_SIZE_LIMITS[purpose];
          if (Number(request.headers['content-length']) > maxBytes + FRAMING_BYTES)
            throw new AppError('FILE_TOO_LARGE');
          if (!request.isMultipart()) throw new AppError('FILE_EMPTY');
          const part = await request
            .file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } })
            .catch((err) => Promise.reject(uploadError(err)));
          if (!part) throw new AppError('FILE_EMPTY');
          const data = await part.toBuffer().catch((err) => Promise.reject(uploadError(err)));
          const file = await storage.put(data, {
            purpose,
            ownerId: principal.userId,
            declaredType: part.mimetype,
            fileName: part.filename,
          });
          return reply.code(201).send(storage.describe(file));
        } catch (err) {
          throw translated(request, err);
        }
      },
    );

    app.get(
      P.file,
      { schema: { params: FileParamsSchema, response: { 200: StoredFileReplySchema } } },
      async (request) => {
        const file = await storage.get(request.params.id);
        if (!file || !(await storage.canRead(file, request.principal))) throw new AppError('ERROR_NOT_FOUND');
        return storage.describe(file);
      },
    );

    app.get(P.variant, { schema: { params: FileVariantParamsSchema } }, async (request, reply) => {
      const { id, variant } = request.params;
      const file = await storage.get(id);
      // Someone else's private file looks like no file at all.
      if (!file || !(await storage.canRead(file, request.principal))) throw new AppError('ERROR_NOT_FOUND');
      const found = await storage.read(id, variant);
      if (!found) throw new AppError('ERROR_NOT_FOUND');
      const image = found.variant.contentType.startsWith('image/');
      const etag = `"${file.sha256.slice(0, 32)}-${variant}"`;
      reply
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        );
      // A browser revalidating what it holds gets no bytes again.
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-type', found.variant.contentType).header('content-length', String(found.body.length));
      // Only images show in the page; anything else is a download, never rendered by the browser.
      if (!image) reply.header('content-disposition', `attachment; filename="${id}-${variant}"`);
      return reply.send(found.body);
    });
  };
}
