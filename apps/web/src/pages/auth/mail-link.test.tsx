import { IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileKeys } from '../../features/auth/api.ts';
import { apiError, json, makeUser, renderPage } from '../../features/auth/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { ChangeEmailPage } from './change-email.tsx';
import { CheckKeyPage } from './check-key.tsx';
import { DeleteEmailPage } from './delete-email.tsx';

afterEach(() => cleanup());

const HASH = 'abcdefghijklmnopqrstuvwxyz012345';

function checkKey(answer: () => Response, opts: { strict?: boolean; url?: string } = {}) {
  return renderPage({
    path: '/auth/check_key/:hash/:userId',
    url: opts.url ?? `/auth/check_key/${HASH}/7`,
    Component: CheckKeyPage,
    api: { [`POST ${IDENTITY_PATHS.checkKey}`]: answer },
    strict: opts.strict ?? true,
  });
}

describe('mail-link pages: the confirmation link', () => {
  it('confirms once on opening, even under StrictMode, and refreshes the profile', async () => {
    const page = checkKey(() => json(200, { ok: true }));
    page.queryClient.setQueryData(profileKeys.profile, { emailConfirmed: false });
    expect(screen.getByText('Checking the link…')).toBeTruthy();
    await screen.findByText('Address confirmed.');
    expect(page.callsTo(IDENTITY_PATHS.checkKey)).toEqual([
      { method: 'POST', path: IDENTITY_PATHS.checkKey, body: { hash: HASH, userId: 7 } },
    ]);
    expect(page.queryClient.getQueryState(profileKeys.profile)?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('explains a used link and offers a new letter', async () => {
    checkKey(() => apiError('AUTH_LINK_USED', 410));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has already been used');
    expect(screen.queryByText(/raw server text/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new letter' }).getAttribute('href')).toBe('/auth/confirm-email');
  });

  it('explains an expired link with its lifetime', async () => {
    checkKey(() => apiError('AUTH_LINK_EXPIRED', 410));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has expired');
    expect(alert.textContent).toContain('Links in our letters work for 24 hours.');
  });

  it('explains an invalid link from the server', async () => {
    checkKey(() => apiError('AUTH_LINK_INVALID', 400));
    expect((await screen.findByRole('alert')).textContent).toContain('This link does not work');
  });

  it('does not call the API for an address that cannot be a link', () => {
    const page = checkKey(() => json(200, { ok: true }), { url: '/auth/check_key/short/7' });
    expect(screen.getByRole('alert').textContent).toContain('This link does not work');
    expect(page.calls).toEqual([]);
  });

  it('offers a retry after a network failure, which calls again', async () => {
    let n = 0;
    const page = checkKey(() => {
      n += 1;
      return n === 1 ? apiError('ERROR_UNAVAILABLE', 503) : json(200, { ok: true });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Address confirmed.');
    expect(page.callsTo(IDENTITY_PATHS.checkKey)).toHaveLength(2);
  });
});

describe('mail-link pages: the email change link', () => {
  const show = (status: string, answer: () => Response) =>
    renderPage({
      path: '/auth/change_email/:hash/:userId/:status',
      url: `/auth/change_email/${HASH}/9/${status}`,
      Component: ChangeEmailPage,
      api: { [`POST ${IDENTITY_PATHS.confirmEmailChange}`]: answer },
      strict: true,
    });

  it('asks for the other mailbox after the first confirmation', async () => {
    const page = show('old', () => json(200, { complete: false, email: null }));
    await screen.findByText('Confirmed. Now follow the link sent to the other address.');
    expect(page.calls[0]?.body).toEqual({ hash: HASH, userId: 9, status: 'old' });
    expect(page.callsTo(IDENTITY_PATHS.confirmEmailChange)).toHaveLength(1);
  });

  it('shows the new address once both confirmed', async () => {
    show('new', () => json(200, { complete: true, email: 'new@example.com' }));
    await screen.findByText('Your address is now new@example.com.');
  });

  it('shows a taken address translated', async () => {
    show('new', () => apiError('AUTH_EMAIL_TAKEN', 409));
    await screen.findByText(/This email cannot be used for a new account/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start the change again' })).toBeTruthy();
  });

  it('treats an unknown status as an invalid link', () => {
    const page = show('other', () => json(200, {}));
    expect(screen.getByRole('alert').textContent).toContain('This link does not work');
    expect(page.calls).toEqual([]);
  });
});

describe('mail-link pages: removing an address', () => {
  const show = (answer: () => Response, user = makeUser(null, 1)) =>
    renderPage({
      path: '/auth/delete_email/:hash/:userId',
      url: `/auth/delete_email/${HASH}/5`,
      Component: DeleteEmailPage,
      api: { [`POST ${IDENTITY_PATHS.deleteEmail}`]: answer },
      user,
      strict: true,
    });

  it('does nothing until the visitor confirms, then removes the address', async () => {
    const page = show(() => json(200, { ok: true }));
    const button = screen.getByRole('button', { name: 'Remove my address from this account' });
    await new Promise((r) => setTimeout(r, 20));
    expect(page.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(button);
    await screen.findByText('The address was removed and the account closed.');
    expect(page.callsTo(IDENTITY_PATHS.deleteEmail)).toEqual([
      { method: 'POST', path: IDENTITY_PATHS.deleteEmail, body: { hash: HASH, userId: 5 } },
    ]);
  });

  it('signs out locally when the closed account is the signed-in one', async () => {
    const page = show(() => json(200, { ok: true }), makeUser(null, 5));
    fireEvent.click(screen.getByRole('button', { name: 'Remove my address from this account' }));
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/auth/logout?reason=account_closed');
  });

  it('explains a used link', async () => {
    show(() => apiError('AUTH_LINK_USED', 410));
    fireEvent.click(screen.getByRole('button', { name: 'Remove my address from this account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link has already been used'));
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});

describe('mail-link pages: signed-in visitor on the confirmation link', () => {
  it('offers the way to the account', async () => {
    const page = renderPage({
      path: '/auth/check_key/:hash/:userId',
      url: `/auth/check_key/${HASH}/7`,
      Component: CheckKeyPage,
      api: { [`POST ${IDENTITY_PATHS.checkKey}`]: () => json(200, { ok: true }) },
      user: makeUser('worker'),
    });
    await screen.findByText('Address confirmed.');
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/cabinet');
    expect(page.queryClient.getQueryData(userKeys.current)).not.toBeNull();
  });
});
