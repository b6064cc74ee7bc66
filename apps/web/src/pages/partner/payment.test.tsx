import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePayout, makeWallets, worker } from '../../features/partner/testing.ts';
import { type ApiCall, apiError, callsTo, json, renderApp } from '../../features/profile/testing.tsx';
import { PartnerPaymentPage } from './payment.tsx';

const WALLETS = '/api/v2/partner/wallets';
const PAYOUTS = '/api/v2/partner/payouts';
const confirmed = makeWallets({
  wallets: [
    { method: 'paypal', account: 'ann@example.com', confirmedAt: '2026-02-01T00:00:00Z' },
    { method: 'usdt_trc20', account: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', confirmedAt: '2026-02-01T00:00:00Z' },
  ],
});

function show(handler: (c: ApiCall) => Response | undefined) {
  return renderApp({ path: '/partner/payment', element: <PartnerPaymentPage />, user: worker(), handler });
}

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

afterEach(() => cleanup());

describe('PartnerPaymentPage', () => {
  it('offers only methods with a confirmed account and computes what is received', async () => {
    show((c) => (c.url === WALLETS ? json(confirmed) : undefined));
    const select = (await screen.findByLabelText('Payout method')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['usdt_trc20', 'paypal']);
    expect(screen.getByTestId('terms').textContent).toBe('Minimum payout: $1.00. Fee: $0.10 per payout.');
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '12.5' } });
    expect(screen.getByTestId('receive').textContent).toBe('$12.40');
    fireEvent.change(select, { target: { value: 'paypal' } });
    expect(screen.getByTestId('fee').textContent).toBe('$0.375');
    expect(screen.getByTestId('receive').textContent).toBe('$12.125');
  });

  it('sends the amount in micro-dollars and links to the history', async () => {
    const { calls } = show((c) => {
      if (c.url === WALLETS) return json(confirmed);
      if (c.method === 'POST' && c.url === PAYOUTS) return json(makePayout({ amountMicros: 12_500_000 }), 201);
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Payout method'), { target: { value: 'paypal' } });
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect(await screen.findByRole('link', { name: 'See the payout history' })).toBeTruthy();
    expect(callsTo(calls, 'POST', PAYOUTS)[0]?.body).toEqual({
      method: 'paypal',
      amountMicros: 12_500_000,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('sends a retried request with the same key, and a changed one with a new key', async () => {
    let failing = true;
    const { calls } = show((c) => {
      if (c.url === WALLETS) return json(confirmed);
      if (c.method === 'POST' && c.url === PAYOUTS) {
        return failing ? apiError('ERROR_INTERNAL', 500) : json(makePayout({ amountMicros: 2_000_000 }), 201);
      }
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Amount, US dollars'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    await waitFor(() => expect(callsTo(calls, 'POST', PAYOUTS)).toHaveLength(1));
    await screen.findByRole('alert');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect(await screen.findByRole('link', { name: 'See the payout history' })).toBeTruthy();
    const keys = callsTo(calls, 'POST', PAYOUTS).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The next payout is another request.
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    await waitFor(() => expect(callsTo(calls, 'POST', PAYOUTS)).toHaveLength(3));
    const third = (callsTo(calls, 'POST', PAYOUTS)[2]?.body as { idempotencyKey: string } | undefined)?.idempotencyKey;
    expect(third).not.toBe(keys[0]);
  });

  it('refuses an amount below the minimum without calling the API', async () => {
    const { calls } = show((c) => (c.url === WALLETS ? json(confirmed) : undefined));
    fireEvent.change(await screen.findByLabelText('Amount, US dollars'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect(fieldError('amount')).toBe('The amount is below the minimum payout of this method.');
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '1.1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect(fieldError('amount')).toBe('Enter an amount in dollars, e.g. 12.50 (at most 6 decimals).');
    expect(callsTo(calls, 'POST', PAYOUTS)).toHaveLength(0);
  });

  it("shows the server's refusals translated", async () => {
    let code = 'PAYOUT_BELOW_MINIMUM';
    show((c) => {
      if (c.url === WALLETS) return json(confirmed);
      if (c.method === 'POST') {
        return code === 'PAYOUT_NO_WALLET'
          ? apiError(code, 409)
          : apiError(code, 400, [{ field: 'body.amountMicros', message: 'below_minimum' }]);
      }
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Amount, US dollars'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    await waitFor(() => expect(fieldError('amount')).toBe('The amount is below the minimum payout of this method.'));
    code = 'PAYOUT_NO_WALLET';
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add and confirm a payout account for this method first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what may be paid out and refuses more without calling the API', async () => {
    const { calls } = show((c) => {
      if (c.url === WALLETS) return json(confirmed);
      if (c.url.startsWith('/api/v2/partner/summary')) {
        return json({
          days: 30,
          balanceMicros: 20_000_000,
          withdrawableMicros: 5_000_000,
          pendingMicros: 1_200_000,
          inPayoutsMicros: 0,
          paidOutMicros: 0,
          earnedMicros: 5_000_000,
          byDay: [],
          byKind: [],
          standing: { confirmations: 0, mistakes: 0, accuracy: null, level: 1 },
        });
      }
      return undefined;
    });
    expect((await screen.findByTestId('balance')).textContent).toBe(
      'Available for payout: $5.00 (balance $20.00). Only earnings are paid out; payments, vouchers, promo bonuses and transfers are not.',
    );
    expect(screen.getByTestId('pending').textContent).toBe(
      "$1.20 more is pending the complaint window (10 min after each answer, a customer's complaint may take the pay back) and becomes available when it closes.",
    );
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect(fieldError('amount')).toMatch(/^Only money you earned by solving/);
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the payout' }));
    expect(fieldError('amount')).toBe('The amount is more than your balance.');
    expect(callsTo(calls, 'POST', PAYOUTS)).toHaveLength(0);
  });

  it('sends a worker without a confirmed account to the accounts page', async () => {
    show((c) => (c.url === WALLETS ? json(makeWallets()) : undefined));
    expect((await screen.findByRole('link', { name: 'Add a payout account' })).getAttribute('href')).toBe(
      '/partner/payment_edit',
    );
  });
});
