import type { PartnerSummaryReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { developer, worker } from '../../features/partner/testing.ts';
import { callsTo, json, renderApp } from '../../features/profile/testing.tsx';
import { PartnerPage } from './overview.tsx';

const SUMMARY = '/api/v2/partner/summary';

function summary(days: number): PartnerSummaryReply {
  return {
    days,
    balanceMicros: 12_345_678,
    withdrawableMicros: 1_000,
    pendingMicros: 400_000,
    inPayoutsMicros: 5_000_000,
    paidOutMicros: 20_000_000,
    earnedMicros: 1_500,
    byDay: [
      { day: '2026-03-01', tasks: 2, micros: 1_000 },
      { day: '2026-03-02', tasks: 1, micros: 500 },
    ],
    byKind: [{ kind: 'image_text', tasks: 3, micros: 1_500 }],
    standing: { confirmations: 4, mistakes: 1, accuracy: null, level: 1 },
  };
}

afterEach(() => cleanup());

describe('PartnerPage', () => {
  it('shows the money, earnings by day and kind, the standing, and switches the period', async () => {
    const { calls } = renderApp({
      path: '/partner',
      element: <PartnerPage />,
      user: worker(),
      handler: (c) => {
        if (!c.url.startsWith(SUMMARY)) return undefined;
        return json(summary(Number(new URL(c.url, 'http://x').searchParams.get('days'))));
      },
    });
    expect((await screen.findByTestId('stat-balance')).textContent).toBe('$12.345678');
    expect(screen.getByTestId('stat-withdrawable').textContent).toBe('$0.001');
    expect(screen.getByTestId('stat-pending').textContent).toBe('$0.40');
    expect(screen.getByText('Pending the complaint window (10 min)')).toBeTruthy();
    expect(screen.getByTestId('stat-inPayouts').textContent).toBe('$5.00');
    expect(screen.getByTestId('stat-paidOut').textContent).toBe('$20.00');
    expect(screen.getByTestId('stat-earned').textContent).toBe('$0.0015');
    expect(screen.getByTestId('stat-mistakes').textContent).toBe('1');
    expect(screen.getByText('Earnings by day, last 30 days')).toBeTruthy();
    expect(screen.getByText('Text on an image')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mar 1$0.001 · 2 tasks',
      'Mar 2$0.0005 · 1 task',
    ]);
    expect(screen.getAllByRole('link', { name: 'Request a payout' })[0]?.getAttribute('href')).toBe('/partner/payment');
    expect(screen.getAllByRole('link', { name: 'Back to work' })[0]?.getAttribute('href')).toBe('/cabinet');

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText('Earnings by day, last 7 days')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', SUMMARY).map((c) => c.url)).toContain(`${SUMMARY}?days=7`));
  });

  it("shows a developer their commission without a worker's standing, and links back to their software", async () => {
    renderApp({
      path: '/partner',
      element: <PartnerPage />,
      user: developer(),
      handler: (c) => (c.url.startsWith(SUMMARY) ? json(summary(30)) : undefined),
    });
    expect((await screen.findByTestId('stat-withdrawable')).textContent).toBe('$0.001');
    expect(screen.getByTestId('commission-note').textContent).toContain("your software's soft_id");
    expect(screen.queryByTestId('stat-mistakes')).toBeNull();
    expect(screen.queryByTestId('stat-level')).toBeNull();
    expect(screen.queryByTestId('not-worker')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'My software' })[0]?.getAttribute('href')).toBe('/software/softlist');
    expect(screen.getAllByRole('link', { name: 'Back to my software' })[0]?.getAttribute('href')).toBe(
      '/software/softlist',
    );
    expect(screen.queryByRole('link', { name: 'Back to work' })).toBeNull();
  });
});
