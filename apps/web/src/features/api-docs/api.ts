import type { ApiDocArticle, ApiDocIndex, ApiDocVersion, Language } from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

export interface DocsParams {
  language: Language;
  version: ApiDocVersion;
  /** The page's host, so the examples call it. */
  hostname: string;
}

/** The version a page shows: `?version=v2`, else v1 (spec §9). */
export function versionOf(search: URLSearchParams): ApiDocVersion {
  return search.get('version') === 'v2' ? 'v2' : 'v1';
}

/** `GET /api/v1/api-docs?language&version&hostname`: every call, task type and the error page. */
export function docsIndexQuery(api: RequestContext, p: DocsParams) {
  return queryOptions({
    queryKey: ['apiDocs', 'index', p.language, p.version, p.hostname],
    queryFn: () => request<ApiDocIndex>(api, '/api/v1/api-docs', { query: { ...p } }),
    staleTime: 300_000,
  });
}

/** `GET /api/v1/api-docs/{slug}?language&version&hostname`: one page. */
export function docsArticleQuery(api: RequestContext, slug: string, p: DocsParams) {
  return queryOptions({
    queryKey: ['apiDocs', 'article', slug, p.language, p.version, p.hostname],
    queryFn: () => request<ApiDocArticle>(api, `/api/v1/api-docs/${encodeURIComponent(slug)}`, { query: { ...p } }),
    staleTime: 300_000,
  });
}
