import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { ProfileDeletePage } from './delete.tsx';

const PATH = '/api/v2/profile/delete';

function show(answer: (c: ApiCall) => Response) {
  return renderApp({
    routes: [
      { path: '/profile/delete', element: <ProfileDeletePage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    path: '/profile/delete',
    user: makeUser(),
    handler: (c) => (c.url === PATH ? answer(c) : undefined),
  });
}

afterEach(() => cleanup());

describe('ProfileDeletePage', () => {
  it('explains the consequences', () => {
    show(() => json({ ok: true }));
    expect(screen.getByText(/email address is freed/)).toBeTruthy();
    expect(screen.getByText('Your API key stops working at once.')).toBeTruthy();
    expect(screen.getByText('The history of your payments is kept.')).toBeTruthy();
  });

  it('needs the password before asking', () => {
    show(() => json({ ok: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(document.querySelector('[data-field-error="password"]')?.textContent).toBe('This field is required.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for confirmation, deletes, signs out locally and goes home', async () => {
    const { calls, queryClient, router } = show(() => json({ ok: true }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-size')).toBe('sm');
    expect(callsTo(calls, 'POST', PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(callsTo(calls, 'POST', PATH)[0]?.body).toEqual({ password: 'my-password' });
    expect(queryClient.getQueryData(userKeys.current)).toBeNull();
  });

  it('cancel closes the dialog without a request', () => {
    const { calls } = show(() => json({ ok: true }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong password beside the field and stays', async () => {
    const { queryClient, router } = show(() => apiError('AUTH_WRONG_PASSWORD'));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(document.querySelector('[data-field-error="password"]')?.textContent).toBe('The password is wrong.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/profile/delete');
    expect(queryClient.getQueryData(userKeys.current)).not.toBeNull();
  });
});
