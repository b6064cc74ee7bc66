import type { Profile } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, callsTo, json, makeProfile, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { ProfilePage } from './profile.tsx';

const NEW_KEY = 'ffffffffffffffffffffffffffffffff';

function show(profile: Profile, extra?: (c: ApiCall) => Response | undefined) {
  return renderApp({
    path: '/profile',
    element: <ProfilePage />,
    user: makeUser(),
    handler: (c) => {
      if (c.method === 'GET' && c.url === '/api/v2/profile') return json(profile);
      return extra?.(c);
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePage', () => {
  it('shows the title, the tabs and the account details', async () => {
    show(makeProfile({ twoFactorEnabled: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/profile',
      '/profile/edit',
      '/profile/notif',
      '/profile/authentication',
      '/profile/docs',
      '/profile/edit_password',
      '/profile/delete',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('profile-email')).textContent).toBe('ann@example.com');
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/cabinet/edittype');
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByTestId('api-key').textContent).toBe('0123456789abcdef0123456789abcdef');
    expect(screen.queryByText('This address is not confirmed yet.')).toBeNull();
  });

  it('explains an unconfirmed address and the pending change; no key yet', async () => {
    show(makeProfile({ emailConfirmed: false, apiKey: null, pendingEmail: 'new@example.com' }));
    expect(await screen.findByText('This address is not confirmed yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Confirm your address' })[0]?.getAttribute('href')).toBe(
      '/auth/confirm-email',
    );
    expect(screen.getByText(/Change requested to new@example.com/)).toBeTruthy();
    expect(screen.getByText('Your API key appears here after you confirm your email address.')).toBeTruthy();
    expect(screen.queryByTestId('api-key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate a new key' })).toBeNull();
  });

  it('has no API key section for workers', async () => {
    show(makeProfile({ userType: 'worker', apiKey: null }));
    expect(await screen.findByText('Worker')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'API key' })).toBeNull();
  });

  it('copies the key with the Clipboard API', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('0123456789abcdef0123456789abcdef');
  });

  it('selects the key when the clipboard is unavailable', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    show(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/The text is selected/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('0123456789abcdef0123456789abcdef');
  });

  it('generates a new key after a confirmation', async () => {
    const { calls } = show(makeProfile(), (c) =>
      c.method === 'POST' && c.url === '/api/v2/profile/api_key' ? json({ apiKey: NEW_KEY }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate a new key' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/profile/api_key')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate a new key' }));
    await waitFor(() => expect(screen.getByTestId('api-key').textContent).toBe(NEW_KEY));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('A new key is active. Update it in your software.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/profile/api_key')).toHaveLength(1);
  });
});
