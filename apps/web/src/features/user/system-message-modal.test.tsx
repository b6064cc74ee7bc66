import type { CurrentUser } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { userKeys } from './current-user.ts';
import { messageHtml, SystemMessageModal } from './system-message-modal.tsx';

const READ = '/api/v2/user/system_message_read';

function userWithMessage(message: Record<string, string>, id = 41): CurrentUser {
  return makeUser({ profile: { userType: 'customer', systemMessage: { id, message } } });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('messageHtml', () => {
  it('takes the current language, then English', () => {
    expect(messageHtml({ en: 'E', ru: 'R' }, 'ru')).toBe('R');
    expect(messageHtml({ en: 'E', ru: 'R' }, 'zh')).toBe('E');
    expect(messageHtml({ ru: 'R' }, 'zh')).toBe('R');
  });
});

describe('SystemMessageModal', () => {
  it('renders nothing without a message', () => {
    const { container } = renderApp({ element: <SystemMessageModal />, user: makeUser() });
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('shows the message in the current language with a translated title', () => {
    renderApp({
      element: <SystemMessageModal />,
      user: userWithMessage({ en: '<p>Hello <b>there</b></p>', ru: '<p>Привет</p>' }),
      language: 'ru',
    });
    expect(screen.getByRole('heading', { name: 'Сообщение от Crowdsolve' })).toBeTruthy();
    expect(document.querySelector('.system-message')?.innerHTML).toBe('<p>Привет</p>');
  });

  it('falls back to English when the language has no text', () => {
    renderApp({ element: <SystemMessageModal />, user: userWithMessage({ en: '<p>Hello <b>there</b></p>' }) });
    expect(screen.getByRole('heading', { name: 'Message from Crowdsolve' })).toBeTruthy();
    const body = document.querySelector('.system-message');
    expect(body?.querySelector('b')?.textContent).toBe('there');
  });

  it.each([
    ['OK', 'OK'],
    ['the close button', 'Close'],
  ])('marks the message read with %s and closes on success', async (_label, name) => {
    const { calls, queryClient } = renderApp({
      element: <SystemMessageModal />,
      user: userWithMessage({ en: '<p>Hi</p>' }),
      handler: (c) => (c.url === READ ? json({ ok: true }) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    const puts = callsTo(calls, 'PUT', READ);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ id: 41 });
    expect(queryClient.getQueryData<CurrentUser>(userKeys.current)?.profile.systemMessage).toBeNull();
  });

  it('stays open when marking fails, and only logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, queryClient } = renderApp({
      element: <SystemMessageModal />,
      user: userWithMessage({ en: '<p>Hi</p>' }),
      handler: (c) => (c.url === READ ? apiError('ERROR_INTERNAL', 500) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(callsTo(calls, 'PUT', READ)).toHaveLength(1);
    expect(document.querySelector('dialog')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('raw server text');
    expect(queryClient.getQueryData<CurrentUser>(userKeys.current)?.profile.systemMessage?.id).toBe(41);
    // The button works again for another try.
    await waitFor(() => expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
