import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../features/profile/testing.tsx';
import { PromocodePage } from './promocode.tsx';

afterEach(() => cleanup());

describe('PromocodePage', () => {
  it('explains promo codes and asks a visitor to sign in', async () => {
    renderApp({ path: '/p/promocode', element: <PromocodePage />, user: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promo code');
    expect(screen.getByText('Each account can use a promo code once.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to enter a code' }).getAttribute('href')).toBe(
      '/auth/login?return_to=%2Fp%2Fpromocode',
    );
    expect(screen.queryByLabelText('Voucher or promo code')).toBeNull();
  });

  it('lets a signed-in customer enter a code', async () => {
    const { calls } = renderApp({
      path: '/p/promocode',
      element: <PromocodePage />,
      user: makeUser(),
      handler: (c) =>
        c.method === 'POST' ? json({ kind: 'promo', amountMicros: 1_000_000, balanceMicros: 1_000_000 }) : undefined,
    });
    fireEvent.change(screen.getByLabelText('Voucher or promo code'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText('Promo code applied: a bonus of $1.00 added. Your balance is now $1.00.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/pay/redeem')[0]?.body).toEqual({ code: 'hello' });
  });

  it('tells a worker that promo codes are for customers', () => {
    renderApp({
      path: '/p/promocode',
      element: <PromocodePage />,
      user: makeUser({ profile: { userType: 'worker', systemMessage: null } }),
    });
    expect(screen.getByText('Promo codes can be used with customer accounts only.')).toBeTruthy();
  });
});
