import {
  DEMO_PATHS,
  type DemoReply,
  type DemoVerifyBody,
  type DemoVerifyReply,
  demoPath,
  type Language,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

export const demoKeys = {
  challenge: (slug: string, language: Language) => ['captcha-demo', slug, language] as const,
};

/**
 * `GET /api/v1/captcha-demo/{slug}?language`: a fresh single-use challenge on every call, so it is
 * fetched in the browser only, never kept (a new visit, or "New captcha", asks for another).
 */
export function demoQuery(api: RequestContext, slug: string, language: Language) {
  return queryOptions({
    queryKey: demoKeys.challenge(slug, language),
    queryFn: () => request<DemoReply>(api, demoPath(DEMO_PATHS.demo, slug), { query: { language } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `POST /api/v1/captcha-demo/{slug}/verify`: right or wrong, and why not. */
export function verifyDemo(api: RequestContext, slug: string, body: DemoVerifyBody) {
  return request<DemoVerifyReply>(api, demoPath(DEMO_PATHS.verify, slug), { method: 'POST', body });
}
