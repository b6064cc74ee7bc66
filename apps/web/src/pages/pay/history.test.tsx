import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeInvoicePayment, makePayment } from '../../features/payments/testing.ts';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
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
    const { calls } = renderApp({
      path: '/pay/history_day',
      element: <PayHistoryDayPage />,
      user: makeUser(),
      handler: (c) => {
        const days = /^\/api\/v2\/payments\/daily\?days=(\d+)$/.exec(c.url)?.[1];
        return days ? json({ days: Number(days), items: [day], totals }) : undefined;
      },
    });
    const row = (await screen.findByText('Mar 1, 2026')).closest('tr');
    expect(row?.textContent).toContain('$0.0015');
    expect(row?.textContent).toContain('$10.00');
    expect(screen.getByTestId('daily-totals').textContent).toContain('$10.00');

    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/v2/payments/daily?days=90')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');
  });
});
