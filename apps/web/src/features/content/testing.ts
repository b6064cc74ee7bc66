import type {
  ArticleKind,
  ArticleListItem,
  ArticleReply,
  EditorArticle,
  EditorArticleListItem,
} from '@crowdsolve/contract';

/** Test data of the article screens (tests only). */

export function makeListItem(id: number, overrides: Partial<ArticleListItem> = {}): ArticleListItem {
  return {
    id,
    kind: 'blog',
    slug: `post-${id}`,
    language: 'en',
    title: `Post ${id}`,
    summary: `What post ${id} is about`,
    cover: id % 2 ? { fileId: `f${id}`, url: `/files/f${id}/1280.webp`, thumbUrl: `/files/f${id}/640.webp` } : null,
    author: 'Crowdsolve team',
    publishedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    views: 42,
    readingMinutes: 5,
    ...overrides,
  };
}

export const ARTICLE_HTML =
  '<p>First steps.</p><h2 id="key">The key</h2><p>Copy it.</p>' +
  '<h2 id="call">The first call</h2><pre><code class="hljs language-bash"><span class="hljs-built_in">curl</span> x</code></pre>' +
  '<h3 id="answer">The answer</h3><table><tr><th>a</th></tr></table>';

export function makeArticle(overrides: Partial<ArticleReply> = {}): ArticleReply {
  return {
    ...makeListItem(7, { slug: 'first-call', title: 'Your first call' }),
    html: ARTICLE_HTML,
    headings: [
      { id: 'key', text: 'The key', level: 2 },
      { id: 'call', text: 'The first call', level: 2 },
      { id: 'answer', text: 'The answer', level: 3 },
    ],
    languages: ['en', 'ru'],
    ...overrides,
  };
}

export function makeEditorItem(
  id: number,
  kind: ArticleKind = 'blog',
  overrides: Partial<EditorArticleListItem> = {},
): EditorArticleListItem {
  return {
    id,
    kind,
    slug: `post-${id}`,
    title: `Post ${id}`,
    summary: `What post ${id} is about`,
    cover: null,
    author: 'Crowdsolve team',
    updatedAt: '2026-11-20T10:00:00.000Z',
    views: 3,
    statuses: [
      { language: 'en', status: 'published', changed: false },
      { language: 'ru', status: 'draft', changed: false },
    ],
    ...overrides,
  };
}

export function makeEditorArticle(overrides: Partial<EditorArticle> = {}): EditorArticle {
  const draft = (language: 'en' | 'ru', title: string, status: 'draft' | 'published', changed = false) => ({
    language,
    title,
    summary: `${title}: summary`,
    body: `# ${title}`,
    status,
    changed,
    publishedAt: status === 'published' ? '2026-11-20T10:00:00.000Z' : null,
    updatedAt: '2026-11-21T10:00:00.000Z',
    updatedBy: 'editor@example.com',
  });
  return {
    id: 7,
    kind: 'blog',
    slug: 'first-call',
    cover: null,
    sites: ['international', 'region'],
    author: 'Crowdsolve team',
    createdAt: '2026-11-19T10:00:00.000Z',
    version: 3,
    translations: [draft('en', 'Your first call', 'published', true), draft('ru', 'Первый запрос', 'draft')],
    attachments: [],
    audit: [],
    ...overrides,
  };
}
