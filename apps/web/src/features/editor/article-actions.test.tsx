import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { ArticleEditor } from './article-editor.tsx';
import { makeAttachment, makeEditorArticle, makeTranslation } from './testing.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EDIT = '/editor/blog/solving-recaptcha/edit';
const PUT = '/api/v1/editor/articles/5';
const admin = () => makeUser({ permissions: { admin: true } });
const preview = (c: ApiCall) =>
  c.url === '/api/v1/editor/articles/preview' ? json({ html: '<h2>rendered</h2>', headings: [] }) : undefined;

function renderEditor(handler: (c: ApiCall) => Response | undefined, article = makeEditorArticle()) {
  return renderApp({
    routes: [
      { path: EDIT, element: <ArticleEditor kind="blog" article={article} /> },
      { path: '/editor/blog', element: <p data-testid="list-page">list</p> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path: EDIT,
    user: admin(),
    handler: (c) => preview(c) ?? handler(c),
  });
}

describe('publishing', () => {
  it('publishes one language with the pending draft, and shows each language’s state', async () => {
    const published = makeEditorArticle({
      version: 4,
      translations: [
        makeTranslation({ title: 'Better title', status: 'published', publishedAt: '2026-11-25T08:00:00Z' }),
      ],
    });
    const { calls } = renderEditor((c) => (c.method === 'PUT' ? json(published) : undefined));
    expect(screen.getByTestId('state-en').textContent).toBe('draft');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Better title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish English' }));
    await waitFor(() => expect(screen.getByTestId('state-en').textContent).toBe('published'));
    expect(callsTo(calls, 'PUT', PUT)[0]?.body).toEqual({
      version: 3,
      translations: { en: { title: 'Better title', summary: 'How it works', body: 'Hello **world**' } },
      publish: ['en'],
    });
    expect(screen.getByRole('link', { name: 'Public page ↗' }).getAttribute('href')).toBe('/blog/solving-recaptcha');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Even better' } });
    expect(screen.getByTestId('state-en').textContent).toBe('changed');
    expect(screen.getByRole('button', { name: 'Publish the changes in English' })).toBeTruthy();
  });

  it('unpublishes, publishes all the others, and says why a language cannot be published', async () => {
    const article = makeEditorArticle({
      translations: [
        makeTranslation({ status: 'published', publishedAt: '2026-11-25T08:00:00Z' }),
        makeTranslation({ language: 'ru', title: '', body: '' }),
      ],
    });
    const { calls } = renderEditor(
      (c) =>
        c.method === 'PUT' && (c.body as { publish?: string[] }).publish
          ? apiError('ARTICLE_EMPTY_TRANSLATION')
          : c.method === 'PUT'
            ? json(article)
            : undefined,
      article,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish all languages' }));
    await screen.findByText('A language version needs a title and a text before it can be published.', {
      selector: '.form-error',
    });
    expect(callsTo(calls, 'PUT', PUT)[0]?.body).toEqual({ version: 3, publish: ['ru'] });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish English' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', PUT)).toHaveLength(2));
    expect(callsTo(calls, 'PUT', PUT)[1]?.body).toEqual({ version: 3, unpublish: ['en'] });
  });

  it('removes a language version only after asking, sending null for it', async () => {
    const article = makeEditorArticle({
      translations: [makeTranslation(), makeTranslation({ language: 'ru', title: 'Заголовок' })],
    });
    const { calls } = renderEditor(
      (c) => (c.method === 'PUT' ? json(makeEditorArticle({ version: 4 })) : undefined),
      article,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: /English/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Русский/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Русский version' }));
    expect(callsTo(calls, 'PUT', PUT)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', PUT)[0]?.body).toEqual({ version: 3, translations: { ru: null } }),
    );
    expect(screen.queryByRole('tab', { name: /Русский/ })).toBeNull();
  });
});

describe('deleting and leaving', () => {
  it('deletes the article after confirmation, then shows the editor list', async () => {
    const { calls } = renderEditor((c) => (c.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Delete article' }));
    expect(screen.getByText(/The article “solving-recaptcha” is deleted in every language/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'DELETE', PUT)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete article' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await screen.findByTestId('list-page');
    expect(callsTo(calls, 'DELETE', PUT)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes', async () => {
    renderEditor(() => undefined);
    fireEvent.click(screen.getByRole('link', { name: '← All articles' }));
    await screen.findByTestId('list-page');
    cleanup();
    renderEditor(() => undefined);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Unsaved' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '← All articles' }));
    await screen.findByText('Leave without saving?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Unsaved');
    fireEvent.click(screen.getByRole('link', { name: '← All articles' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await screen.findByTestId('list-page');
  });
});

class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  method = '';
  url = '';
  form: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    this.form = form;
    FakeXhr.sent.push(this);
  }
  reply(status: number, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    this.onload?.();
  }
}

describe('images', () => {
  it('uploads a cover with a progress bar, refuses a file too big before sending, and inserts images', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderEditor(() => undefined, makeEditorArticle({ attachments: [makeAttachment(1)] }));
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(screen.getByTestId('cover-input'), { target: { files: [big] } });
    expect(screen.getByText('The file is larger than 5 MB.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('cover-input'), { target: { files: [file] } });
    const xhr = FakeXhr.sent[0];
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe('/api/v1/editor/articles/attachments');
    expect(xhr?.form?.get('articleId')).toBe('5');
    act(() => xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect((screen.getByLabelText('Uploading cover.png') as HTMLProgressElement).value).toBe(0.5);
    await act(async () => xhr?.reply(201, makeAttachment(2)));
    expect((await screen.findByAltText('The cover')).getAttribute('src')).toBe('/files/file-2/640.webp');
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.getAllByTestId('attachment')).toHaveLength(2);

    const area = screen.getByLabelText('Text (Markdown)') as HTMLTextAreaElement;
    area.setSelectionRange(5, 5);
    fireEvent.click(screen.getAllByRole('button', { name: 'Insert into the text' })[1] as HTMLElement);
    expect(area.value).toBe('Hello\n\n![](/files/file-1/1280.webp)\n\n **world**');
  });

  it('shows the live preview the server renders, in the public page’s classes', async () => {
    const { calls } = renderEditor(() => undefined);
    const shown = await screen.findByTestId('article-preview', {}, { timeout: 2000 });
    expect(shown.className).toContain('article-prose');
    expect(shown.innerHTML).toBe('<h2>rendered</h2>');
    expect(callsTo(calls, 'POST', '/api/v1/editor/articles/preview')[0]?.body).toEqual({ body: 'Hello **world**' });
  });
});
