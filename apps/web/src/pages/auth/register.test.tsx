import { IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, makeUser, renderPage } from '../../features/auth/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { RegisterPage } from './register.tsx';

afterEach(() => cleanup());

function show(url: string, answer: (body: unknown) => Response, more: Record<string, () => Response> = {}) {
  return renderPage({
    path: '/auth/register',
    url,
    Component: RegisterPage,
    api: { [`POST ${IDENTITY_PATHS.register}`]: answer, ...more },
  });
}

/** The server's answer to a registration: what became of the letter, and the new user signed in (or not). */
const registered =
  (
    status: 'sent' | 'outbox' | 'failed',
    options: { devMail?: boolean; user?: ReturnType<typeof makeUser> | null } = {},
  ) =>
  (body: unknown) =>
    json(200, {
      ok: true,
      email: (body as { email: string }).email,
      mail: { status, devMail: options.devMail ?? false },
      user: options.user === undefined ? makeUser('developer') : options.user,
    });

const fieldError = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

function fill(email: string, password: string, accept: boolean) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  if (accept) fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', () => {
  it('checks the fields on the client and calls nothing while they are wrong', () => {
    const page = show('/auth/register', () => json(200, {}));
    fill('nope', 'short', false);
    expect(fieldError(page.container, 'email')).toBe('Enter a valid email address.');
    expect(fieldError(page.container, 'password')).toBe('Too short: at least 10 characters.');
    expect(fieldError(page.container, 'acceptTerms')).toBe('You need to accept the terms to continue.');
    expect(page.calls).toEqual([]);
  });

  it('hints the password length and links the terms and the privacy policy', () => {
    show('/auth/register', () => json(200, {}));
    expect(screen.getByText('At least 10 characters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('preselects the role from ?userType and explains each one', () => {
    show('/auth/register?userType=worker', () => json(200, {}));
    expect(radio(/^Worker/).checked).toBe(true);
    expect(radio(/^Customer/).checked).toBe(false);
    expect(screen.getByText('Send captchas through the API and pay for each solved one.')).toBeTruthy();
  });

  it('ignores an unknown ?userType', () => {
    show('/auth/register?userType=admin', () => json(200, {}));
    expect(radio(/decide later/).checked).toBe(true);
  });

  it('shows a server field error beside its field', async () => {
    const page = show('/auth/register', () =>
      apiError('ERROR_VALIDATION', 400, [{ field: 'body.password', message: 'too_long' }]),
    );
    fill('new@example.com', 'long-enough-password', true);
    await waitFor(() => expect(fieldError(page.container, 'password')).toBe('Too long.'));
  });

  it('shows a rate limit translated', async () => {
    show('/auth/register', () => apiError('ERROR_RATE_LIMITED', 429));
    fill('new@example.com', 'long-enough-password', true);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Wait a moment and try again.');
  });

  it('registers with the language and role, signs in, says the letter was sent and leads to the account', async () => {
    const page = show('/auth/register?userType=developer', registered('sent'));
    fill('New@Example.com', 'long-enough-password', true);
    await screen.findByText('We sent a letter to new@example.com. Confirm the address from it.');
    expect(page.calls[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'long-enough-password',
      userType: 'developer',
      acceptTerms: true,
      interfaceLanguage: 'en',
    });
    expect(screen.getByText('You are signed in. Your API key appears once your address is confirmed.')).toBeTruthy();
    expect(page.queryClient.getQueryData(userKeys.current)).toEqual(makeUser('developer'));
    fireEvent.click(screen.getByRole('link', { name: 'Continue to your account' }));
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/software/softlist');
  });

  it('registers without a role when none is chosen; the way on is the role choice', async () => {
    const page = show('/auth/register', registered('sent', { user: makeUser(null) }));
    fill('a@example.com', 'long-enough-password', true);
    await screen.findByText(/We sent a letter to a@example.com/);
    expect(page.calls[0]?.body).not.toHaveProperty('userType');
    expect(screen.getByRole('link', { name: 'Continue to your account' }).getAttribute('href')).toBe('/select-role');
  });

  it('on this machine without mail, says the letter is in the outbox and links it', async () => {
    show('/auth/register', registered('outbox', { devMail: true }));
    fill('a@example.com', 'long-enough-password', true);
    await screen.findByText(
      /This server has no mail server configured; your letter to a@example.com is in the outbox./,
    );
    expect(screen.getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe('/dev/mail');
  });

  it('on a public server without mail, says an administrator can confirm, and offers to send again', async () => {
    show('/auth/register', registered('outbox'));
    fill('a@example.com', 'long-enough-password', true);
    await screen.findByText(
      'This server cannot send mail yet; an administrator can confirm your address a@example.com.',
    );
    expect(screen.queryByRole('link', { name: 'Open the outbox' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send the letter again' })).toBeTruthy();
  });

  it('says when the mail server refused the letter, and tries again', async () => {
    const page = show('/auth/register', registered('failed'), {
      [`POST ${IDENTITY_PATHS.sendConfirmation}`]: () =>
        json(200, { ok: true, emailConfirmed: false, mail: { status: 'sent', devMail: false } }),
    });
    fill('a@example.com', 'long-enough-password', true);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be sent: the mail server refused it/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('We sent a letter to a@example.com. Confirm the address from it.');
    expect(page.callsTo(IDENTITY_PATHS.sendConfirmation)).toHaveLength(1);
  });

  it('for an address that already has an account, signs nobody in and offers sign-in', async () => {
    const page = show('/auth/register', registered('sent', { user: null }));
    fill('taken@example.com', 'long-enough-password', true);
    await screen.findByText('We sent a letter to taken@example.com. Confirm the address from it.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(page.queryClient.getQueryData(userKeys.current)).toBeNull();
  });
});
