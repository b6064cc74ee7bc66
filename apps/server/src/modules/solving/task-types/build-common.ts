/** Shared pieces of the per-kind spec builders (build-image.ts, build-token.ts). */
import type { AudioData, ImageData, KindParams, ProxySpec, SpecOf, TaskKind } from './kinds.ts';
import { SpecProblem } from './problems.ts';
import { n, type Reader } from './reader.ts';

export interface BuildContext {
  /** v2: the requested type name is a proxy variant (its proxy fields are mandatory). */
  proxyVariant?: boolean;
  /** v2: the type name says Enterprise (RecaptchaV2EnterpriseTask…). */
  enterpriseType?: boolean;
}

export type Builder<K extends TaskKind> = (r: Reader, ctx: BuildContext) => SpecOf<K>;
export type Builders<K extends TaskKind> = { [P in K]: Builder<P> };

/** Longest text hint, in characters (`textinstructions`, `comment`, `textcaptcha`). */
export const MAX_INSTRUCTION_CHARS = 140;

/** Drops keys whose value is undefined, so specs from both protocols compare equal. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A spec without undefined members. */
export function spec<K extends TaskKind>(
  kind: K,
  params: KindParams[K],
  extra: {
    image?: ImageData;
    images?: ImageData[];
    parts?: ImageData[];
    audio?: AudioData;
    instructionsImage?: ImageData | undefined;
    proxy?: ProxySpec | undefined;
  } = {},
): SpecOf<K> {
  return compact({ kind, params: compact(params), ...extra }) as SpecOf<K>;
}

const LANG_CODE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

/** `lang`: a worker language code such as en, ru, pt-BR. */
export function readLang(r: Reader): string | undefined {
  const lang = r.string(n('lang', 'lang'), { max: 12 });
  if (lang !== undefined && !LANG_CODE.test(lang)) throw new SpecProblem('bad_parameters', 'lang');
  return lang;
}

/** The text hint and worker language most image kinds take. */
export function readInstructions(r: Reader): { comment?: string; lang?: string } {
  return compact({
    comment: r.string(n('textinstructions', 'comment'), { max: MAX_INSTRUCTION_CHARS }),
    lang: readLang(r),
  });
}

/** `language`: 0 unspecified, 1 Cyrillic, 2 Latin. */
export function readAlphabet(r: Reader): 0 | 1 | 2 {
  return (r.int(n('language', 'language'), 0, 2) ?? 0) as 0 | 1 | 2;
}

/** Click limits; min above max is a forbidden combination. */
export function readClicks(r: Reader, limit: number): { minClicks?: number; maxClicks?: number } {
  const minClicks = r.int(n('min_clicks', 'minClicks'), 1, limit);
  const maxClicks = r.int(n('max_clicks', 'maxClicks'), 1, limit);
  if (minClicks !== undefined && maxClicks !== undefined && minClicks > maxClicks) {
    throw new SpecProblem('bad_parameters', 'min_clicks > max_clicks');
  }
  return compact({ minClicks, maxClicks });
}

/**
 * The customer's proxy for a token kind.
 * v2: mandatory on proxy variants, ignored on Proxyless ones (whatever fields came along).
 * v1: `never` refuses one (reCAPTCHA v3), `must` requires one, `may` takes one if sent.
 */
export function readProxy(r: Reader, ctx: BuildContext, need: 'never' | 'may' | 'must'): ProxySpec | undefined {
  if (r.protocol === 'v2') {
    if (!ctx.proxyVariant) return undefined;
    const proxy = r.proxy();
    if (!proxy) throw new SpecProblem('bad_parameters', 'proxy required');
    return proxy;
  }
  if (need === 'never') {
    if (r.has(n('proxy'))) throw new SpecProblem('bad_parameters', 'proxy not allowed');
    return undefined;
  }
  const proxy = r.proxy();
  if (!proxy && need === 'must') throw new SpecProblem('bad_parameters', 'proxy required');
  return proxy;
}
