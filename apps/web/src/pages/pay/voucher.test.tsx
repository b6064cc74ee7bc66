import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { PayVoucherPage } from './voucher.tsx';

const REDEEM = '/api/v2/pay/redeem';

function show(handler: (c: ApiCall) => Response | undefined) {
  return renderApp({
    path: '/pay/paypal_voucher',
    element: <PayVoucherPage />,
    user: makeUser(),
    handler: (c) => handler(c) ?? (c.method === 'GET' && c.url === REDEEM ? json({ items: [] }) : undefined),
  });
}

const fieldError = () => document.querySelector('[data-field-error="code"]')?.textContent ?? null;
const redeem = (code: string) => {
  fireEvent.change(screen.getByLabelText('Voucher or promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
};

afterEach(() => cleanup());

describe('PayVoucherPage', () => {
  it('redeems a voucher and says what was credited', async () => {
    const { calls } = show((c) =>
      c.method === 'POST' ? json({ kind: 'voucher', amountMicros: 10_000_000, balanceMicros: 12_500_000 }) : undefined,
    );
    redeem(' abcd-efgh-jkmn-pqrs ');
    expect(await screen.findByText('Voucher redeemed: $10.00 added. Your balance is now $12.50.')).toBeTruthy();
    expect(callsTo(calls, 'POST', REDEEM)[0]?.body).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    expect((screen.getByLabelText('Voucher or promo code') as HTMLInputElement).value).toBe('');
  });

  it('says when the code was a promo code, and lists the redeemed codes', async () => {
    let redeemed = false;
    show((c) => {
      if (c.method === 'POST') {
        redeemed = true;
        return json({ kind: 'promo', amountMicros: 5_000_000, balanceMicros: 5_000_000 });
      }
      if (c.url === REDEEM && redeemed) {
        return json({
          items: [
            { kind: 'promo', code: 'WELCOME-5', amountMicros: 5_000_000, redeemedAt: '2026-03-01T10:00:00.000Z' },
          ],
        });
      }
      return undefined;
    });
    redeem('welcome-5');
    expect(
      await screen.findByText('Promo code applied: a bonus of $5.00 added. Your balance is now $5.00.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('redemptions').textContent).toContain('Promo code WELCOME-5 — $5.00'),
    );
  });

  it('shows refusals translated: an unknown code beside the field, a used one as an alert', async () => {
    let code = 'REDEEM_UNKNOWN_CODE';
    const { calls } = show((c) => {
      if (c.method !== 'POST') return undefined;
      return code === 'REDEEM_UNKNOWN_CODE'
        ? apiError(code, 404, [{ field: 'body.code', message: 'unknown_code' }])
        : apiError(code, 409);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(fieldError()).toBe('This field is required.');
    expect(callsTo(calls, 'POST', REDEEM)).toHaveLength(0);
    redeem('NOPE');
    await waitFor(() =>
      expect(fieldError()).toBe('There is no voucher or promo code like this. Check the code and try again.'),
    );
    code = 'VOUCHER_USED';
    redeem('ABCD-EFGH-JKMN-PQRS');
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher has already been redeemed.');
    code = 'PROMO_ALREADY_REDEEMED';
    redeem('WELCOME-5');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already used this promo code.'));
    expect(document.body.textContent).not.toContain('raw server text');
  });
});
