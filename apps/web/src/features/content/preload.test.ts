import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../lib/request.ts';
import { CONTENT_PAGE_DATA } from './preload.ts';
import { makeEditorArticle } from './testing.ts';

const api: RequestContext = {
  headers: () => ({}),
  transport: async (url) =>
    url.startsWith('/api/v1/editor/tutorials/by-slug/first-call')
      ? new Response(JSON.stringify(makeEditorArticle({ kind: 'tutorial' })))
      : new Response(JSON.stringify({ error: { code: 'ERROR_NOT_FOUND', message: 'x' } }), { status: 404 }),
};

const ctx = (slug: string, language: 'en' | 'ru' = 'en') => ({
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  api,
  language,
  params: { slug },
  url: new URL(`http://crowdsolve.test/editor/h/${slug}`),
  def: { id: 'editorTutorialArticle', languages: ['en', 'ru'] as const },
});

describe("the editor's article page data", () => {
  it('titles the page by the draft in the page language', async () => {
    expect(await CONTENT_PAGE_DATA.editorArticle(ctx('first-call', 'ru'))).toEqual({
      pageHead: { title: 'Первый запрос' },
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const thrown = await CONTENT_PAGE_DATA.editorArticle(ctx('missing')).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
