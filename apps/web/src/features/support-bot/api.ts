import {
  type BotAskReply,
  type BotMark,
  type BotMessage,
  type BotThread,
  type BotThreadFilter,
  type BotThreadListReply,
  type Language,
  SUPPORT_BOT_PATHS as P,
} from '@crowdsolve/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

export const botKeys = {
  all: ['support-bot'] as const,
  list: (filter: BotThreadFilter, page: number) => ['support-bot', 'threads', filter, page] as const,
  staffThread: (id: string) => ['support-bot', 'staff-thread', id] as const,
};

const at = (path: string, id: string | number) => path.replace(':id', String(id));

/** Staff: `GET /api/v1/staff/support-bot/threads`. */
export function botThreadsQuery(api: RequestContext, filter: BotThreadFilter, page: number) {
  return queryOptions({
    queryKey: botKeys.list(filter, page),
    queryFn: () => request<BotThreadListReply>(api, P.staffThreads, { query: { filter, page } }),
    placeholderData: keepPreviousData,
  });
}

/** Staff: one thread with the marks. */
export function botStaffThreadQuery(api: RequestContext, id: string) {
  return queryOptions({
    queryKey: botKeys.staffThread(id),
    queryFn: () => request<BotThread>(api, at(P.staffThread, id)),
  });
}

export const botApi = {
  ask: (api: RequestContext, body: { question: string; language: Language; threadId?: string; hostname?: string }) =>
    request<BotAskReply>(api, P.ask, { method: 'POST', body }),
  thread: (api: RequestContext, id: string) => request<BotThread>(api, at(P.thread, id)),
  helpful: (api: RequestContext, messageId: number, threadId: string, helpful: boolean) =>
    request<BotMessage>(api, at(P.helpful, messageId), { method: 'PUT', body: { threadId, helpful } }),
  mark: (api: RequestContext, messageId: number, mark: BotMark | null) =>
    request<BotMessage>(api, at(P.staffMark, messageId), { method: 'PUT', body: { mark } }),
};

/** Where the page keeps the visitor's thread between visits of the tab. */
export const THREAD_STORAGE_KEY = 'crowdsolve.supportBot.thread';

export function storedThreadId(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(THREAD_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeThreadId(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(THREAD_STORAGE_KEY, id);
    else window.sessionStorage.removeItem(THREAD_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the thread lasts as long as the page.
  }
}
