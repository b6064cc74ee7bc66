/** The API documentation in one language and protocol version, with this host in the examples. */
import {
  API_DOC_METHODS,
  type ApiDocArticle,
  type ApiDocIndex,
  type ApiDocMethod,
  type ApiDocVersion,
  kindOfSlug,
  type Language,
  typeSlug,
} from '@crowdsolve/contract';
import type { PricingService } from '../pricing/index.ts';
import { KIND_META, TASK_KINDS } from '../solving/index.ts';
import { errorCodes } from './errors.ts';
import { kindArticle } from './kinds.ts';
import { methodArticle } from './methods.ts';
import { errorProse, kindProse } from './prose.ts';
import { ERRORS_PROSE, METHOD_PROSE } from './prose-calls.ts';

export interface DocsRequest {
  language: Language;
  version: ApiDocVersion;
  hostname?: string | undefined;
}

export type ApiDocsService = ReturnType<typeof apiDocsService>;

export function apiDocsService(deps: { pricing: PricingService; publicUrl: string }) {
  const publicUrl = new URL(deps.publicUrl);

  /** The API's address on the host asked for (the public URL's scheme), or the public URL. */
  function baseUrl(hostname: string | undefined): string {
    return hostname ? `${publicUrl.protocol}//${hostname}` : deps.publicUrl.replace(/\/+$/, '');
  }

  async function pricesPer1000(): Promise<Map<string, number>> {
    const reply = await deps.pricing.customerPrices('USD');
    return new Map(reply.prices.map((p) => [p.type as string, p.per1000Micros]));
  }

  function errorsArticle(req: DocsRequest, base: string): ApiDocArticle {
    return {
      slug: 'errors',
      version: req.version,
      baseUrl: base,
      page: 'errors',
      title: ERRORS_PROSE.title[req.language],
      summary: ERRORS_PROSE.summary[req.language],
      endpoint: null,
      params: [],
      examples: [],
      type: null,
      errors: errorCodes(req.version).map((e) => ({ ...e, description: errorProse(e.code)?.[req.language] ?? '' })),
    };
  }

  return {
    async index(req: DocsRequest): Promise<ApiDocIndex> {
      const prices = await pricesPer1000();
      const methods = API_DOC_METHODS.map((slug) => ({
        slug,
        title: METHOD_PROSE[slug].title[req.version],
        summary: METHOD_PROSE[slug].summary[req.language],
        category: 'method' as const,
        per1000Micros: null,
      }));
      const types = TASK_KINDS.map((kind) => ({
        slug: typeSlug(kind),
        title: kindProse(kind)?.title ?? kind,
        summary: kindProse(kind)?.summary[req.language] ?? '',
        category: KIND_META[kind].category,
        per1000Micros: prices.get(KIND_META[kind].priceKey) ?? null,
      }));
      const errors = {
        slug: 'errors',
        title: ERRORS_PROSE.title[req.language],
        summary: ERRORS_PROSE.summary[req.language],
        category: 'errors' as const,
        per1000Micros: null,
      };
      return { version: req.version, baseUrl: baseUrl(req.hostname), entries: [...methods, ...types, errors] };
    },

    /** One page, or null when the slug names nothing. */
    async article(slug: string, req: DocsRequest): Promise<ApiDocArticle | null> {
      const base = baseUrl(req.hostname);
      if (slug === 'errors') return errorsArticle(req, base);
      if ((API_DOC_METHODS as readonly string[]).includes(slug)) {
        return methodArticle(slug as ApiDocMethod, req.version, req.language, base);
      }
      const kind = kindOfSlug(slug);
      if (!kind) return null;
      const prices = await pricesPer1000();
      return kindArticle(kind, slug, req.version, req.language, base, prices.get(KIND_META[kind].priceKey) ?? null);
    },
  };
}
