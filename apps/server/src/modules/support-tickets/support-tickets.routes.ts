import {
  CannedAnswerSchema,
  CannedBodySchema,
  CannedListReplySchema,
  DeskAssigneeBodySchema,
  DeskListReplySchema,
  DeskQuerySchema,
  DeskReplyBodySchema,
  DeskTicketSchema,
  NewTicketBodySchema,
  SUPPORT_TICKET_PATHS as P,
  SupportIdParamsSchema,
  SupportPageQuerySchema,
  TicketListReplySchema,
  TicketReferencesReplySchema,
  TicketReplyBodySchema,
  TicketSchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireUser } from '../../platform/auth.ts';
import type { CannedService } from './canned.service.ts';
import type { TicketsService } from './support-tickets.service.ts';

const minute = 60_000;
const user = (request: FastifyRequest) => requireUser(request).userId;
const staff = (request: FastifyRequest) => requirePermission(request, ['admin', 'moderator']).userId;
const writes = { rateLimit: { max: 60, timeWindow: minute } };

/** The user's tickets and the staff desk (admins and moderators). */
export function ticketsRoutes(deps: { tickets: TicketsService; canned: CannedService }): FastifyPluginAsyncZod {
  const { tickets, canned } = deps;
  return async (app) => {
    // ── The user's side ───────────────────────────────────────────────────────
    app.get(
      P.tickets,
      { schema: { querystring: SupportPageQuerySchema, response: { 200: TicketListReplySchema } } },
      async (request) => tickets.userTickets(user(request), request.query.page),
    );

    app.post(
      P.tickets,
      { config: writes, schema: { body: NewTicketBodySchema, response: { 200: TicketSchema } } },
      async (request) => tickets.create(user(request), request.body),
    );

    app.get(P.references, { schema: { response: { 200: TicketReferencesReplySchema } } }, async (request) =>
      tickets.references(user(request)),
    );

    app.get(P.ticket, { schema: { params: SupportIdParamsSchema, response: { 200: TicketSchema } } }, async (request) =>
      tickets.userTicket(user(request), request.params.id),
    );

    app.post(
      P.messages,
      {
        config: writes,
        schema: { params: SupportIdParamsSchema, body: TicketReplyBodySchema, response: { 200: TicketSchema } },
      },
      async (request) => tickets.userReply(user(request), request.params.id, request.body),
    );

    app.post(
      P.close,
      { config: writes, schema: { params: SupportIdParamsSchema, response: { 200: TicketSchema } } },
      async (request) => tickets.userClose(user(request), request.params.id),
    );

    // ── The staff desk ────────────────────────────────────────────────────────
    app.get(
      P.desk,
      { schema: { querystring: DeskQuerySchema, response: { 200: DeskListReplySchema } } },
      async (request) => tickets.desk(staff(request), request.query),
    );

    app.get(
      P.deskTicket,
      { schema: { params: SupportIdParamsSchema, response: { 200: DeskTicketSchema } } },
      async (request) => {
        staff(request);
        return tickets.deskTicket(request.params.id);
      },
    );

    app.post(
      P.deskMessages,
      {
        config: writes,
        schema: { params: SupportIdParamsSchema, body: DeskReplyBodySchema, response: { 200: DeskTicketSchema } },
      },
      async (request) => tickets.deskReply(staff(request), request.params.id, request.body),
    );

    app.put(
      P.deskAssignee,
      {
        config: writes,
        schema: { params: SupportIdParamsSchema, body: DeskAssigneeBodySchema, response: { 200: DeskTicketSchema } },
      },
      async (request) => tickets.assign(staff(request), request.params.id, request.body.assigneeId),
    );

    app.post(
      P.deskClose,
      { config: writes, schema: { params: SupportIdParamsSchema, response: { 200: DeskTicketSchema } } },
      async (request) => tickets.deskClose(staff(request), request.params.id),
    );

    app.get(P.canned, { schema: { response: { 200: CannedListReplySchema } } }, async (request) => {
      staff(request);
      return { records: await canned.list() };
    });

    app.post(
      P.canned,
      { config: writes, schema: { body: CannedBodySchema, response: { 200: CannedAnswerSchema } } },
      async (request) => canned.create(staff(request), request.body),
    );

    app.put(
      P.cannedOne,
      {
        config: writes,
        schema: { params: SupportIdParamsSchema, body: CannedBodySchema, response: { 200: CannedAnswerSchema } },
      },
      async (request) => canned.update(staff(request), request.params.id, request.body),
    );

    app.delete(P.cannedOne, { config: writes, schema: { params: SupportIdParamsSchema } }, async (request, reply) => {
      staff(request);
      await canned.remove(request.params.id);
      return reply.code(204).send();
    });
  };
}
