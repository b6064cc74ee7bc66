import {
  ARTICLE_API_PATHS,
  type ArticleAttachment,
  type ArticleCreateBody,
  type ArticleKind,
  type ArticlePreviewReply,
  type ArticleUpdateBody,
  CONTENT_PATHS,
  type EditorArticle,
} from '@crowdsolve/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';
import { sendFile } from '../../lib/upload.ts';

/** The article editor's calls (spec §7 editor calls; cabinet pages, staff only). */

export const editorKeys = {
  article: (kind: ArticleKind, slug: string) => ['editor', 'article', kind, slug] as const,
  preview: (body: string) => ['editor', 'preview', body] as const,
};

const withId = (path: string, id: number) => path.replace(':id', String(id));

/** `GET <editor base>/by-slug/{slug}`: the article with its drafts, attachments and audit. */
export function editorArticlePath(kind: ArticleKind, slug: string): string {
  return `${ARTICLE_API_PATHS[kind].editor}/by-slug/${encodeURIComponent(slug)}`;
}

export function editorArticleQuery(api: RequestContext, kind: ArticleKind, slug: string) {
  return queryOptions({
    queryKey: editorKeys.article(kind, slug),
    queryFn: () => request<EditorArticle>(api, editorArticlePath(kind, slug)),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The Markdown rendered exactly as the public page renders it. */
export function previewQuery(api: RequestContext, body: string) {
  return queryOptions({
    queryKey: editorKeys.preview(body),
    queryFn: ({ signal }) =>
      request<ArticlePreviewReply>(api, CONTENT_PATHS.preview, { method: 'POST', body: { body }, signal }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const editorApi = {
  create: (api: RequestContext, body: ArticleCreateBody) =>
    request<EditorArticle>(api, CONTENT_PATHS.create, { method: 'POST', body }),
  update: (api: RequestContext, id: number, body: ArticleUpdateBody) =>
    request<EditorArticle>(api, withId(CONTENT_PATHS.article, id), { method: 'PUT', body }),
  remove: (api: RequestContext, id: number) =>
    request<null>(api, withId(CONTENT_PATHS.article, id), { method: 'DELETE' }),
  removeAttachment: (api: RequestContext, id: number) =>
    request<null>(api, withId(CONTENT_PATHS.attachment, id), { method: 'DELETE' }),
  load: (api: RequestContext, kind: ArticleKind, slug: string) =>
    request<EditorArticle>(api, editorArticlePath(kind, slug)),
};

/** `PUT …/attachments` (multipart, with upload progress): an image for the article's text or cover. */
export function uploadAttachment(options: {
  api: RequestContext;
  file: Blob;
  articleId: number | null;
  onProgress?: (fraction: number) => void;
  xhr?: () => XMLHttpRequest;
}): Promise<ArticleAttachment> {
  return sendFile<ArticleAttachment>({
    url: CONTENT_PATHS.attachments,
    method: 'PUT',
    file: options.file,
    fields: options.articleId === null ? {} : { articleId: String(options.articleId) },
    headers: options.api.headers(),
    onProgress: options.onProgress,
    xhr: options.xhr,
  });
}
