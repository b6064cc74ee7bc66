import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-field.tsx';
import { json, renderApp } from '../profile/testing.tsx';
import { ArticleList } from './list.tsx';
import { withAnchors } from './prose.tsx';
import { makeEditorItem, makeListItem } from './testing.ts';

afterEach(() => cleanup());

const titles = () => [...document.querySelectorAll('.article-card__title a')].map((a) => a.textContent);
const urls = (calls: { url: string }[]) => calls.map((c) => c.url);

/** 14 published posts in pages of 12, or one for the search `captcha`. */
function handler(c: { url: string }) {
  const url = new URL(c.url, 'http://x');
  if (url.pathname !== '/api/v1/articles') return undefined;
  if (url.searchParams.get('text') === 'captcha')
    return json({ articles: [makeListItem(99)], totalCount: 1, page: 0, pageSize: 12 });
  const page = Number(url.searchParams.get('page'));
  const ids = page === 0 ? Array.from({ length: 12 }, (_, i) => i + 1) : [13, 14];
  return json({ articles: ids.map((id) => makeListItem(id)), totalCount: 14, page, pageSize: 12 });
}

describe('a public list of articles', () => {
  it('shows the first page with covers, dates, reading time and authors; "Load more" appends the next', async () => {
    const { calls } = renderApp({
      path: '/blog',
      element: <ArticleList kind="blog" />,
      user: null,
      handler,
      host: 'crowdsolve.test',
    });
    await screen.findByText('Post 1');
    expect(titles()).toHaveLength(12);
    expect(urls(calls)).toEqual([
      '/api/v1/articles?page=0&language=en&hostname=crowdsolve.test&currency=USD&sorting=new',
    ]);
    expect(screen.getByTestId('article-count').textContent).toBe('14 posts');
    const first = document.querySelector('[data-article="post-1"]') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/blog/post-1');
    const cover = first.querySelector('img') as HTMLImageElement;
    expect([cover.getAttribute('src'), cover.getAttribute('loading'), cover.getAttribute('width')]).toEqual([
      '/files/f1/640.webp',
      'lazy',
      '640',
    ]);
    expect(first.querySelector('.article-meta')?.textContent).toBe('Nov 20, 2026' + '5 min read' + 'Crowdsolve team');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Post 14');
    expect(titles()).toEqual(Array.from({ length: 14 }, (_, i) => `Post ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(urls(calls)[1]).toBe(
      '/api/v1/articles?page=1&language=en&hostname=crowdsolve.test&currency=USD&sorting=new',
    );
  });

  it('searches from 3 characters once typing pauses (shorter text is not sent), from page 0, in the address bar', async () => {
    const { calls, router } = renderApp({ path: '/blog', element: <ArticleList kind="blog" />, user: null, handler });
    await screen.findByText('Post 1');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ca' } });
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100));
    expect(urls(calls).some((u) => u.includes('text='))).toBe(false);

    fireEvent.change(box, { target: { value: 'captcha' } });
    await waitFor(() => expect(titles()).toEqual(['Post 99']));
    expect(urls(calls)).toContain(
      '/api/v1/articles?page=0&language=en&hostname=localhost&currency=USD&text=captcha&sorting=new',
    );
    expect(router.state.location.search).toBe('?text=captcha');
    expect(screen.queryByText('Type at least 3 characters to search.')).toBeNull();
  });

  it('software articles sort by popular unless another sorting is chosen', async () => {
    const software = (c: { url: string }) =>
      c.url.startsWith('/api/v1/catalog/articles?')
        ? json({ articles: [makeListItem(1, { kind: 'software' })], totalCount: 1, page: 0, pageSize: 12 })
        : undefined;
    const { calls, router } = renderApp({
      path: '/software/blog',
      element: <ArticleList kind="software" />,
      user: null,
      handler: software,
      language: 'ru',
    });
    await screen.findByText('Post 1');
    expect(urls(calls)[0]).toBe(
      '/api/v1/catalog/articles?page=0&language=ru&hostname=localhost&currency=RUB&sorting=popular',
    );
    expect(screen.getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/software/blog/post-1');
    fireEvent.change(screen.getByTestId('article-sorting'), { target: { value: 'new' } });
    await waitFor(() =>
      expect(urls(calls)).toContain(
        '/api/v1/catalog/articles?page=0&language=ru&hostname=localhost&currency=RUB&sorting=new',
      ),
    );
    expect(router.state.location.search).toBe('?sorting=new');
  });

  it('says so when there is nothing yet, without rows', async () => {
    const none = () => json({ articles: [], totalCount: 0, page: 0, pageSize: 12 });
    renderApp({ path: '/blog', element: <ArticleList kind="blog" />, user: null, handler: none });
    expect((await screen.findByTestId('article-empty')).textContent).toContain('No posts yet.');
    expect(titles()).toEqual([]);
    expect(screen.getByTestId('article-count').textContent).toBe('');
  });
});

describe('an editor list', () => {
  it('shows drafts with each language status, links to view and edit them, and to the public page when published', async () => {
    const editor = (c: { url: string }) =>
      c.url.startsWith('/api/v1/editor/tutorials?')
        ? json({
            articles: [
              makeEditorItem(1, 'tutorial', {
                statuses: [
                  { language: 'ru', status: 'draft', changed: false },
                  { language: 'en', status: 'published', changed: true },
                ],
              }),
              makeEditorItem(2, 'tutorial', {
                title: '',
                statuses: [{ language: 'zh', status: 'draft', changed: false }],
              }),
            ],
            totalCount: 2,
            page: 0,
            pageSize: 12,
          })
        : undefined;
    const { calls } = renderApp({
      path: '/editor/h',
      element: <ArticleList kind="tutorial" mode="editor" />,
      handler: editor,
    });
    await screen.findByText('Post 1');
    expect(urls(calls)[0]).toBe('/api/v1/editor/tutorials?page=0&language=en&sorting=new');
    const first = document.querySelector('[data-article="post-1"]') as HTMLElement;
    expect([...first.querySelectorAll('[data-status]')].map((b) => b.textContent)).toEqual([
      'EN Changed since publication',
      'RU Draft',
    ]);
    expect(within(first).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/editor/h/post-1');
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor/h/post-1/edit');
    expect(within(first).getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe('/h/post-1');
    // A draft only: no public page; no title yet: its slug.
    const second = document.querySelector('[data-article="post-2"]') as HTMLElement;
    expect(within(second).getByRole('link', { name: 'post-2' })).toBeTruthy();
    expect(within(second).queryByRole('link', { name: 'Public page' })).toBeNull();
  });
});

describe('heading anchors', () => {
  it('link each heading with an id to itself, once', () => {
    expect(withAnchors('<h2 id="a">A <em>b</em></h2><h5 id="x">X</h5>')).toBe(
      '<h2 id="a">A <em>b</em><a class="article-anchor" href="#a" aria-hidden="true" tabindex="-1">#</a></h2><h5 id="x">X</h5>',
    );
    expect(withAnchors('<h3 id="c">C <a href="#c">#</a></h3>')).toBe('<h3 id="c">C <a href="#c">#</a></h3>');
  });
});
