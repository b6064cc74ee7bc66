import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, makeProfile, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { ProfileNotificationsPage } from './notifications.tsx';

afterEach(() => cleanup());

describe('ProfileNotificationsPage', () => {
  it('shows the three preferences and saves them', async () => {
    const { calls } = renderApp({
      path: '/profile/notif',
      element: <ProfileNotificationsPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'GET' && c.url === '/api/v2/profile') return json(makeProfile());
        if (c.method === 'PUT' && c.url === '/api/v2/profile/notifications') return json(c.body);
      },
    });
    const newSignIn = (await screen.findByLabelText(/new device/)) as HTMLInputElement;
    const copies = screen.getByLabelText('Copies of system messages by mail') as HTMLInputElement;
    const news = screen.getByLabelText('Product news and offers') as HTMLInputElement;
    expect([newSignIn.checked, copies.checked, news.checked]).toEqual([true, true, false]);
    fireEvent.click(copies);
    fireEvent.click(news);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/v2/profile/notifications')[0]?.body).toEqual({
      newSignIn: true,
      systemMessages: false,
      news: true,
    });
  });

  it('shows a failure as a translated form error', async () => {
    renderApp({
      path: '/profile/notif',
      element: <ProfileNotificationsPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'GET' && c.url === '/api/v2/profile') return json(makeProfile());
        if (c.method === 'PUT') return apiError('ERROR_RATE_LIMITED', 429);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Wait a moment and try again.'),
    );
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
