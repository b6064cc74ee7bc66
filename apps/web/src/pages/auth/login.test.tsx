import { IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, makeUser, renderPage } from '../../features/auth/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { LoginPage } from './login.tsx';

afterEach(() => cleanup());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

function show(url: string, answer: () => Response | Promise<Response>) {
  return renderPage({
    path: '/auth/login',
    url,
    Component: LoginPage,
    api: { [`POST ${IDENTITY_PATHS.login}`]: answer },
  });
}

const fieldError = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

describe('LoginPage', () => {
  it('shows client-side errors beside the fields without calling the API', () => {
    const page = show('/auth/login', () => json(200, {}));
    fill('not-an-email', '');
    expect(fieldError(page.container, 'email')).toBe('Enter a valid email address.');
    expect(fieldError(page.container, 'password')).toBe('This field is required.');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(page.calls).toEqual([]);
  });

  it('shows a server field error beside its field', async () => {
    const page = show('/auth/login', () =>
      apiError('ERROR_VALIDATION', 400, [{ field: 'body.email', message: 'too_long' }]),
    );
    fill('a@example.com', 'secret-password');
    await waitFor(() => expect(fieldError(page.container, 'email')).toBe('Too long.'));
    expect(screen.queryByText(/raw server text/)).toBeNull();
  });

  it('shows the translated error for wrong credentials, never the raw server text', async () => {
    show('/auth/login', () => apiError('AUTH_INVALID_CREDENTIALS', 400));
    fill('a@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(screen.queryByText(/raw server text/)).toBeNull();
  });

  it.each([
    ['AUTH_ACCOUNT_BANNED', 403, 'This account is blocked. Contact support.'],
    ['ERROR_RATE_LIMITED', 429, 'Too many requests. Wait a moment and try again.'],
  ])('shows %s translated', async (code, status, text) => {
    show('/auth/login', () => apiError(code, status));
    fill('a@example.com', 'some-password');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('sends the normalised email and disables the button while waiting', async () => {
    let release: (r: Response) => void = () => {};
    const page = show('/auth/login', () => new Promise<Response>((resolve) => (release = resolve)));
    fill('  A@Example.COM ', 'secret-password');
    await waitFor(() => expect(page.calls).toHaveLength(1));
    expect(page.calls[0]?.body).toEqual({ email: 'a@example.com', password: 'secret-password' });
    expect((screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement).disabled).toBe(true);
    release(apiError('AUTH_INVALID_CREDENTIALS', 400));
    await screen.findByRole('alert');
  });

  it('on success stores the user and follows a safe return_to', async () => {
    const user = makeUser('customer');
    const page = show(`/auth/login?return_to=${encodeURIComponent('/pay/history_day?x=1')}`, () =>
      json(200, { status: 'ok', user }),
    );
    fill('a@example.com', 'secret-password');
    expect((await screen.findByTestId('landed')).textContent).toBe('/pay/history_day?x=1');
    expect(page.queryClient.getQueryData(userKeys.current)).toEqual(user);
  });

  it.each(['https://evil.com', '//evil.com', '/\\evil.com'])(
    'ignores return_to=%s and opens the cabinet',
    async (bad) => {
      const page = show(`/auth/login?return_to=${encodeURIComponent(bad)}`, () =>
        json(200, { status: 'ok', user: makeUser('customer') }),
      );
      fill('a@example.com', 'secret-password');
      await screen.findByTestId('landed');
      expect(page.location()).toBe('/enterpage');
    },
  );

  it.each([
    ['worker', '/cabinet'],
    ['developer', '/software/softlist'],
    [null, '/select-role'],
  ] as const)('sends a %s to %s by default', async (type, to) => {
    const page = show('/auth/login', () => json(200, { status: 'ok', user: makeUser(type) }));
    fill('a@example.com', 'secret-password');
    await screen.findByTestId('landed');
    expect(page.location()).toBe(to);
  });

  it.each([
    [{ admin: true, moderator: false }, '/p/admin'],
    [{ admin: true, moderator: true }, '/p/admin'],
    [{ admin: false, moderator: true }, '/p/moderator'],
  ])('sends staff %o to their staff home, and follows a return_to', async (permissions, to) => {
    const staff = { ...makeUser('customer'), permissions };
    const page = show('/auth/login', () => json(200, { status: 'ok', user: staff }));
    fill('a@example.com', 'secret-password');
    await screen.findByTestId('landed');
    expect(page.location()).toBe(to);
    cleanup();

    const back = show(`/auth/login?return_to=${encodeURIComponent('/admin/payouts')}`, () =>
      json(200, { status: 'ok', user: staff }),
    );
    fill('a@example.com', 'secret-password');
    await screen.findByTestId('landed');
    expect(back.location()).toBe('/admin/payouts');
  });

  it('goes to the second factor keeping return_to', async () => {
    const page = show(`/auth/login?return_to=${encodeURIComponent('/setting')}`, () =>
      json(200, { status: '2fa_required' }),
    );
    fill('a@example.com', 'secret-password');
    await screen.findByTestId('landed');
    expect(page.location()).toBe(`/auth/oauth-2fa?return_to=${encodeURIComponent('/setting')}`);
    expect(page.queryClient.getQueryData(userKeys.current)).toBeNull();
  });

  it('links to the password reminder and to sign-up', () => {
    show('/auth/login', () => json(200, {}));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth/remind');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/register');
  });
});
