import type { ArticleAttachment, EditorArticle, EditorTranslation } from '@crowdsolve/contract';

/** Test data of the article editor (tests only). */

export function makeTranslation(overrides: Partial<EditorTranslation> = {}): EditorTranslation {
  return {
    language: 'en',
    title: 'Solving reCAPTCHA',
    summary: 'How it works',
    body: 'Hello **world**',
    status: 'draft',
    changed: false,
    publishedAt: null,
    updatedAt: '2026-11-24T10:00:00.000Z',
    updatedBy: 'Ann Editor',
    ...overrides,
  };
}

export function makeAttachment(id: number, overrides: Partial<ArticleAttachment> = {}): ArticleAttachment {
  return {
    id,
    fileId: `file-${id}`,
    articleId: 5,
    url: `/files/file-${id}/1280.webp`,
    thumbUrl: `/files/file-${id}/640.webp`,
    byteSize: 1234,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEditorArticle(overrides: Partial<EditorArticle> = {}): EditorArticle {
  return {
    id: 5,
    kind: 'blog',
    slug: 'solving-recaptcha',
    cover: null,
    sites: ['international', 'region'],
    author: 'Ann Editor',
    createdAt: '2026-11-20T10:00:00.000Z',
    version: 3,
    translations: [makeTranslation()],
    attachments: [],
    audit: [
      { at: '2026-11-24T10:00:00.000Z', user: 'Ann Editor', action: 'saved', language: 'en', detail: 'title, body' },
      { at: '2026-11-20T10:00:00.000Z', user: 'Ann Editor', action: 'created', language: null, detail: '' },
    ],
    ...overrides,
  };
}
