import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request.ts';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { ArticleEditor } from './article-editor.tsx';
import { checkForm, newFormState, slugError, updateBody } from './form-state.ts';
import { makeEditorArticle, makeTranslation } from './testing.ts';
import { serverErrors } from './use-article-save.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const EDIT = '/editor/blog/solving-recaptcha/edit';
const PUT = '/api/v1/editor/articles/5';
const admin = () => makeUser({ permissions: { admin: true } });
const field = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;
const preview = (c: ApiCall) =>
  c.url === '/api/v1/editor/articles/preview' ? json({ html: '<p>rendered</p>', headings: [] }) : undefined;

function renderEditor(handler: (c: ApiCall) => Response | undefined, article = makeEditorArticle()) {
  return renderApp({
    path: EDIT,
    element: <ArticleEditor kind="blog" article={article} />,
    user: admin(),
    handler: (c) => preview(c) ?? handler(c),
  });
}

const body = () => screen.getByLabelText('Text (Markdown)') as HTMLTextAreaElement;

describe('the slug', () => {
  it('is checked with the contract schema and the reserved words', () => {
    expect(slugError('new')).toBe('editor:slug.reserved');
    expect(slugError('Hello World')).toBe('editor:slug.invalid_slug');
    expect(slugError('ab')).toBe('editor:slug.too_short');
    expect(slugError('')).toBe('editor:slug.required');
    expect(slugError('how-to-solve-2')).toBeNull();
    expect(checkForm({ ...newFormState('en'), slug: 'ok-slug' })).toEqual({});
  });

  it('says what is wrong as it is typed, and shows the server’s “taken” at the field', async () => {
    const { calls } = renderApp({
      path: '/editor/blog/new',
      element: <ArticleEditor kind="blog" article={null} />,
      user: admin(),
      handler: (c) =>
        preview(c) ??
        (c.method === 'POST' && c.url === '/api/v1/editor/articles/new'
          ? apiError('ARTICLE_SLUG_TAKEN', 409, [{ field: 'body.slug', message: 'errors:ARTICLE_SLUG_TAKEN' }])
          : undefined),
    });
    const slug = screen.getByLabelText('Address');
    fireEvent.change(slug, { target: { value: 'new' } });
    expect(field('slug')).toBe('This address is taken by a page of the site: choose another.');
    fireEvent.change(slug, { target: { value: 'a b' } });
    expect(field('slug')).toContain('lower-case Latin letters');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(callsTo(calls, 'POST', '/api/v1/editor/articles/new')).toHaveLength(0);

    fireEvent.change(slug, { target: { value: 'taken-slug' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(field('slug')).toBe('Another article of this kind already has this address. Choose another one.'),
    );
    expect(callsTo(calls, 'POST', '/api/v1/editor/articles/new')[0]?.body).toMatchObject({
      kind: 'blog',
      slug: 'taken-slug',
      sites: ['international', 'region'],
      translations: { en: { title: 'Taken', summary: '', body: '' } },
    });
    fireEvent.change(slug, { target: { value: 'free-slug' } });
    expect(field('slug')).toBeNull();
  });

  it('creates the article on the first save and moves to its editor, replacing the new page', async () => {
    const created = makeEditorArticle({ slug: 'my-first-post' });
    const { router } = renderApp({
      routes: [
        { path: '/editor/blog/new', element: <ArticleEditor kind="blog" article={null} /> },
        { path: '/editor/blog/:slug/edit', element: <p data-testid="edit-page">edit</p> },
      ],
      path: '/editor/blog/new',
      user: admin(),
      handler: (c) => preview(c) ?? (c.method === 'POST' ? json(created, 201) : undefined),
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My first post' } });
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('my-first-post');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByTestId('edit-page');
    expect(router.state.location.pathname).toBe('/editor/blog/my-first-post/edit');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the server’s field refusals', () => {
  it('show at their fields in the form’s words', () => {
    const refusal = new RequestError(
      'HTTP_ERROR',
      400,
      {
        error: {
          code: 'ERROR_VALIDATION',
          fields: [
            { field: 'body.slug', message: 'reserved_slug' },
            { field: 'body.translations.ru.title', message: 'too_long' },
          ],
        },
      },
      'x',
    );
    expect(serverErrors(refusal)).toEqual({ slug: 'editor:slug.reserved', 'title.ru': 'editor:tooLong' });
  });
});

describe('saving', () => {
  it('autosaves ARTICLE_AUTOSAVE_MS after the last change, sending the version and what changed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { calls } = renderEditor((c) =>
      c.method === 'PUT'
        ? json(makeEditorArticle({ version: 4, translations: [makeTranslation({ body: 'New text' })] }))
        : undefined,
    );
    fireEvent.change(body(), { target: { value: 'New' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    fireEvent.change(body(), { target: { value: 'New text' } });
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(callsTo(calls, 'PUT', PUT)).toHaveLength(0);
    expect(screen.getByTestId('save-status').textContent).toBe('Changes not saved yet');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(calls, 'PUT', PUT).map((c) => c.body)).toEqual([
      { version: 3, translations: { en: { title: 'Solving reCAPTCHA', summary: 'How it works', body: 'New text' } } },
    ]);
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Saved at \d\d:\d\d/);
    // Nothing changed since: no more saves.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(calls, 'PUT', PUT)).toHaveLength(1);
  });

  it('on a version conflict keeps the typed text, stops autosaving and offers to copy and reload', async () => {
    let reloads = 0;
    const { calls } = renderEditor((c) => {
      if (c.method === 'PUT') return apiError('ARTICLE_VERSION_CONFLICT', 409);
      if (c.url === '/api/v1/editor/articles/by-slug/solving-recaptcha') {
        reloads++;
        return json(makeEditorArticle({ version: 9, translations: [makeTranslation({ body: 'Their text' })] }));
      }
      return undefined;
    });
    fireEvent.change(body(), { target: { value: 'My precious paragraph' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toContain('Someone else saved this article');
    expect(body().value).toBe('My precious paragraph');
    expect((screen.getByLabelText('Your text') as HTMLTextAreaElement).value).toContain('My precious paragraph');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(callsTo(calls, 'PUT', PUT)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reload the article' }));
    await screen.findByTestId('kept-text');
    expect(reloads).toBe(1);
    expect(body().value).toBe('Their text');
    expect((screen.getByLabelText('Your text') as HTMLTextAreaElement).value).toContain('My precious paragraph');
    expect(screen.queryByTestId('conflict')).toBeNull();
  });

  it('saves on Ctrl+S and formats on Ctrl+B', async () => {
    const { calls } = renderEditor((c) => (c.method === 'PUT' ? json(makeEditorArticle({ version: 4 })) : undefined));
    const area = body();
    area.setSelectionRange(0, 5);
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(area.value).toBe('**Hello** **world**');
    fireEvent.keyDown(area, { key: 's', ctrlKey: true });
    await waitFor(() => expect(callsTo(calls, 'PUT', PUT)).toHaveLength(1));
  });

  it('builds the update body: changed drafts, a removed language as null, publish lists', () => {
    const saved = { ...newFormState('en'), slug: 'a-b' };
    saved.translations.ru = { title: 'Т', summary: '', body: 'Б' };
    const form = { ...saved, translations: { en: { title: 'T', summary: '', body: '' } } };
    expect(updateBody(7, form, saved, { publish: ['en'] })).toEqual({
      version: 7,
      translations: { en: { title: 'T', summary: '', body: '' }, ru: null },
      publish: ['en'],
    });
  });
});
