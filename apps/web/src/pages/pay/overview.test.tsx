import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { METHODS } from '../../features/payments/testing.ts';
import { json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { PayMethodPage } from './method.tsx';
import { PayPage } from './overview.tsx';

afterEach(() => cleanup());

describe('PayPage', () => {
  it('lists the methods with their minimum and fee, and links to the other ways money comes in', async () => {
    renderApp({
      path: '/pay',
      element: <PayPage />,
      user: makeUser(),
      handler: (c) => (c.url === '/api/v2/payments/methods' ? json(METHODS) : undefined),
    });
    expect((await screen.findByTestId('terms-stripe')).textContent).toBe(
      'Minimum $5.00, fee 3 % on top of the amount.',
    );
    expect(screen.getByTestId('terms-sandbox').textContent).toBe('Minimum $1.00, no fee on top of the amount.');
    const payBtc = screen.getByRole('link', { name: 'Pay with Bitcoin (BTC)' });
    expect(payBtc.getAttribute('href')).toBe('/pay/cryptocurrency-btc-BTC');
    expect(payBtc.className).toBe('button button--ghost');
    // A crypto method says why it has a minimum; a card does not need to.
    expect(screen.getByTestId('minimum-why-btc').textContent).toContain('pays the network a fee');
    expect(screen.queryByTestId('minimum-why-stripe')).toBeNull();
    expect(screen.getByText('Test payments only').className).toBe('pay-badge');
    for (const [name, href] of [
      ['Transfer funds to another user', '/pay/send_user'],
      ['Redeem a voucher or promo code', '/pay/paypal_voucher'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('says so when no method is available', async () => {
    renderApp({
      path: '/pay',
      element: <PayPage />,
      user: makeUser(),
      handler: (c) => (c.url === '/api/v2/payments/methods' ? json({ methods: [] }) : undefined),
    });
    expect(await screen.findByTestId('no-methods')).toBeTruthy();
  });
});

describe('PayMethodPage', () => {
  const show = (path: string) =>
    renderApp({
      routes: [{ path: '/pay/:shortname', element: <PayMethodPage /> }],
      path,
      user: makeUser(),
      handler: (c) => (c.url === '/api/v2/payments/methods' ? json(METHODS) : undefined),
    });

  it('shows the form of one method, without a choice', async () => {
    show('/pay/stripe');
    expect(await screen.findByRole('heading', { name: 'Add funds: Card (Stripe)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('explains an unknown method', async () => {
    show('/pay/paypal');
    expect(await screen.findByTestId('unknown-method')).toBeTruthy();
  });
});
