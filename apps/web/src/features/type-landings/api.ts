import {
  type CaptchaTypeReply,
  type Currency,
  kindOfSlug,
  LANDING_PATHS,
  type Language,
  RECOGNITION_EXAMPLES,
  type RecognitionReply,
  type TaskKindId,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

/** `GET /api/v1/captcha-types/{slug}?currency&hostname&language`: one captcha type for its landing. */
export function captchaTypeQuery(
  api: RequestContext,
  slug: string,
  currency: Currency,
  hostname: string,
  language: Language,
) {
  return queryOptions({
    queryKey: ['captcha-type', slug, currency, hostname, language],
    queryFn: () =>
      request<CaptchaTypeReply>(api, LANDING_PATHS.captchaType.replace(':slug', encodeURIComponent(slug)), {
        query: { currency, hostname, language },
      }),
    staleTime: 60_000,
  });
}

/** `GET /api/v1/captcha-recognition?ids&language&hostname`: the gallery, or the examples named. */
export function recognitionQuery(api: RequestContext, language: Language, hostname: string, ids?: string) {
  return queryOptions({
    queryKey: ['captcha-recognition', language, hostname, ids ?? null],
    queryFn: () =>
      request<RecognitionReply>(api, LANDING_PATHS.recognition, {
        query: { language, hostname, ...(ids ? { ids } : {}) },
      }),
    staleTime: 60_000,
  });
}

/** Price-table key of a kind (both VK methods share one price): the `common:taskTypes` key of its name. */
export function nameKey(kind: TaskKindId): string {
  return kind === 'vk_image' || kind === 'vk_captcha' ? 'vk' : kind;
}

/** The demo pages of the route table (`/demo/{name}`), and the types whose demo has another name. */
const DEMO_PAGES: ReadonlySet<string> = new Set([
  'recaptcha-v2',
  'recaptcha-v3',
  'text',
  'normal',
  'rotatecaptcha',
  'keycaptcha',
  'hcaptcha',
  'geetest',
  'geetest-v4',
  'lemin',
  'clickcaptcha',
  'cloudflare-turnstile',
  'mtcaptcha',
]);
const DEMO_ALIASES: Partial<Record<TaskKindId, string>> = {
  image_text: 'normal',
  turnstile: 'cloudflare-turnstile',
  rotate: 'rotatecaptcha',
  coordinates: 'clickcaptcha',
};

/** The demo page's path of a type, when the site has one. */
export function demoPath(slug: string): string | null {
  const kind = kindOfSlug(slug);
  if (!kind) return null;
  const name = DEMO_ALIASES[kind] ?? slug;
  return DEMO_PAGES.has(name) ? `/demo/${name}` : null;
}

/** The gallery's examples of a kind, as the `ids` of the gallery query (null when it has none). */
export function exampleIdsOf(kind: TaskKindId | null): string | null {
  const ids = RECOGNITION_EXAMPLES.filter((e) => e.kind === kind).map((e) => e.slug);
  return ids.length ? ids.join(',') : null;
}
