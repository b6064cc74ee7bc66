import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWallets, worker } from '../../features/partner/testing.ts';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { PartnerPaymentEditPage } from './payment-edit.tsx';

const WALLETS = '/api/v2/partner/wallets';
const PENDING = '/api/v2/partner/wallets/pending';
const pending = {
  method: 'payeer' as const,
  account: 'P1234567',
  requestedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-02T10:00:00.000Z',
};

function show(handler: (c: ApiCall) => Response | undefined, user = worker()) {
  return renderApp({ path: '/partner/payment_edit', element: <PartnerPaymentEditPage />, user, handler });
}

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

async function submit(method: string, account: string) {
  fireEvent.change(await screen.findByLabelText('Method'), { target: { value: method } });
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: account } });
  fireEvent.click(screen.getByRole('button', { name: /the account$/ }));
}

afterEach(() => cleanup());

describe('PartnerPaymentEditPage', () => {
  it('lists the methods with the current account, example, minimum and fee', async () => {
    show((c) =>
      c.url === WALLETS
        ? json(
            makeWallets({
              wallets: [{ method: 'paypal', account: 'ann@example.com', confirmedAt: '2026-02-01T00:00:00Z' }],
            }),
          )
        : undefined,
    );
    const row = (await screen.findByText('ann@example.com')).closest('tr');
    expect(row?.textContent).toContain('PayPal');
    expect(row?.textContent).toContain('name@example.com');
    expect(row?.textContent).toContain('$1.00');
    expect(row?.textContent).toContain('3 % of the payout');
    expect(document.querySelector('[data-method="usdt_trc20"]')?.textContent).toContain('$0.10 per payout');
  });

  it('refuses a malformed account without calling the API', async () => {
    const { calls } = show((c) => (c.url === WALLETS ? json(makeWallets()) : undefined));
    await submit('usdt_trc20', 'not-a-tron-address');
    expect(fieldError('account')).toBe(
      'This account does not fit the format of the method. Compare it with the example.',
    );
    await submit('payeer', '');
    expect(fieldError('account')).toBe('This field is required.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal beside the field, and it can be dismissed", async () => {
    show((c) => {
      if (c.url === WALLETS) return json(makeWallets());
      if (c.method === 'PUT')
        return apiError('PAYOUT_INVALID_ACCOUNT', 400, [{ field: 'body.account', message: 'invalid_format' }]);
      return undefined;
    });
    await submit('payeer', 'P1234567');
    await waitFor(() =>
      expect(fieldError('account')).toBe(
        'This account does not fit the format of the payout method. Check it and try again.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(fieldError('account')).toBeNull();
  });

  it('sends the change, says to check the mail, and cancels the pending change', async () => {
    const { calls } = show((c) => {
      if (c.url === WALLETS) return json(makeWallets());
      if (c.method === 'PUT' && c.url === `${WALLETS}/payeer`) return json({ pending });
      if (c.method === 'DELETE' && c.url === PENDING) return json({ ok: true, cancelled: true });
      return undefined;
    });
    await submit('payeer', ' p1234567 ');
    expect(await screen.findByText('Check your mail: we sent you a link to confirm the change.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', `${WALLETS}/payeer`)[0]?.body).toEqual({ account: 'p1234567' });
    expect(screen.getByTestId('pending').textContent).toContain('P1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(screen.queryByTestId('pending')).toBeNull());
    expect(callsTo(calls, 'DELETE', PENDING)).toHaveLength(1);
  });

  it('shows a pending change loaded with the page', async () => {
    show((c) => (c.url === WALLETS ? json(makeWallets({ pending })) : undefined));
    expect((await screen.findByTestId('pending')).textContent).toContain('New Payeer account: P1234567');
  });

  it('tells a customer the area is for workers and developers', async () => {
    const { calls } = show(() => undefined, makeUser());
    expect((await screen.findByTestId('not-worker')).textContent).toContain('for worker and developer accounts');
    expect(callsTo(calls, 'GET', WALLETS)).toHaveLength(0);
  });

  it('shows the server refusal PAYOUT_NOT_WORKER as the same message', async () => {
    show((c) => (c.url === WALLETS ? apiError('PAYOUT_NOT_WORKER', 403) : undefined));
    expect(await screen.findByTestId('not-worker')).toBeTruthy();
  });
});
