import type { CurrentUser, UpdateUserBody } from '@crowdsolve/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type RequestContext, RequestError, request } from '../../lib/request.ts';

export const userKeys = { current: ['user', 'current'] as const };

/** `GET /api/v2/user`; `null` when signed out (HTTP 400 `ERROR_EMPTY_USER`, spec §8). */
export async function fetchCurrentUser(ctx: RequestContext): Promise<CurrentUser | null> {
  try {
    return await request<CurrentUser>(ctx, '/api/v2/user');
  } catch (err) {
    if (err instanceof RequestError && err.status === 400 && err.code === 'ERROR_EMPTY_USER') return null;
    throw err;
  }
}

export function currentUserQuery(ctx: RequestContext) {
  return queryOptions({
    queryKey: userKeys.current,
    queryFn: () => fetchCurrentUser(ctx),
    staleTime: 30_000,
  });
}

export function useCurrentUser(ctx: RequestContext) {
  return useQuery(currentUserQuery(ctx));
}

/** `PUT /api/v2/user`: the returned user replaces the local one. */
export async function updateCurrentUser(ctx: RequestContext, client: QueryClient, body: UpdateUserBody) {
  const user = await request<CurrentUser>(ctx, '/api/v2/user', { method: 'PUT', body });
  client.setQueryData(userKeys.current, user);
  return user;
}

const expectedSignOuts = new WeakSet<QueryClient>();

/**
 * Forgets everything cached for the signed-in account and marks the visitor signed out, on
 * purpose (sign-out, a new password, a closed account): the layout then does not treat it as a
 * lost session.
 */
export function signOutLocally(client: QueryClient): void {
  expectedSignOuts.add(client);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== userKeys.current[0] });
  client.setQueryData(userKeys.current, null);
}

/** Whether the last sign-out was on purpose (and forgets it). */
export function takeExpectedSignOut(client: QueryClient): boolean {
  return expectedSignOuts.delete(client);
}
