import {
  type Agreement,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type DeleteAccountBody,
  IDENTITY_PATHS,
  type NotificationPrefs,
  type Profile,
  type RecoveryCodesReply,
  type SessionInfo,
  type TwoFactorSetupReply,
  type UpdateProfileBody,
} from '@crowdsolve/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** Query keys of the profile screens. `profile` (= `all`) is a prefix of the others: invalidate it with `exact`. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile'] as const,
  sessions: ['profile', 'sessions'] as const,
  agreements: ['profile', 'docs'] as const,
};

type Ok = { ok: true };

/** `GET /api/v2/profile`, shared by the profile and the sign-in screens. */
export function profileQuery(ctx: RequestContext) {
  return queryOptions({
    queryKey: profileKeys.profile,
    queryFn: () => request<Profile>(ctx, IDENTITY_PATHS.profile),
    staleTime: 30_000,
  });
}

export const profileApi = {
  get: (ctx: RequestContext) => request<Profile>(ctx, IDENTITY_PATHS.profile),
  update: (ctx: RequestContext, body: UpdateProfileBody) =>
    request<Profile>(ctx, IDENTITY_PATHS.profile, { method: 'PUT', body }),
  setNotifications: (ctx: RequestContext, body: NotificationPrefs) =>
    request<NotificationPrefs>(ctx, IDENTITY_PATHS.notifications, { method: 'PUT', body }),
  agreements: (ctx: RequestContext) =>
    request<{ agreements: Agreement[] }>(ctx, IDENTITY_PATHS.agreements).then((r) => r.agreements),
  changeEmail: (ctx: RequestContext, body: ChangeEmailBody) =>
    request<Ok>(ctx, IDENTITY_PATHS.changeEmail, { method: 'POST', body }),
  changePassword: (ctx: RequestContext, body: ChangePasswordBody) =>
    request<Ok>(ctx, IDENTITY_PATHS.password, { method: 'POST', body }),
  deleteAccount: (ctx: RequestContext, body: DeleteAccountBody) =>
    request<Ok>(ctx, IDENTITY_PATHS.deleteAccount, { method: 'POST', body }),
  sessions: (ctx: RequestContext) =>
    request<{ sessions: SessionInfo[] }>(ctx, IDENTITY_PATHS.sessions).then((r) => r.sessions),
  endSession: (ctx: RequestContext, id: string) =>
    request<Ok>(ctx, `${IDENTITY_PATHS.sessions}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  setupTwoFactor: (ctx: RequestContext) =>
    request<TwoFactorSetupReply>(ctx, IDENTITY_PATHS.twoFactorSetup, { method: 'POST' }),
  enableTwoFactor: (ctx: RequestContext, code: string) =>
    request<RecoveryCodesReply>(ctx, IDENTITY_PATHS.twoFactorEnable, { method: 'POST', body: { code } }),
  disableTwoFactor: (ctx: RequestContext, code: string) =>
    request<Ok>(ctx, IDENTITY_PATHS.twoFactorDisable, { method: 'POST', body: { code } }),
  regenerateApiKey: (ctx: RequestContext) =>
    request<{ apiKey: string }>(ctx, IDENTITY_PATHS.apiKey, { method: 'POST' }).then((r) => r.apiKey),
};

/** `GET /api/v2/profile`. */
export function useProfile() {
  const { api } = useAppEnv();
  return useQuery(profileQuery(api));
}

export function useSessions() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: profileKeys.sessions, queryFn: () => profileApi.sessions(api) });
}

export function useAgreements() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: profileKeys.agreements, queryFn: () => profileApi.agreements(api) });
}

/** Changes the cached profile in place (after a write that answered with the new state). */
export function patchProfile(client: QueryClient, patch: Partial<Profile>): void {
  client.setQueryData<Profile>(profileKeys.profile, (old) => (old ? { ...old, ...patch } : old));
}

/** Marks the profile (only it, not sessions or documents) for a fresh read. */
export function invalidateProfile(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: profileKeys.profile, exact: true });
}
