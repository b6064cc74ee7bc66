import type { CurrentUser } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchInterfaceLanguage } from '../../features/profile/switch-language.ts';
import {
  type ApiCall,
  apiError,
  callsTo,
  json,
  makeProfile,
  makeUser,
  renderApp,
} from '../../features/profile/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { ProfileEditPage } from './edit.tsx';

vi.mock('../../features/profile/switch-language.ts', () => ({ switchInterfaceLanguage: vi.fn() }));

function show(extra?: (c: ApiCall) => Response | undefined) {
  return renderApp({
    path: '/profile/edit',
    element: <ProfileEditPage />,
    user: makeUser(),
    handler: (c) => extra?.(c) ?? (c.method === 'GET' && c.url === '/api/v2/profile' ? json(makeProfile()) : undefined),
  });
}

function form(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  const el = heading.closest('form');
  if (!el) throw new Error(`no form for ${title}`);
  return el;
}

function type(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  vi.mocked(switchInterfaceLanguage).mockReset();
});
afterEach(() => cleanup());

describe('ProfileEditPage: name', () => {
  it('saves the name with PUT /api/v2/profile', async () => {
    const { calls } = show((c) =>
      c.method === 'PUT' && c.url === '/api/v2/profile' ? json(makeProfile({ name: 'Anna' })) : undefined,
    );
    await screen.findByRole('heading', { name: 'Email address' });
    const nameForm = form('Name');
    expect((within(nameForm).getByLabelText('Your name') as HTMLInputElement).value).toBe('Ann');
    type(nameForm, 'Your name', 'Anna');
    fireEvent.submit(nameForm);
    expect(await within(nameForm).findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/v2/profile')[0]?.body).toEqual({ name: 'Anna' });
  });
});

describe('ProfileEditPage: email change', () => {
  it('checks the fields before sending', async () => {
    const { calls } = show();
    await screen.findByRole('heading', { name: 'Email address' });
    const emailForm = form('Email address');
    type(emailForm, 'New email address', 'not an address');
    fireEvent.submit(emailForm);
    expect(within(emailForm).getByText('Enter a valid email address.')).toBeTruthy();
    expect(within(emailForm).getByText('This field is required.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/auth/change_email')).toHaveLength(0);
  });

  it('sends the request and says letters went to both addresses', async () => {
    const { calls } = show((c) => (c.url === '/api/v2/auth/change_email' ? json({ ok: true }) : undefined));
    await screen.findByRole('heading', { name: 'Email address' });
    const emailForm = form('Email address');
    type(emailForm, 'New email address', ' New@Example.com ');
    type(emailForm, 'Current password', 'secret-password');
    fireEvent.submit(emailForm);
    const notice = await within(emailForm).findByText(/We sent letters to ann@example.com and new@example.com/);
    expect(notice.textContent).toContain('once both links are opened');
    expect(callsTo(calls, 'POST', '/api/v2/auth/change_email')[0]?.body).toEqual({
      newEmail: 'new@example.com',
      password: 'secret-password',
    });
  });

  it('shows a wrong password beside the password field, never the raw text', async () => {
    show((c) => (c.url === '/api/v2/auth/change_email' ? apiError('AUTH_WRONG_PASSWORD') : undefined));
    await screen.findByRole('heading', { name: 'Email address' });
    const emailForm = form('Email address');
    type(emailForm, 'New email address', 'new@example.com');
    type(emailForm, 'Current password', 'wrong');
    fireEvent.submit(emailForm);
    await waitFor(() =>
      expect(emailForm.querySelector('[data-field-error="password"]')?.textContent).toBe('The password is wrong.'),
    );
    expect(within(emailForm).queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('raw server text');
  });

  it('shows the same address beside the new address field', async () => {
    show((c) => (c.url === '/api/v2/auth/change_email' ? apiError('AUTH_SAME_EMAIL') : undefined));
    await screen.findByRole('heading', { name: 'Email address' });
    const emailForm = form('Email address');
    type(emailForm, 'New email address', 'ann@example.com');
    type(emailForm, 'Current password', 'secret-password');
    fireEvent.submit(emailForm);
    await waitFor(() =>
      expect(emailForm.querySelector('[data-field-error="newEmail"]')?.textContent).toBe(
        'This is already your address.',
      ),
    );
  });

  it('asks to confirm the current address first', async () => {
    show((c) => (c.url === '/api/v2/auth/change_email' ? apiError('AUTH_EMAIL_NOT_CONFIRMED', 403) : undefined));
    await screen.findByRole('heading', { name: 'Email address' });
    const emailForm = form('Email address');
    type(emailForm, 'New email address', 'new@example.com');
    type(emailForm, 'Current password', 'secret-password');
    fireEvent.submit(emailForm);
    expect((await within(emailForm).findByRole('alert')).textContent).toBe('Confirm your email address first.');
    expect(within(emailForm).getByRole('link', { name: 'Confirm your address' }).getAttribute('href')).toBe(
      '/auth/confirm-email',
    );
  });
});

describe('ProfileEditPage: interface language', () => {
  it('stores the language, updates the user and switches the page', async () => {
    const { calls, queryClient } = show((c) =>
      c.method === 'PUT' && c.url === '/api/v2/user' ? json(makeUser({ interfaceLanguage: 'ru' })) : undefined,
    );
    await screen.findByRole('heading', { name: 'Interface language' });
    const languageForm = form('Interface language');
    const select = within(languageForm).getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['en', 'ru', 'zh']);
    expect(select.value).toBe('en');
    fireEvent.change(select, { target: { value: 'ru' } });
    fireEvent.submit(languageForm);
    await waitFor(() => expect(switchInterfaceLanguage).toHaveBeenCalledWith('international', 'ru'));
    expect(callsTo(calls, 'PUT', '/api/v2/user')[0]?.body).toEqual({ interfaceLanguage: 'ru' });
    expect(queryClient.getQueryData<CurrentUser>(userKeys.current)?.interfaceLanguage).toBe('ru');
  });

  it('stays on the page with an error when saving fails', async () => {
    show((c) => (c.method === 'PUT' && c.url === '/api/v2/user' ? apiError('ERROR_INTERNAL', 500) : undefined));
    await screen.findByRole('heading', { name: 'Interface language' });
    const languageForm = form('Interface language');
    fireEvent.submit(languageForm);
    expect((await within(languageForm).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(switchInterfaceLanguage).not.toHaveBeenCalled();
  });
});
