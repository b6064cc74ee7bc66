import {
  FaqEditorEntrySchema,
  FaqEditorListQuerySchema,
  FaqEditorListReplySchema,
  FaqEntryBodySchema,
  FaqIdParamsSchema,
  FaqItemQuerySchema,
  FaqItemReplySchema,
  FaqListQuerySchema,
  FaqListReplySchema,
  FaqOrderBodySchema,
  FaqPublishBodySchema,
  FAQ_PATHS as P,
  SupportSearchQuerySchema,
  SupportSearchReplySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import type { FaqEditor } from './faq.editor.ts';
import type { FaqService } from './faq.service.ts';

const minute = 60_000;

/** The signed-in admin's or moderator's id, else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
const staff = (request: FastifyRequest) => requirePermission(request, ['admin', 'moderator']).userId;

/** The public FAQ and support search, and staff's editing of the FAQ. */
export function faqRoutes(deps: { faq: FaqService; editing: FaqEditor }): FastifyPluginAsyncZod {
  const { faq, editing } = deps;
  return async (app) => {
    app.get(
      P.list,
      { schema: { querystring: FaqListQuerySchema, response: { 200: FaqListReplySchema } } },
      async (request) => faq.list(request.query.audience, request.query.language),
    );

    app.get(
      P.item,
      {
        schema: { params: FaqIdParamsSchema, querystring: FaqItemQuerySchema, response: { 200: FaqItemReplySchema } },
      },
      async (request) => faq.item(request.params.id, request.query.language),
    );

    app.get(
      P.search,
      {
        config: { rateLimit: { max: 120, timeWindow: minute } },
        schema: { querystring: SupportSearchQuerySchema, response: { 200: SupportSearchReplySchema } },
      },
      async (request) => faq.search({ ...request.query, hostname: request.query.hostname || request.host }),
    );

    app.get(
      P.editorList,
      { schema: { querystring: FaqEditorListQuerySchema, response: { 200: FaqEditorListReplySchema } } },
      async (request) => {
        staff(request);
        return editing.list(request.query.audience);
      },
    );

    app.post(
      P.editorList,
      { schema: { body: FaqEntryBodySchema, response: { 201: FaqEditorEntrySchema } } },
      async (request, reply) => {
        const entry = await editing.create(staff(request), request.body);
        return reply.code(201).send(entry);
      },
    );

    // Fixed paths rank above /:id in Fastify's router, whatever the order here.
    app.put(
      P.editorOrder,
      { schema: { body: FaqOrderBodySchema, response: { 200: FaqEditorListReplySchema } } },
      async (request) => editing.reorder(staff(request), request.body.audience, request.body.ids),
    );

    app.get(
      P.editorItem,
      { schema: { params: FaqIdParamsSchema, response: { 200: FaqEditorEntrySchema } } },
      async (request) => {
        staff(request);
        return editing.view(request.params.id);
      },
    );

    app.put(
      P.editorItem,
      { schema: { params: FaqIdParamsSchema, body: FaqEntryBodySchema, response: { 200: FaqEditorEntrySchema } } },
      async (request) => editing.update(staff(request), request.params.id, request.body),
    );

    app.put(
      P.editorPublished,
      { schema: { params: FaqIdParamsSchema, body: FaqPublishBodySchema, response: { 200: FaqEditorEntrySchema } } },
      async (request) => editing.setPublished(staff(request), request.params.id, request.body.published),
    );

    app.delete(P.editorItem, { schema: { params: FaqIdParamsSchema } }, async (request, reply) => {
      await editing.remove(staff(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
