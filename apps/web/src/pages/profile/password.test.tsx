import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { ProfilePasswordPage } from './password.tsx';

const PATH = '/api/v2/profile/password';

function show(answer: (c: ApiCall) => Response | undefined = () => json({ ok: true })) {
  return renderApp({
    path: '/profile/edit_password',
    element: <ProfilePasswordPage />,
    user: makeUser(),
    handler: (c) => (c.url === PATH ? answer(c) : undefined),
  });
}

function fill(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
}

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

afterEach(() => cleanup());

describe('ProfilePasswordPage', () => {
  it('checks the fields and the repeat on the client', () => {
    const { calls } = show();
    fill('', 'short', 'short');
    expect(fieldError('currentPassword')).toBe('This field is required.');
    expect(fieldError('newPassword')).toBe('Too short: at least 10 characters.');
    fill('old-password', 'a-long-new-password', 'another-long-password');
    expect(fieldError('repeat')).toBe('The passwords do not match.');
    expect(fieldError('currentPassword')).toBeNull();
    expect(callsTo(calls, 'POST', PATH)).toHaveLength(0);
  });

  it('changes the password and says other sessions ended', async () => {
    const { calls } = show();
    fill('old-password', 'a-long-new-password', 'a-long-new-password');
    expect(await screen.findByText('The password is changed. All other devices were signed out.')).toBeTruthy();
    expect(callsTo(calls, 'POST', PATH)[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-long-new-password',
    });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password beside its field', async () => {
    show(() => apiError('AUTH_WRONG_PASSWORD'));
    fill('bad-password', 'a-long-new-password', 'a-long-new-password');
    await waitFor(() => expect(fieldError('currentPassword')).toBe('The password is wrong.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows server field errors beside their fields', async () => {
    show(() => apiError('ERROR_VALIDATION', 400, [{ field: 'body.newPassword', message: 'too_long' }]));
    fill('old-password', 'a-long-new-password', 'a-long-new-password');
    await waitFor(() => expect(fieldError('newPassword')).toBe('Too long.'));
  });
});
