import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../profile/testing.tsx';
import { EditorArticleView } from './editor-article.tsx';
import { makeEditorArticle } from './testing.ts';

afterEach(() => cleanup());

function handler(c: { method: string; url: string; body?: unknown }) {
  if (c.url === '/api/v1/editor/articles/by-slug/first-call') return json(makeEditorArticle());
  if (c.method === 'POST' && c.url === '/api/v1/editor/articles/preview') {
    const body = (c.body as { body: string }).body;
    return json({ html: `<p>${body.slice(2)}</p>`, headings: [] });
  }
  return undefined;
}

describe("the editor's view of an article", () => {
  it('renders the draft of the page language with every language status, an Edit link and the public page', async () => {
    const { calls } = renderApp({
      path: '/editor/blog/first-call',
      element: <EditorArticleView kind="blog" slug="first-call" />,
      handler,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your first call');
    expect([...document.querySelectorAll('[data-status]')].map((b) => b.textContent)).toEqual([
      'EN Changed since publication',
      'RU Draft',
    ]);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor/blog/first-call/edit');
    expect(screen.getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe('/blog/first-call');
    await waitFor(() => expect(screen.getByTestId('article-body').textContent).toBe('Your first call'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: '# Your first call', currency: 'USD' });

    // Another language's draft: not published, so no public page.
    fireEvent.click(screen.getByRole('button', { name: 'Русский' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Первый запрос');
    await waitFor(() => expect(screen.getByTestId('article-body').textContent).toBe('Первый запрос'));
    expect(screen.queryByRole('link', { name: 'Public page' })).toBeNull();
  });
});
