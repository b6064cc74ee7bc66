import { IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileKeys } from '../../features/auth/api.ts';
import { apiError, json, makeUser, renderPage } from '../../features/auth/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { CheckRemindPage } from './check-remind.tsx';
import { ConfirmEmailPage } from './confirm-email.tsx';
import { LogoutPage } from './logout.tsx';
import { TwoFactorErrorPage } from './two-factor-error.tsx';

afterEach(() => cleanup());

const HASH = 'abcdefghijklmnopqrstuvwxyz012345';

describe('LogoutPage', () => {
  it('ends the session once, forgets the user and offers to sign in', async () => {
    const page = renderPage({
      path: '/auth/logout',
      url: '/auth/logout',
      Component: LogoutPage,
      user: makeUser('customer'),
      api: { [`POST ${IDENTITY_PATHS.logout}`]: () => json(200, { ok: true }) },
      strict: true,
    });
    page.queryClient.setQueryData(profileKeys.profile, { email: 'private@example.com' });
    await screen.findByText('You are signed out.');
    expect(page.callsTo(IDENTITY_PATHS.logout)).toHaveLength(1);
    expect(page.queryClient.getQueryData(userKeys.current)).toBeNull();
    expect(page.queryClient.getQueryData(profileKeys.profile)).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(page.location()).toBe('/auth/logout');
  });

  it('works for a visitor who is already signed out', async () => {
    const page = renderPage({
      path: '/auth/logout',
      url: '/auth/logout',
      Component: LogoutPage,
      api: { [`POST ${IDENTITY_PATHS.logout}`]: () => json(200, { ok: true }) },
    });
    await screen.findByText('You are signed out.');
    expect(page.callsTo(IDENTITY_PATHS.logout)).toHaveLength(1);
  });

  it('explains why when another page signed the visitor out', async () => {
    renderPage({
      path: '/auth/logout',
      url: '/auth/logout?reason=password_changed',
      Component: LogoutPage,
      api: { [`POST ${IDENTITY_PATHS.logout}`]: () => json(200, { ok: true }) },
    });
    await screen.findByText(/Your password was changed/);
  });

  it('keeps the user and offers a retry when the call fails', async () => {
    let n = 0;
    const page = renderPage({
      path: '/auth/logout',
      url: '/auth/logout',
      Component: LogoutPage,
      user: makeUser('worker'),
      api: {
        [`POST ${IDENTITY_PATHS.logout}`]: () => {
          n += 1;
          return n === 1 ? apiError('ERROR_CSRF', 403) : json(200, { ok: true });
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session check failed. Reload the page and try again.',
    );
    expect(page.queryClient.getQueryData(userKeys.current)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('You are signed out.');
  });
});

describe('CheckRemindPage', () => {
  const show = (api: Record<string, () => Response>, user: ReturnType<typeof makeUser> | null = null) =>
    renderPage({
      path: '/auth/check_remind/:hash/:userId',
      url: `/auth/check_remind/${HASH}/3`,
      Component: CheckRemindPage,
      api,
      user,
      strict: true,
    });
  const ok = () => json(200, { ok: true });

  function submit(password: string, repeat: string) {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('checks the link first, then sets the new password', async () => {
    const page = show({ [`POST ${IDENTITY_PATHS.checkRemind}`]: ok, [`POST ${IDENTITY_PATHS.resetPassword}`]: ok });
    await screen.findByLabelText('New password');
    expect(page.callsTo(IDENTITY_PATHS.checkRemind)).toEqual([
      { method: 'POST', path: IDENTITY_PATHS.checkRemind, body: { hash: HASH, userId: 3 } },
    ]);
    submit('brand-new-password', 'brand-new-password');
    await screen.findByText('Password changed. Sign in with it.');
    expect(page.callsTo(IDENTITY_PATHS.resetPassword)[0]?.body).toEqual({
      hash: HASH,
      userId: 3,
      password: 'brand-new-password',
    });
    expect(page.queryClient.getQueryData(userKeys.current)).toBeNull();
  });

  it('checks the repeat and the length on the client', async () => {
    const page = show({ [`POST ${IDENTITY_PATHS.checkRemind}`]: ok });
    await screen.findByLabelText('New password');
    submit('brand-new-password', 'brand-new-passw0rd');
    expect(page.container.querySelector('[data-field-error="repeat"]')?.textContent).toBe(
      'The passwords do not match.',
    );
    submit('short', 'short');
    expect(page.container.querySelector('[data-field-error="password"]')?.textContent).toBe(
      'Too short: at least 10 characters.',
    );
    expect(page.callsTo(IDENTITY_PATHS.resetPassword)).toEqual([]);
  });

  it('explains an expired link instead of the form', async () => {
    show({ [`POST ${IDENTITY_PATHS.checkRemind}`]: () => apiError('AUTH_LINK_EXPIRED', 410) });
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new letter' }).getAttribute('href')).toBe('/auth/remind');
  });

  it('explains a link used meanwhile in another tab', async () => {
    show({
      [`POST ${IDENTITY_PATHS.checkRemind}`]: ok,
      [`POST ${IDENTITY_PATHS.resetPassword}`]: () => apiError('AUTH_LINK_USED', 410),
    });
    await screen.findByLabelText('New password');
    submit('brand-new-password', 'brand-new-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link has already been used'));
  });

  it('sends a signed-in visitor to the sign-out page with the reason', async () => {
    const page = show(
      { [`POST ${IDENTITY_PATHS.checkRemind}`]: ok, [`POST ${IDENTITY_PATHS.resetPassword}`]: ok },
      makeUser('customer'),
    );
    await screen.findByLabelText('New password');
    submit('brand-new-password', 'brand-new-password');
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/auth/logout?reason=password_changed');
  });
});

describe('ConfirmEmailPage', () => {
  const show = (user: ReturnType<typeof makeUser> | null, api: Record<string, () => Response> = {}) =>
    renderPage({ path: '/auth/confirm-email', url: '/auth/confirm-email', Component: ConfirmEmailPage, user, api });
  const profile = (emailConfirmed: boolean) => () =>
    json(200, { id: 7, email: 'me@example.com', emailConfirmed, apiKey: null });

  it('asks a signed-out visitor to sign in first', () => {
    show(null);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/login?return_to=${encodeURIComponent('/auth/confirm-email')}`,
    );
  });

  it('says when the address is already confirmed', async () => {
    show(makeUser('customer'), { [`GET ${IDENTITY_PATHS.profile}`]: profile(true) });
    await screen.findByText('Your address me@example.com is confirmed.');
    expect(screen.queryByRole('button', { name: 'Send the letter again' })).toBeNull();
  });

  it('explains what confirmation unlocks and sends the letter again', async () => {
    const page = show(makeUser('customer'), {
      [`GET ${IDENTITY_PATHS.profile}`]: profile(false),
      [`POST ${IDENTITY_PATHS.sendConfirmation}`]: () =>
        json(200, { ok: true, emailConfirmed: false, mail: { status: 'sent', devMail: false } }),
    });
    await screen.findByText(/get your API key/);
    fireEvent.click(screen.getByRole('button', { name: 'Send the letter again' }));
    await screen.findByText('A new letter is on its way to me@example.com. Its link works for 24 hours.');
    expect(page.callsTo(IDENTITY_PATHS.sendConfirmation).filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  const lastMail = (status: string, devMail: boolean) => () =>
    json(200, { ok: true, emailConfirmed: false, mail: { status, devMail } });

  it('on a public server without mail, says an administrator can confirm, and keeps the resend button', async () => {
    show(makeUser('customer'), {
      [`GET ${IDENTITY_PATHS.profile}`]: profile(false),
      [`GET ${IDENTITY_PATHS.sendConfirmation}`]: lastMail('outbox', false),
    });
    await screen.findByText(
      'This server cannot send mail yet; an administrator can confirm your address me@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Send the letter again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the outbox' })).toBeNull();
  });

  it('on this machine without mail, links the outbox', async () => {
    show(makeUser('customer'), {
      [`GET ${IDENTITY_PATHS.profile}`]: profile(false),
      [`GET ${IDENTITY_PATHS.sendConfirmation}`]: lastMail('outbox', true),
    });
    const link = await screen.findByRole('link', { name: 'Open the outbox' });
    expect(link.getAttribute('href')).toBe('/dev/mail');
    expect(screen.getByText(/This server has no mail server configured; your letter to me@example.com/)).toBeTruthy();
  });

  it('says when the mail server refused the letter, and tries again', async () => {
    const page = show(makeUser('customer'), {
      [`GET ${IDENTITY_PATHS.profile}`]: profile(false),
      [`GET ${IDENTITY_PATHS.sendConfirmation}`]: lastMail('failed', false),
      [`POST ${IDENTITY_PATHS.sendConfirmation}`]: lastMail('sent', false),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be sent: the mail server refused it/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('A new letter is on its way to me@example.com. Its link works for 24 hours.');
    expect(page.callsTo(IDENTITY_PATHS.sendConfirmation).filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows a rate limit', async () => {
    show(makeUser('customer'), {
      [`GET ${IDENTITY_PATHS.profile}`]: profile(false),
      [`POST ${IDENTITY_PATHS.sendConfirmation}`]: () => apiError('ERROR_RATE_LIMITED', 429),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the letter again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Wait a moment and try again.');
  });
});

describe('TwoFactorErrorPage', () => {
  it('offers to sign in again', () => {
    renderPage({ path: '/auth/two_factor_error', url: '/auth/two_factor_error', Component: TwoFactorErrorPage });
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/auth/login');
  });
});
