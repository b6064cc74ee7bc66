import {
  CALLBACK_PATHS,
  PINGBACK_URL_MAX,
  type PingbackAddress,
  type PingbackAddressesReply,
  type PingbackLogReply,
  type PingbackTestReply,
} from '@crowdsolve/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** Query keys of the pingback screens; `all` is a prefix of every one. */
export const pingbackKeys = {
  all: ['pingback'] as const,
  addresses: ['pingback', 'addresses'] as const,
  log: (page: number) => ['pingback', 'log', page] as const,
};

export const pingbackApi = {
  list: (ctx: RequestContext) => request<PingbackAddressesReply>(ctx, CALLBACK_PATHS.pingback).then((r) => r.addresses),
  add: (ctx: RequestContext, address: string) =>
    request<PingbackAddressesReply>(ctx, CALLBACK_PATHS.pingback, { method: 'POST', body: { address } }).then(
      (r) => r.addresses,
    ),
  /** `address` as registered, or `all`. */
  remove: (ctx: RequestContext, address: string) =>
    request<PingbackAddressesReply>(ctx, CALLBACK_PATHS.pingback, { method: 'DELETE', query: { address } }).then(
      (r) => r.addresses,
    ),
  /** A test POST to a registered address. */
  test: (ctx: RequestContext, address: string) =>
    request<PingbackTestReply>(ctx, CALLBACK_PATHS.pingbackTest, { method: 'POST', body: { address } }),
  /** `page` is 0-based. */
  log: (ctx: RequestContext, page: number) =>
    request<PingbackLogReply>(ctx, CALLBACK_PATHS.pingbackLog, { query: { page } }),
};

export function usePingbackAddresses(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: pingbackKeys.addresses, queryFn: () => pingbackApi.list(api), enabled });
}

export function usePingbackLog(page: number, enabled = true) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: pingbackKeys.log(page),
    queryFn: () => pingbackApi.log(api, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Replaces the cached addresses with a write's answer. */
export function setAddresses(client: QueryClient, addresses: PingbackAddress[]): void {
  client.setQueryData(pingbackKeys.addresses, addresses);
}

/**
 * The client-side check of an address to add: `null` when it is an http(s) URL with a host and
 * no user name or password, else the error to show beside the field.
 */
export function checkAddress(value: string): string | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length > PINGBACK_URL_MAX) return 'too_long';
  if (!/^https?:\/\//i.test(text)) return 'errors:CALLBACK_ADDRESS_INVALID';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'errors:CALLBACK_ADDRESS_INVALID';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return 'errors:CALLBACK_ADDRESS_INVALID';
  }
  if (url.username !== '' || url.password !== '') return 'errors:CALLBACK_ADDRESS_INVALID';
  return null;
}
