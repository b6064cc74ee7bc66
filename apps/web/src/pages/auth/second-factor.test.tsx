import { IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, makeUser, renderPage } from '../../features/auth/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { SecondFactorPage } from './second-factor.tsx';

afterEach(() => cleanup());

function show(url: string, answer: () => Response) {
  return renderPage({
    path: '/auth/oauth-2fa',
    url,
    Component: SecondFactorPage,
    api: { [`POST ${IDENTITY_PATHS.loginSecondFactor}`]: answer },
  });
}

function enter(code: string) {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const fieldError = (container: HTMLElement) =>
  container.querySelector('[data-field-error="code"]')?.textContent ?? null;

describe('SecondFactorPage', () => {
  it('asks for a one-time code with a numeric keyboard', () => {
    show('/auth/oauth-2fa', () => json(200, {}));
    const input = screen.getByLabelText('6-digit code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('Lost your phone? Use a recovery code instead.')).toBeTruthy();
  });

  it('checks the code format before calling the API', () => {
    const page = show('/auth/oauth-2fa', () => json(200, {}));
    enter('12ab');
    expect(fieldError(page.container)).toBe('Enter the 6-digit code or a recovery code.');
    expect(page.calls).toEqual([]);
  });

  it('accepts a recovery code after switching to it', async () => {
    const page = show('/auth/oauth-2fa', () => json(200, { user: makeUser('worker') }));
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    expect(input.getAttribute('inputmode')).toBe('text');
    fireEvent.change(input, { target: { value: 'abcd-efgh-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('landed');
    expect(page.calls[0]?.body).toEqual({ code: 'abcd-efgh-12' });
    expect(page.location()).toBe('/cabinet');
  });

  it('shows a wrong code beside the field', async () => {
    const page = show('/auth/oauth-2fa', () => apiError('AUTH_2FA_INVALID', 400));
    enter('123456');
    await waitFor(() =>
      expect(fieldError(page.container)).toBe(
        'The code is wrong or has already been used. Enter the current code from your app.',
      ),
    );
    expect(page.location()).toBe('/auth/oauth-2fa');
  });

  it.each([
    ['AUTH_2FA_FAILED', 403],
    ['AUTH_2FA_NOT_PENDING', 400],
  ])('%s ends on the two-factor error page', async (code, status) => {
    const page = show('/auth/oauth-2fa', () => apiError(code, status));
    enter('123456');
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/auth/two_factor_error');
  });

  it('on success stores the user and follows return_to', async () => {
    const user = makeUser('customer');
    const page = show(`/auth/oauth-2fa?return_to=${encodeURIComponent('/setting')}`, () => json(200, { user }));
    enter('123456');
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/setting');
    expect(page.queryClient.getQueryData(userKeys.current)).toEqual(user);
  });

  it('ignores an unsafe return_to', async () => {
    const page = show(`/auth/oauth-2fa?return_to=${encodeURIComponent('//evil.com')}`, () =>
      json(200, { user: makeUser('developer') }),
    );
    enter('123456');
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/software/softlist');
  });
});
