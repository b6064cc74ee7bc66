import { IDENTITY_PATHS, type UserType } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, makeUser, renderPage } from '../../features/auth/testing.tsx';
import { userKeys } from '../../features/user/current-user.ts';
import { EditTypePage } from './edit-type.tsx';
import { SelectRolePage } from './select-role.tsx';

afterEach(() => cleanup());

const selectRole = (answer: (body: unknown) => Response) => ({
  [`POST ${IDENTITY_PATHS.selectRole}`]: answer,
});
const asUser = (body: unknown) => json(200, makeUser((body as { userType: UserType }).userType));
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('SelectRolePage', () => {
  const show = (url: string, answer: (body: unknown) => Response = asUser) =>
    renderPage({ path: '/select-role', url, Component: SelectRolePage, user: makeUser(null), api: selectRole(answer) });

  it('asks for a choice before calling', () => {
    const page = show('/select-role');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(page.container.querySelector('[data-field-error="userType"]')?.textContent).toBe('This field is required.');
    expect(page.calls).toEqual([]);
  });

  it('saves the role, stores the user and opens that cabinet', async () => {
    const page = show('/select-role');
    expect(screen.getByText('Solve captchas in your browser and earn money.')).toBeTruthy();
    fireEvent.click(radio(/^Worker/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('landed');
    expect(page.calls[0]?.body).toEqual({ userType: 'worker' });
    expect(page.location()).toBe('/cabinet');
    expect(page.queryClient.getQueryData(userKeys.current)).toEqual(makeUser('worker'));
  });

  it('follows a safe return_to and ignores an unsafe one', async () => {
    const page = show(`/select-role?return_to=${encodeURIComponent('/pay')}`);
    fireEvent.click(radio(/^Customer/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('landed');
    expect(page.location()).toBe('/pay');
    cleanup();
    const evil = show(`/select-role?return_to=${encodeURIComponent('https://evil.com')}`);
    fireEvent.click(radio(/^Developer/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('landed');
    expect(evil.location()).toBe('/software/softlist');
  });

  it('shows a failure translated', async () => {
    show('/select-role', () => apiError('ERROR_INTERNAL', 500));
    fireEvent.click(radio(/^Worker/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
  });
});

describe('EditTypePage', () => {
  const show = () =>
    renderPage({
      path: '/cabinet/edittype',
      url: '/cabinet/edittype',
      Component: EditTypePage,
      user: makeUser('customer'),
      api: selectRole(asUser),
    });

  it('marks the current type and explains the change', () => {
    show();
    expect(radio(/^Customer/).checked).toBe(true);
    expect(radio(/your current type/).value).toBe('customer');
    expect(screen.getByText(/keeps your balance, earnings and history/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Change the type' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks to confirm, then changes the type', async () => {
    const page = show();
    fireEvent.click(radio(/^Worker/));
    fireEvent.click(screen.getByRole('button', { name: 'Change the type' }));
    expect(screen.getByText('Change your account type from Customer to Worker?')).toBeTruthy();
    expect(page.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, change it' }));
    await screen.findByText('Your account type is now Worker.');
    expect(page.calls[0]?.body).toEqual({ userType: 'worker' });
    expect(page.queryClient.getQueryData(userKeys.current)).toEqual(makeUser('worker'));
    expect(screen.getByRole('link', { name: 'Open the cabinet' }).getAttribute('href')).toBe('/cabinet');
  });

  it('cancels without calling', () => {
    const page = show();
    fireEvent.click(radio(/^Developer/));
    fireEvent.click(screen.getByRole('button', { name: 'Change the type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Change your account type/)).toBeNull();
    expect(page.calls).toEqual([]);
  });
});
