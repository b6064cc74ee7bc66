import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeInvoicePayment, makePayment } from '../../features/payments/testing.ts';
import { json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { PayHistoryDayPage } from './history-day.tsx';
import { PayHistoryPaymentPage } from './history-payment.tsx';

afterEach(() => cleanup());

describe('PayHistoryPaymentPage', () => {
  it('lists payments with their status and a way to follow unfinished ones', async () => {
    const { invoice: _i, checkoutUrl: _c, ...btc } = makeInvoicePayment();
    const { invoice: _j, checkoutUrl: _d, ...sandbox } = makePayment({ status: 'paid', creditedMicros: 5_000_000 });
    renderApp({
      path: '/pay/history_payment',
      element: <PayHistoryPaymentPage />,
      user: makeUser(),
      handler: (c) =>
        c.url.startsWith('/api/v2/payments?') ? json({ items: [btc, sandbox], totalCount: 2 }) : undefined,
    });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Bitcoin (BTC)');
    expect(rows[1]?.textContent).toContain('Waiting');
    expect(screen.getByRole('link', { name: 'Follow' }).getAttribute('href')).toBe(
      '/pay/cryptocurrency-btc-BTC?payment=21',
    );
    expect(rows[2]?.textContent).toContain('Paid');
  });
});

describe('PayHistoryDayPage', () => {
  it('shows spending and top-ups per day', async () => {
    const day = {
      day: '2026-03-01',
      tasks: 2,
      chargedMicros: 3000,
      refundedMicros: 1500,
      spentMicros: 1500,
      toppedUpMicros: 10_000_000,
      otherCreditsMicros: 0,
    };
    const { day: _, ...totals } = day;
    renderApp({
      path: '/pay/history_day',
      element: <PayHistoryDayPage />,
      user: makeUser(),
      handler: (c) =>
        c.url === '/api/v2/payments/daily?days=30' ? json({ days: 30, items: [day], totals }) : undefined,
    });
    const row = (await screen.findByText('Mar 1, 2026')).closest('tr');
    expect(row?.textContent).toContain('$0.0015');
    expect(row?.textContent).toContain('$10.00');
    expect(screen.getByTestId('daily-totals').textContent).toContain('$10.00');
  });
});
