import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePayment } from '../../features/payments/testing.ts';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { PayErrorPage, PayOkPage } from './result.tsx';
import { PaySandboxPage } from './sandbox.tsx';

afterEach(() => cleanup());

function show(path: string, handler: (c: ApiCall) => Response | undefined) {
  return renderApp({
    routes: [
      { path: '/pay/ok', element: <PayOkPage /> },
      { path: '/pay/error', element: <PayErrorPage /> },
      { path: '/pay/sandbox/:paymentId', element: <PaySandboxPage /> },
    ],
    path,
    user: makeUser(),
    handler,
  });
}

const paid = makePayment({ status: 'paid', creditedMicros: 5_000_000, paidAt: '2026-03-01T10:01:00.000Z' });

describe('the payment result pages', () => {
  it('shows a paid payment on /pay/ok', async () => {
    show('/pay/ok?payment=9', (c) => (c.url === '/api/v2/payments/9' ? json(paid) : undefined));
    expect(await screen.findByText('Payment received: $5.00 has been added to your balance.')).toBeTruthy();
    expect(screen.getByTestId('credited').textContent).toBe('$5.00');
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('tells a cancelled checkout apart on /pay/error', async () => {
    show('/pay/error?payment=9', (c) => (c.url === '/api/v2/payments/9' ? json(makePayment()) : undefined));
    expect(
      await screen.findByText('The payment was not completed. If you cancelled it, nothing was charged.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/addbalance');
  });

  it('needs a payment in the address', async () => {
    show('/pay/ok', () => undefined);
    expect(await screen.findByText('No payment is named in the address of this page.')).toBeTruthy();
  });
});

describe('the sandbox checkout', () => {
  it('fails a test payment by the button and shows the result', async () => {
    const { calls } = show('/pay/sandbox/9', (c) => {
      if (c.method === 'POST' && c.url === '/api/v2/payments/9/sandbox/fail')
        return json(makePayment({ status: 'failed' }));
      return c.url === '/api/v2/payments/9' ? json(makePayment()) : undefined;
    });
    expect(await screen.findByText('Test payment of $5.00 by Sandbox (test payment).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText('The payment failed. Nothing was added to your balance.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/payments/9/sandbox/fail')).toHaveLength(1);
  });
});
