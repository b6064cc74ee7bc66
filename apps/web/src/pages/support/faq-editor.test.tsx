import type { FaqEditorEntry, FaqEditorListReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf } from '../../features/faq/editor.tsx';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { FaqEditorPage } from './faq-editor.tsx';

afterEach(cleanup);

const entry = (id: number, over: Partial<FaqEditorEntry> = {}): FaqEditorEntry => ({
  id,
  audience: 'worker',
  position: id,
  published: true,
  shipped: true,
  translations: [
    { language: 'en', question: `Question ${id}?`, answer: `Answer ${id}.` },
    { language: 'ru', question: `Вопрос ${id}?`, answer: `Ответ ${id}.` },
  ],
  updatedAt: '2026-11-25T10:00:00.000Z',
  updatedBy: 'Crowdsolve',
  audit: [{ at: '2026-11-25T10:00:00.000Z', user: 'Mo Derator', action: 'edited', detail: 'en answer' }],
  ...over,
});

function renderEditor(
  handler: (c: ApiCall) => Response | undefined,
  list: FaqEditorListReply = { audience: 'worker', entries: [entry(1), entry(2, { published: false })] },
) {
  return renderApp({
    routes: [{ path: '/editor/faq', element: <FaqEditorPage /> }],
    path: '/editor/faq?audience=worker',
    user: makeUser({ permissions: { moderator: true } }),
    handler: (c) =>
      handler(c) ?? (c.method === 'GET' && c.url.startsWith('/api/v1/editor/faq?') ? json(list) : undefined),
  });
}

describe('the FAQ editor', () => {
  it('lists an audience’s entries with their state and history, and reorders them', async () => {
    const stored: FaqEditorListReply = { audience: 'worker', entries: [entry(1), entry(2, { published: false })] };
    const { calls } = renderEditor((c) => {
      if (c.method !== 'PUT' || c.url !== '/api/v1/editor/faq/order') return undefined;
      stored.entries = [entry(2, { published: false }), entry(1)];
      return json(stored);
    }, stored);
    const list = await screen.findByTestId('faq-editor-list');
    expect(within(list).getByText('1. Question 1?')).toBeTruthy();
    expect(within(list).getByText('Not published')).toBeTruthy();
    expect(within(list).getAllByText('Shipped with the service').length).toBe(2);
    expect(within(list).getAllByText(/Mo Derator · edited/).length).toBe(2);
    fireEvent.click(within(list).getAllByRole('button', { name: 'Move down' })[0] as HTMLElement);
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v1/editor/faq/order')[0]?.body).toEqual({
        audience: 'worker',
        ids: [2, 1],
      }),
    );
    await waitFor(() => expect(within(list).getByText('1. Question 2?')).toBeTruthy());
  });

  it('publishes an entry and sends an edit with the languages that have text', async () => {
    const { calls } = renderEditor((c) =>
      c.method === 'PUT' && c.url === '/api/v1/editor/faq/2/published' ? json(entry(2)) : undefined,
    );
    const list = await screen.findByTestId('faq-editor-list');
    fireEvent.click(within(list).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v1/editor/faq/2/published')[0]?.body).toEqual({ published: true }),
    );
    expect(
      bodyOf('customer', true, {
        en: { question: ' Why? ', answer: 'Because.' },
        ru: { question: 'Почему?', answer: '' },
        zh: { question: '', answer: '' },
      }),
    ).toEqual({
      audience: 'customer',
      published: true,
      translations: [{ language: 'en', question: 'Why?', answer: 'Because.' }],
    });
  });
});
