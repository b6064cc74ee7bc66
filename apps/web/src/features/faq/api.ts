import type {
  FaqAudience,
  FaqEditorEntry,
  FaqEditorListReply,
  FaqEntryBody,
  FaqItemReply,
  FaqListReply,
  Language,
  SupportSearchReply,
} from '@crowdsolve/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';
import { PATHS as FAQ_PATHS } from './constants.ts';

/** The public FAQ page of each audience, and the audience of each FAQ route. */
export const AUDIENCE_PATHS: Readonly<Record<FaqAudience, string>> = {
  worker: '/support/faq/worker',
  customer: '/support/faq/customer',
  developer: '/support/faq/developer',
  'worker-terms': '/support/faq/worker-terms',
};
export const AUDIENCE_ROUTES: Readonly<Record<string, FaqAudience>> = {
  supportFaqWorker: 'worker',
  supportFaqCustomer: 'customer',
  supportFaqDeveloper: 'developer',
  supportFaqWorkerTerms: 'worker-terms',
};
export const ROUTE_OF_AUDIENCE: Readonly<Record<FaqAudience, string>> = {
  worker: 'supportFaqWorker',
  customer: 'supportFaqCustomer',
  developer: 'supportFaqDeveloper',
  'worker-terms': 'supportFaqWorkerTerms',
};
export const entryPath = (id: number) => `/support/faq/${id}`;
/** The anchor of an entry on its audience's page. */
export const entryAnchor = (id: number) => `q-${id}`;
/** The id in `/support/faq/{id}`, or null for anything but a positive whole number. */
export function entryIdOf(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : null;
}

export const faqKeys = {
  all: ['faq'] as const,
  list: (audience: FaqAudience, language: Language) => ['faq', 'list', audience, language] as const,
  item: (id: number, language: Language) => ['faq', 'item', id, language] as const,
  search: (text: string, language: Language, hostname: string) => ['faq', 'search', text, language, hostname] as const,
  editor: ['faq', 'editor'] as const,
  editorList: (audience: FaqAudience) => ['faq', 'editor', audience] as const,
};

/** `GET /api/v1/support/faq?audience&language`: an audience's published entries in order. */
export function faqListQuery(api: RequestContext, audience: FaqAudience, language: Language) {
  return queryOptions({
    queryKey: faqKeys.list(audience, language),
    queryFn: () => request<FaqListReply>(api, FAQ_PATHS.list, { query: { audience, language } }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/v1/support/faq/{id}?language`: one entry with related ones (404 when unknown). */
export function faqItemQuery(api: RequestContext, id: number, language: Language) {
  return queryOptions({
    queryKey: faqKeys.item(id, language),
    queryFn: () => request<FaqItemReply>(api, FAQ_PATHS.item.replace(':id', String(id)), { query: { language } }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/v1/support/search?text&language&hostname`: FAQ, tutorials and API docs. */
export function supportSearchQuery(api: RequestContext, text: string, language: Language, hostname: string) {
  return queryOptions({
    queryKey: faqKeys.search(text, language, hostname),
    queryFn: () => request<SupportSearchReply>(api, FAQ_PATHS.search, { query: { text, language, hostname } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled: text.length > 0,
  });
}

/** Staff: an audience's entries, drafts included, with their history. */
export function faqEditorListQuery(api: RequestContext, audience: FaqAudience) {
  return queryOptions({
    queryKey: faqKeys.editorList(audience),
    queryFn: () => request<FaqEditorListReply>(api, FAQ_PATHS.editorList, { query: { audience } }),
    staleTime: 10_000,
  });
}

const editorItem = (id: number) => FAQ_PATHS.editorItem.replace(':id', String(id));

/** Staff's writes (each answers with the entry, or the audience's list after a reorder). */
export const faqEditorCalls = {
  create: (api: RequestContext, body: FaqEntryBody) =>
    request<FaqEditorEntry>(api, FAQ_PATHS.editorList, { method: 'POST', body }),
  update: (api: RequestContext, id: number, body: FaqEntryBody) =>
    request<FaqEditorEntry>(api, editorItem(id), { method: 'PUT', body }),
  publish: (api: RequestContext, id: number, published: boolean) =>
    request<FaqEditorEntry>(api, FAQ_PATHS.editorPublished.replace(':id', String(id)), {
      method: 'PUT',
      body: { published },
    }),
  reorder: (api: RequestContext, audience: FaqAudience, ids: number[]) =>
    request<FaqEditorListReply>(api, FAQ_PATHS.editorOrder, { method: 'PUT', body: { audience, ids } }),
  remove: (api: RequestContext, id: number) => request<void>(api, editorItem(id), { method: 'DELETE' }),
};
