import {
  DEMO_PATHS,
  type DemoReply,
  type DemoVerifyReply,
  demoPath,
  type ExtensionReply,
  LANDING_PATHS,
  type Language,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

/** Slugs whose describe call carries a per-visit secret (GeeTest v3's challenge): asked for in the browser only. */
export const PER_VISIT_SLUGS: ReadonlySet<string> = new Set(['geetest']);

/** `GET /api/v1/captcha-demo/{slug}?language`: how a provider's widget is shown on this site. */
export function demoWidgetQuery(api: RequestContext, slug: string, language: Language) {
  return queryOptions({
    queryKey: ['captcha-demo-widget', slug, language],
    queryFn: () => request<DemoReply>(api, demoPath(DEMO_PATHS.demo, slug), { query: { language } }),
    staleTime: PER_VISIT_SLUGS.has(slug) ? 0 : 60_000,
    retry: false,
    // A widget is rendered once per reply: a refetch would draw it again (and GeeTest v3's challenge changes).
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/v1/captcha-demo/{slug}/verify {token}`: the provider's verdict on the widget's answer. */
export function verifyWidget(api: RequestContext, slug: string, token: string | Record<string, string>) {
  return request<DemoVerifyReply>(api, demoPath(DEMO_PATHS.verify, slug), { method: 'POST', body: { token } });
}

/** `GET /api/v1/extension`: the packed browser extension's version, address and size. */
export function extensionQuery(api: RequestContext) {
  return queryOptions({
    queryKey: ['extension'],
    queryFn: () => request<ExtensionReply>(api, LANDING_PATHS.extension),
    staleTime: 60_000,
  });
}
