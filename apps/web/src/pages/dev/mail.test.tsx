import type { DevMail } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, renderApp } from '../../features/profile/testing.tsx';
import { DevMailPage } from './mail.tsx';

const MAILS: DevMail[] = [
  {
    id: 1,
    to: 'old@example.com',
    subject: 'Welcome',
    text: 'Hello',
    html: '<p>Hello</p>',
    createdAt: '2026-05-01T09:00:00.000Z',
  },
  {
    id: 2,
    to: 'ann@example.com',
    subject: 'Confirm your address',
    text: 'Open https://crowdsolve.test/auth/check_key/abc/7. to confirm.\nOr ignore <b>this</b>.',
    html: '<p>Open <a href="https://crowdsolve.test/auth/check_key/abc/7">the link</a></p><script>window.pwned = 1</script>',
    createdAt: '2026-05-02T09:00:00.000Z',
  },
];

afterEach(() => cleanup());

describe('DevMailPage', () => {
  it('lists captured mails newest first and opens one with clickable links', async () => {
    renderApp({
      path: '/dev/mail',
      element: <DevMailPage />,
      handler: (c) => (c.url === '/api/v2/dev/mail' ? json({ mails: MAILS }) : undefined),
    });
    const subjects = await screen.findAllByRole('button', { name: /Welcome|Confirm your address/ });
    expect(subjects.map((b) => b.textContent)).toEqual(['Confirm your address', 'Welcome']);
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm your address' }));

    const view = screen.getByTestId('dev-mail-view');
    const text = within(view).getByTestId('dev-mail-text');
    const link = within(text).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://crowdsolve.test/auth/check_key/abc/7');
    expect(text.textContent).toContain('to confirm.');
    expect(text.textContent).toContain('Or ignore <b>this</b>.');
    expect(text.querySelector('b')).toBeNull();

    const frame = view.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toContain('<a href=');
    expect(view.querySelector('script')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('refreshes on demand', async () => {
    let mails: DevMail[] = [];
    const { calls } = renderApp({
      path: '/dev/mail',
      element: <DevMailPage />,
      handler: (c) => (c.url === '/api/v2/dev/mail' ? json({ mails }) : undefined),
    });
    expect(await screen.findByText('No letters yet.')).toBeTruthy();
    mails = MAILS;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/v2/dev/mail')).toHaveLength(2);
  });

  it('says the outbox is off when the endpoint answers 404', async () => {
    renderApp({ path: '/dev/mail', element: <DevMailPage />, handler: () => apiError('ERROR_NOT_FOUND', 404) });
    expect(await screen.findByText(/The outbox is not shown here: this server sends mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administration → Mail' }).getAttribute('href')).toBe('/admin/mail');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other failures as a translated error', async () => {
    renderApp({ path: '/dev/mail', element: <DevMailPage />, handler: () => apiError('ERROR_INTERNAL', 500) });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Something went wrong on our side. Please try again.'),
    );
  });
});
