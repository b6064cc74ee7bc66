import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../features/payments/api.ts';
import { makeInvoicePayment, makeMethod } from '../../features/payments/testing.ts';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { PayCryptoBtcPage, PayCryptoTronUsdtPage } from './crypto.tsx';

const PAYMENT = '/api/v2/payments/21';

function show(path: string, handler: (c: ApiCall) => Response | undefined, page = <PayCryptoBtcPage />) {
  return renderApp({
    routes: [
      { path: '/pay/cryptocurrency-btc-BTC', element: page },
      { path: '/pay/cryptocurrency-tron-USDT', element: page },
    ],
    path,
    user: makeUser(),
    handler,
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the crypto invoice', () => {
  it('shows the address, the amount, the QR code and the time left', async () => {
    show('/pay/cryptocurrency-btc-BTC?payment=21', (c) => (c.url === PAYMENT ? json(makeInvoicePayment()) : undefined));
    expect((await screen.findByTestId('address')).textContent).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(screen.getByTestId('crypto-amount').textContent).toBe('0.00101000 BTC');
    expect(screen.getByText('Send exactly 0.00101000 BTC on the Bitcoin network to the address below.')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of the BTC payment' }) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^(10:00|9:59)$/);
    expect(screen.getByTestId('invoice-status').textContent).toBe(
      'Waiting for your payment. Once it is confirmed on the network, your balance is credited.',
    );
    expect(screen.getByRole('link', { name: 'Open in a wallet' }).getAttribute('href')).toMatch(/^bitcoin:/);
    expect(screen.queryByTestId('test-address')).toBeNull();
    expect(screen.queryByTestId('sandbox-actions')).toBeNull();
  });

  it('follows the status live until the invoice is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const { calls } = show('/pay/cryptocurrency-btc-BTC?payment=21', (c) =>
      c.url === PAYMENT
        ? json(
            paid
              ? makeInvoicePayment({ status: 'paid', creditedMicros: 50_000_000, paidAt: new Date().toISOString() })
              : makeInvoicePayment(),
          )
        : undefined,
    );
    await screen.findByTestId('invoice');
    paid = true;
    await vi.advanceTimersByTimeAsync(POLL_MS + 100);
    expect((await screen.findByTestId('payment-status')).getAttribute('data-status')).toBe('paid');
    expect(screen.getByText('Payment received: $50.00 has been added to your balance.')).toBeTruthy();
    const polls = callsTo(calls, 'GET', PAYMENT).length;
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(callsTo(calls, 'GET', PAYMENT).length).toBe(polls);
  });

  it('offers a new invoice once one expired', async () => {
    show('/pay/cryptocurrency-btc-BTC?payment=21', (c) =>
      c.url === PAYMENT ? json(makeInvoicePayment({ status: 'expired' })) : undefined,
    );
    expect(
      await screen.findByText('The payment expired before it was paid. Nothing was added to your balance.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a new invoice' }).getAttribute('href')).toBe(
      '/pay/cryptocurrency-btc-BTC',
    );
  });

  it('marks a sandbox invoice as a test and completes it by the button', async () => {
    const test = makeInvoicePayment({
      method: 'usdt_tron',
      provider: 'sandbox',
      invoice: {
        ...(makeInvoicePayment().invoice as NonNullable<ReturnType<typeof makeInvoicePayment>['invoice']>),
        coin: 'USDT',
        network: 'TRON (TRC-20)',
        address: 'TEST-USDT-SANDBOX-0123456789ABCDEF01234567',
        amount: '50.500000',
        paymentLink: null,
        checkoutLink: null,
        test: true,
      },
    });
    const { calls } = show(
      '/pay/cryptocurrency-tron-USDT?payment=21',
      (c) => {
        if (c.method === 'POST' && c.url === `${PAYMENT}/sandbox/complete`) {
          return json({ ...test, status: 'paid', creditedMicros: 50_000_000, paidAt: new Date().toISOString() });
        }
        return c.url === PAYMENT ? json(test) : undefined;
      },
      <PayCryptoTronUsdtPage />,
    );
    expect((await screen.findByTestId('test-address')).textContent).toContain('this address is not real');
    fireEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(screen.getByTestId('payment-status').getAttribute('data-status')).toBe('paid'));
    expect(callsTo(calls, 'POST', `${PAYMENT}/sandbox/complete`)).toHaveLength(1);
  });

  it('asks for the amount first when no invoice is named', async () => {
    show('/pay/cryptocurrency-btc-BTC', (c) =>
      c.url === '/api/v2/payments/methods' ? json({ methods: [makeMethod('btc', 'btcpay')] }) : undefined,
    );
    expect(await screen.findByRole('button', { name: 'Create the invoice' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Minimum $10.00, fee 1 % on top of the amount.')).toBeTruthy();
  });
});
