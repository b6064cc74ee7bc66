import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeProfile, renderApp } from '../profile/testing.tsx';
import { ConfirmEmailBanner } from './confirm-banner.tsx';

describe('ConfirmEmailBanner', () => {
  afterEach(cleanup);

  it('tells a user with an unconfirmed address what confirming unlocks, with a link', async () => {
    renderApp({
      element: <ConfirmEmailBanner />,
      path: '/enterpage',
      handler: () => json(makeProfile({ emailConfirmed: false })),
    });
    const banner = await screen.findByTestId('confirm-email-banner');
    expect(banner.textContent).toContain('Confirm your email address to unlock your API key');
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/auth/confirm-email');
  });

  it('stays away once the address is confirmed, and on the confirmation pages', async () => {
    const confirmed = renderApp({
      element: <ConfirmEmailBanner />,
      path: '/enterpage',
      handler: () => json(makeProfile({ emailConfirmed: true })),
    });
    await waitFor(() => expect(confirmed.calls.length).toBe(1));
    expect(screen.queryByTestId('confirm-email-banner')).toBeNull();
    confirmed.unmount();

    // On the sign-in and mail-link pages it does not even ask (the session may be ending there).
    const onConfirm = renderApp({
      element: <ConfirmEmailBanner />,
      path: '/auth/confirm-email',
      handler: () => json(makeProfile({ emailConfirmed: false })),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onConfirm.calls).toEqual([]);
    expect(screen.queryByTestId('confirm-email-banner')).toBeNull();
  });
});
