import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leave } from '../../features/payments/api.ts';
import { METHODS, makeInvoicePayment, makePayment } from '../../features/payments/testing.ts';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AddBalancePage } from './add-balance.tsx';

const METHODS_URL = '/api/v2/payments/methods';
const PAYMENTS = '/api/v2/payments';

function show(handler: (c: ApiCall) => Response | undefined) {
  return renderApp({
    routes: [
      { path: '/addbalance', element: <AddBalancePage /> },
      { path: '/pay/sandbox/:id', element: <p data-testid="sandbox-page">sandbox</p> },
      { path: '/pay/cryptocurrency-btc-BTC', element: <p data-testid="crypto-page">crypto</p> },
    ],
    path: '/addbalance',
    user: makeUser(),
    handler: (c) => (c.url === METHODS_URL ? json(METHODS) : handler(c)),
  });
}

const amount = () => screen.getByLabelText('Amount to add, US dollars');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
const fieldError = () => document.querySelector('[data-field-error="amount"]')?.textContent ?? null;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AddBalancePage', () => {
  it('shows the minimum, the fee and the total before paying', async () => {
    show(() => undefined);
    fireEvent.click(await screen.findByLabelText('Card (Stripe)'));
    expect(screen.getByText('Minimum $5.00, fee 3 % on top of the amount.')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '20' } });
    expect(screen.getByTestId('credited').textContent).toBe('$20.00');
    expect(screen.getByTestId('fee').textContent).toBe('$0.60');
    expect(screen.getByTestId('total').textContent).toBe('$20.60');
    fireEvent.click(screen.getByLabelText('Sandbox (test payment)'));
    expect(screen.getByTestId('fee').textContent).toBe('$0.00');
    expect(screen.getByTestId('total').textContent).toBe('$20.00');
    expect(screen.getByTestId('test-note')).toBeTruthy();
  });

  it('checks the amount with the contract schema before sending anything', async () => {
    const { calls } = show(() => undefined);
    fireEvent.click(await screen.findByLabelText('Card (Stripe)'));
    fireEvent.change(amount(), { target: { value: '4.99' } });
    submit();
    expect(fieldError()).toBe('The amount is below the minimum of this method.');
    fireEvent.change(amount(), { target: { value: '5.555' } });
    submit();
    expect(fieldError()).toBe('Enter the amount in whole cents (at most 2 decimals).');
    fireEvent.change(amount(), { target: { value: 'ten' } });
    submit();
    expect(fieldError()).toBe('Enter an amount in dollars, e.g. 25 or 12.50.');
    fireEvent.change(amount(), { target: { value: '20000' } });
    submit();
    expect(fieldError()).toBe('The amount is above the largest single top-up of $10,000.');
    fireEvent.change(amount(), { target: { value: '' } });
    submit();
    expect(fieldError()).toBe('This field is required.');
    expect(callsTo(calls, 'POST', PAYMENTS)).toHaveLength(0);
  });

  it("sends the amount in micro-dollars and opens the sandbox's checkout", async () => {
    const { calls } = show((c) => (c.method === 'POST' ? json(makePayment(), 201) : undefined));
    fireEvent.click(await screen.findByLabelText('Sandbox (test payment)'));
    fireEvent.change(amount(), { target: { value: '5' } });
    submit();
    expect(await screen.findByTestId('sandbox-page')).toBeTruthy();
    expect(callsTo(calls, 'POST', PAYMENTS)[0]?.body).toEqual({ method: 'sandbox', amountMicros: 5_000_000 });
  });

  it("leaves for Stripe's checkout page", async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => {});
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    show((c) =>
      c.method === 'POST'
        ? json(makePayment({ method: 'stripe', provider: 'stripe', checkoutUrl: url, feeMicros: 750_000 }), 201)
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Amount to add, US dollars'), { target: { value: '25' } });
    submit();
    await waitFor(() => expect(to).toHaveBeenCalledWith(url));
  });

  it('opens the invoice page of a crypto payment', async () => {
    const { calls, router } = show((c) => (c.method === 'POST' ? json(makeInvoicePayment(), 201) : undefined));
    fireEvent.click(await screen.findByLabelText('Bitcoin (BTC)'));
    fireEvent.change(amount(), { target: { value: '50' } });
    expect(screen.getByTestId('total').textContent).toBe('$50.50');
    fireEvent.click(screen.getByRole('button', { name: 'Create the invoice' }));
    expect(await screen.findByTestId('crypto-page')).toBeTruthy();
    expect(router.state.location.search).toBe('?payment=21');
    expect(callsTo(calls, 'POST', PAYMENTS)[0]?.body).toEqual({ method: 'btc', amountMicros: 50_000_000 });
  });

  it("shows the server's refusals translated", async () => {
    let answer = apiError('ERROR_VALIDATION', 400, [{ field: 'body.amountMicros', message: 'below_minimum' }]);
    show((c) => (c.method === 'POST' ? answer : undefined));
    fireEvent.change(await screen.findByLabelText('Amount to add, US dollars'), { target: { value: '6' } });
    submit();
    await waitFor(() => expect(fieldError()).toBe('The amount is below the minimum of this method.'));
    answer = apiError('PAYMENT_PROVIDER_ERROR', 502);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment provider could not start the payment. Nothing was charged; try again in a few minutes or choose another method.',
    );
  });
});
