import {
  type AdminEmailActionReply,
  type AdminUser,
  type AdminUsersReply,
  IDENTITY_PATHS,
  type SendSystemMessageBody,
} from '@crowdsolve/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (q: string, page: number) => ['admin', 'users', q, page] as const,
};

export const adminMailKeys = {
  all: ['admin', 'mail'] as const,
  list: (to: string, page: number) => ['admin', 'mail', to, page] as const,
};

const userPath = (id: number) => `${IDENTITY_PATHS.adminUsers}/${id}`;

export const adminApi = {
  users: (ctx: RequestContext, q: string, page: number) =>
    request<AdminUsersReply>(ctx, IDENTITY_PATHS.adminUsers, { query: { q: q || undefined, page } }),
  ban: (ctx: RequestContext, id: number, reason: string) =>
    request<AdminUser>(ctx, `${userPath(id)}/ban`, { method: 'POST', body: { reason } }),
  unban: (ctx: RequestContext, id: number) => request<AdminUser>(ctx, `${userPath(id)}/unban`, { method: 'POST' }),
  resendConfirmation: (ctx: RequestContext, id: number) =>
    request<AdminEmailActionReply>(ctx, `${userPath(id)}/resend_confirmation`, { method: 'POST', timeoutMs: 60_000 }),
  confirmEmail: (ctx: RequestContext, id: number) =>
    request<AdminEmailActionReply>(ctx, `${userPath(id)}/confirm_email`, { method: 'POST' }),
  setPermissions: (ctx: RequestContext, id: number, body: AdminUser['permissions']) =>
    request<AdminUser>(ctx, `${userPath(id)}/permissions`, { method: 'PUT', body }),
  sendSystemMessage: (ctx: RequestContext, body: SendSystemMessageBody) =>
    request<{ id: number; recipients: number }>(ctx, IDENTITY_PATHS.adminSystemMessages, { method: 'POST', body }),
};

/** One page of the users list; the previous page stays on screen while the next loads. */
export function useAdminUsers(q: string, page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: adminKeys.userList(q, page),
    queryFn: () => adminApi.users(api, q, page),
    placeholderData: keepPreviousData,
  });
}
