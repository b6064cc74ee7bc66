import {
  type CannedAnswer,
  type CannedBody,
  type CannedListReply,
  type DeskListReply,
  type DeskQuery,
  type DeskReplyBody,
  type DeskTicket,
  type NewTicketBody,
  SUPPORT_TICKET_PATHS as P,
  supportPath,
  type Ticket,
  type TicketListReply,
  type TicketReferencesReply,
  type TicketReplyBody,
} from '@crowdsolve/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';
import { sendFile } from '../../lib/upload.ts';

/** The support tickets' calls: the user's side and the staff desk. */

export const ticketKeys = {
  all: ['support-tickets'] as const,
  mine: (page: number) => ['support-tickets', 'mine', page] as const,
  one: (id: number) => ['support-tickets', 'one', id] as const,
  references: ['support-tickets', 'references'] as const,
  desk: (query: Partial<DeskQuery>) => ['support-tickets', 'desk', query] as const,
  deskOne: (id: number) => ['support-tickets', 'desk-one', id] as const,
  canned: ['support-tickets', 'canned'] as const,
};

export function myTicketsQuery(api: RequestContext, page: number) {
  return queryOptions({
    queryKey: ticketKeys.mine(page),
    queryFn: () => request<TicketListReply>(api, P.tickets, { query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function ticketQuery(api: RequestContext, id: number) {
  return queryOptions({
    queryKey: ticketKeys.one(id),
    queryFn: () => request<Ticket>(api, supportPath(P.ticket, id)),
    staleTime: 0,
  });
}

export function referencesQuery(api: RequestContext) {
  return queryOptions({
    queryKey: ticketKeys.references,
    queryFn: () => request<TicketReferencesReply>(api, P.references),
  });
}

export function deskQuery(api: RequestContext, query: Partial<DeskQuery>) {
  return queryOptions({
    queryKey: ticketKeys.desk(query),
    queryFn: () => request<DeskListReply>(api, P.desk, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function deskTicketQuery(api: RequestContext, id: number) {
  return queryOptions({
    queryKey: ticketKeys.deskOne(id),
    queryFn: () => request<DeskTicket>(api, supportPath(P.deskTicket, id)),
    staleTime: 0,
  });
}

export function cannedQuery(api: RequestContext) {
  return queryOptions({
    queryKey: ticketKeys.canned,
    queryFn: () => request<CannedListReply>(api, P.canned),
  });
}

export const ticketsApi = {
  create: (api: RequestContext, body: NewTicketBody) => request<Ticket>(api, P.tickets, { method: 'POST', body }),
  reply: (api: RequestContext, id: number, body: TicketReplyBody) =>
    request<Ticket>(api, supportPath(P.messages, id), { method: 'POST', body }),
  close: (api: RequestContext, id: number) => request<Ticket>(api, supportPath(P.close, id), { method: 'POST' }),
  deskReply: (api: RequestContext, id: number, body: DeskReplyBody) =>
    request<DeskTicket>(api, supportPath(P.deskMessages, id), { method: 'POST', body }),
  assign: (api: RequestContext, id: number, assigneeId: number | null) =>
    request<DeskTicket>(api, supportPath(P.deskAssignee, id), { method: 'PUT', body: { assigneeId } }),
  deskClose: (api: RequestContext, id: number) =>
    request<DeskTicket>(api, supportPath(P.deskClose, id), { method: 'POST' }),
  addCanned: (api: RequestContext, body: CannedBody) => request<CannedAnswer>(api, P.canned, { method: 'POST', body }),
  removeCanned: (api: RequestContext, id: number) =>
    request<unknown>(api, supportPath(P.cannedOne, id), { method: 'DELETE' }),
};

/** What the storage answers for an uploaded attachment. */
export interface UploadedAttachment {
  id: string;
  url: string;
  contentType: string;
  byteSize: number;
}

/** Sends one attachment (`POST /api/v2/files?purpose=ticket-attachment`) with its progress. */
export function uploadAttachment(options: {
  file: Blob;
  headers: Record<string, string>;
  onProgress?: (fraction: number) => void;
  xhr?: () => XMLHttpRequest;
}): Promise<UploadedAttachment> {
  return sendFile<UploadedAttachment>({ ...options, url: '/api/v2/files?purpose=ticket-attachment' });
}
