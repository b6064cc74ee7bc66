import {
  type FeedbackBody,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackListReply,
  FEEDBACK_PATHS as P,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

export interface FeedbackFilter {
  kind?: FeedbackKind;
  state: 'open' | 'handled' | 'all';
  page: number;
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (f: FeedbackFilter) => ['feedback', f.kind ?? 'all', f.state, f.page] as const,
};

/** Staff: `GET /api/v2/staff/feedback`. */
export function feedbackListQuery(api: RequestContext, f: FeedbackFilter) {
  return queryOptions({
    queryKey: feedbackKeys.list(f),
    queryFn: () => request<FeedbackListReply>(api, P.staffList, { query: { ...f } }),
  });
}

const at = (path: string, id: number) => path.replace(':id', String(id));

export const feedbackApi = {
  token: (api: RequestContext) => request<{ token: string }>(api, P.token).then((r) => r.token),
  send: (api: RequestContext, body: FeedbackBody) => request<{ ok: true }>(api, P.send, { method: 'POST', body }),
  setHandled: (api: RequestContext, id: number, handled: boolean) =>
    request<FeedbackItem>(api, at(P.staffHandled, id), { method: 'PUT', body: { handled } }),
  reply: (api: RequestContext, id: number, text: string) =>
    request<FeedbackItem>(api, at(P.staffReply, id), { method: 'POST', body: { text } }),
};
