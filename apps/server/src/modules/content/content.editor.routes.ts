import {
  ARTICLE_API_PATHS,
  ARTICLE_KINDS,
  ArticleAttachmentSchema,
  ArticleCreateBodySchema,
  ArticleIdParamsSchema,
  ArticleIndexReplySchema,
  ArticleListQuerySchema,
  ArticlePreviewBodySchema,
  ArticlePreviewReplySchema,
  ArticleSlugParamsSchema,
  ArticleUpdateBodySchema,
  EditorArticleListReplySchema,
  EditorArticleSchema,
  FILE_SIZE_LIMITS,
  CONTENT_PATHS as P,
} from '@crowdsolve/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { ContentEditor } from './content.editor.ts';
import type { ContentService } from './content.service.ts';

const minute = 60_000;
/** Room for the multipart framing around the image. */
const FRAMING_BYTES = 64 * 1024;
const IMAGE_BYTES = FILE_SIZE_LIMITS['article-image'];
/** Three languages of the longest body, in JSON. */
const ARTICLE_BYTES = 4 * 1024 * 1024;

/** The signed-in admin's or moderator's id, else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
const editor = (request: FastifyRequest) => requirePermission(request, ['admin', 'moderator']).userId;

/** @fastify/multipart's failures as the storage's codes. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') return new AppError('FILE_TOO_LARGE');
  if (typeof code === 'string' && code.startsWith('FST_')) return new AppError('ERROR_BAD_REQUEST');
  return err;
}

/** Reads the upload: one image part and an optional `articleId` field (before or after it). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('FILE_EMPTY');
  let file: { data: Buffer; declaredType: string; fileName: string } | null = null;
  let articleId: number | null = null;
  const parts = request.parts({ limits: { fileSize: IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      file = { data: await part.toBuffer(), declaredType: part.mimetype, fileName: part.filename };
    } else if (part.fieldname === 'articleId' && String(part.value).trim() !== '') {
      const id = Number(part.value);
      if (!Number.isSafeInteger(id) || id <= 0) {
        throw new AppError('ERROR_VALIDATION', 'The request has invalid fields.', {
          fields: [{ field: 'body.articleId', message: 'invalid' }],
        });
      }
      articleId = id;
    }
  }
  if (!file) throw new AppError('FILE_EMPTY');
  return { file, articleId };
}

/** The editor's calls (admins and moderators; writes need the CSRF header like every web API write). */
export function contentEditorRoutes(deps: { content: ContentService; editing: ContentEditor }): FastifyPluginAsyncZod {
  const { content, editing } = deps;
  return async (app) => {
    // Scoped to this plugin: multipart bodies reach only the upload route.
    await app.register(multipart, { throwFileSizeLimit: true });

    for (const kind of ARTICLE_KINDS) {
      const base = ARTICLE_API_PATHS[kind].editor;
      app.get(`${base}/index`, { schema: { response: { 200: ArticleIndexReplySchema } } }, async (request) => {
        editor(request);
        return content.index(kind, true);
      });
      app.get(
        base,
        { schema: { querystring: ArticleListQuerySchema, response: { 200: EditorArticleListReplySchema } } },
        async (request) => {
          editor(request);
          return content.editorList(kind, request.query);
        },
      );
      app.get(
        `${base}/by-slug/:slug`,
        { schema: { params: ArticleSlugParamsSchema, response: { 200: EditorArticleSchema } } },
        async (request) => {
          editor(request);
          return content.editorBySlug(kind, request.params.slug);
        },
      );
    }

    app.post(
      P.create,
      {
        bodyLimit: ARTICLE_BYTES,
        config: { rateLimit: { max: 60, timeWindow: minute } },
        schema: { body: ArticleCreateBodySchema, response: { 201: EditorArticleSchema } },
      },
      async (request, reply) => reply.code(201).send(await editing.create(editor(request), request.body)),
    );

    app.put(
      P.attachments,
      {
        bodyLimit: IMAGE_BYTES + FRAMING_BYTES,
        config: { rateLimit: { max: 120, timeWindow: minute } },
        schema: { response: { 201: ArticleAttachmentSchema } },
      },
      async (request, reply) => {
        const userId = editor(request);
        if (Number(request.headers['content-length']) > IMAGE_BYTES + FRAMING_BYTES)
          throw new AppError('FILE_TOO_LARGE');
        const { file, articleId } = await readUpload(request).catch((err) => Promise.reject(uploadError(err)));
        return reply.code(201).send(await editing.upload(userId, articleId, file));
      },
    );

    app.delete(P.attachment, { schema: { params: ArticleIdParamsSchema } }, async (request, reply) => {
      editor(request);
      await editing.removeAttachment(request.params.id);
      return reply.code(204).send();
    });

    app.post(
      P.preview,
      {
        bodyLimit: ARTICLE_BYTES,
        config: { rateLimit: { max: 600, timeWindow: minute } },
        schema: { body: ArticlePreviewBodySchema, response: { 200: ArticlePreviewReplySchema } },
      },
      async (request) => {
        editor(request);
        return editing.preview(request.body.body, request.body.currency);
      },
    );

    app.put(
      P.article,
      {
        bodyLimit: ARTICLE_BYTES,
        config: { rateLimit: { max: 600, timeWindow: minute } },
        schema: {
          params: ArticleIdParamsSchema,
          body: ArticleUpdateBodySchema,
          response: { 200: EditorArticleSchema },
        },
      },
      async (request) => editing.update(editor(request), request.params.id, request.body),
    );

    app.delete(P.article, { schema: { params: ArticleIdParamsSchema } }, async (request, reply) => {
      editor(request);
      await editing.remove(request.params.id);
      return reply.code(204).send();
    });
  };
}
