import { PAYOUT_REFUNDS_REASON } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePayout, worker } from '../../features/partner/testing.ts';
import { callsTo, json, renderApp } from '../../features/profile/testing.tsx';
import { PartnerHistoryPage } from './history.tsx';

const PAYOUTS = '/api/v2/partner/payouts';

afterEach(() => cleanup());

describe('PartnerHistoryPage', () => {
  it('renders each state with its amount, fee, account and reference or reason', async () => {
    renderApp({
      path: '/partner/history_payment',
      element: <PartnerHistoryPage />,
      user: worker(),
      handler: (c) =>
        c.url.startsWith(PAYOUTS)
          ? json({
              totalCount: 4,
              items: [
                makePayout({
                  id: 4,
                  amountMicros: 9_000_000,
                  feeMicros: 270_000,
                  netMicros: 8_730_000,
                  refundedMicros: 1_000_000,
                  state: 'paid',
                  reference: 'TX-43',
                  decidedAt: '2026-03-02T10:00:00.000Z',
                }),
                makePayout({ id: 3 }),
                makePayout({
                  id: 2,
                  state: 'paid',
                  reference: 'TX-42',
                  decidedAt: '2026-03-02T10:00:00.000Z',
                }),
                makePayout({
                  id: 1,
                  method: 'usdt_trc20',
                  account: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
                  amountMicros: 5_000_000,
                  feeMicros: 100_000,
                  netMicros: 4_900_000,
                  state: 'rejected',
                  reason: 'Wrong network',
                  decidedAt: '2026-03-02T10:00:00.000Z',
                }),
              ],
            })
          : undefined,
    });
    const row = async (id: number) =>
      (await screen.findByText('Waiting to be paid')).closest('table')?.querySelector(`[data-payout="${id}"]`)
        ?.textContent ?? '';
    expect(await row(3)).toContain('Requested');
    expect(await row(3)).toContain('$10.00');
    expect(await row(3)).toContain('$0.30');
    expect(await row(3)).toContain('$9.70');
    expect(await row(2)).toContain('Paid');
    expect(await row(2)).toContain('Payment reference: TX-42');
    expect(await row(1)).toContain('Rejected');
    expect(await row(1)).toContain('Reason: Wrong network');
    expect(await row(1)).toContain('USDT (TRC-20)');
    expect(await row(1)).toContain('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    expect(await row(1)).not.toContain('Taken back');
    // A payout that accepted complaints shrank (then paid) says by how much.
    expect(await row(4)).toContain('$9.00');
    expect(await row(4)).toContain('Payment reference: TX-43');
    expect(await row(4)).toContain('Taken back by accepted complaints: $1.00');
  });

  it('explains a payout cancelled because complaints took back too much of it', async () => {
    renderApp({
      path: '/partner/history_payment',
      element: <PartnerHistoryPage />,
      user: worker(),
      handler: (c) =>
        c.url.startsWith(PAYOUTS)
          ? json({
              totalCount: 1,
              items: [
                makePayout({
                  amountMicros: 800_000,
                  feeMicros: 24_000,
                  netMicros: 776_000,
                  refundedMicros: 700_000,
                  state: 'rejected',
                  reason: PAYOUT_REFUNDS_REASON,
                  decidedAt: '2026-03-02T10:00:00.000Z',
                }),
              ],
            })
          : undefined,
    });
    const row = await screen.findByText(/^Cancelled: accepted complaints took back part of the amount/);
    expect(row.closest('tr')?.textContent).toContain('Taken back by accepted complaints: $0.70');
    expect(row.closest('tr')?.textContent).not.toContain('Reason:');
  });

  it('pages through the history', async () => {
    const { calls } = renderApp({
      path: '/partner/history_payment',
      element: <PartnerHistoryPage />,
      user: worker(),
      handler: (c) => (c.url.startsWith(PAYOUTS) ? json({ totalCount: 120, items: [makePayout()] }) : undefined),
    });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', PAYOUTS).map((c) => c.url)).toContain(`${PAYOUTS}?page=1`));
  });

  it('says when there are no payouts', async () => {
    renderApp({
      path: '/partner/history_payment',
      element: <PartnerHistoryPage />,
      user: worker(),
      handler: (c) => (c.url.startsWith(PAYOUTS) ? json({ totalCount: 0, items: [] }) : undefined),
    });
    expect(await screen.findByText('You have not requested any payouts yet.')).toBeTruthy();
  });
});
