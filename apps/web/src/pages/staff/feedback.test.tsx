import type { FeedbackItem } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminFeedbackPage } from './feedback.tsx';

afterEach(() => cleanup());

const item = (over: Partial<FeedbackItem>): FeedbackItem => ({
  id: 1,
  kind: 'service',
  name: 'Olga',
  email: 'olga@example.com',
  userId: null,
  rating: 4,
  message: 'Fast answers.',
  language: 'ru',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  reply: null,
  repliedAt: null,
  ...over,
});

describe('AdminFeedbackPage', () => {
  it('lists feedback, filters by form, marks handled and replies by mail', async () => {
    const items = [item({ id: 1 }), item({ id: 2, kind: 'proxy', name: 'Li', message: 'Proxies drop.' })];
    const handler = (c: ApiCall) => {
      if (c.method === 'GET' && c.url.startsWith('/api/v2/staff/feedback')) {
        const kind = new URL(c.url, 'http://x').searchParams.get('kind');
        const shown = kind ? items.filter((i) => i.kind === kind) : items;
        return json({ items: shown, total: shown.length, page: 0, pageSize: 20 });
      }
      if (c.method === 'PUT') return json(item({ id: 1, handledAt: '2026-11-21T10:00:00.000Z' }));
      if (c.method === 'POST') return json(item({ id: 1, reply: 'Thanks', repliedAt: '2026-11-21T10:00:00.000Z' }));
      return undefined;
    };
    const { calls } = renderApp({
      path: '/editor/feedback',
      element: <AdminFeedbackPage />,
      user: makeUser({ permissions: { moderator: true } }),
      handler,
    });
    expect(await screen.findByText('2 messages')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'proxy' } });
    expect(await screen.findByText('1 message')).toBeTruthy();
    expect(screen.getByText('Proxies drop.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'all' } });
    const card = (await screen.findByText('Fast answers.')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v2/staff/feedback/1/handled')[0]?.body).toEqual({ handled: true }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Reply by mail' }));
    fireEvent.change(within(card).getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/v2/staff/feedback/1/reply')[0]?.body).toEqual({ text: 'Thanks' }),
    );
    expect(await screen.findByText('Your reply went to olga@example.com; the message is marked handled.')).toBeTruthy();
  });
});
