import type { AdminPayout } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminPayoutsPage } from './payouts.tsx';

function payout(id: number, overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id,
    method: 'usdt_trc20',
    account: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amountMicros: 10_000_000,
    feeMicros: 100_000,
    netMicros: 9_900_000,
    refundedMicros: 0,
    state: 'requested',
    reference: null,
    reason: null,
    requestedAt: '2026-02-01T10:00:00.000Z',
    decidedAt: null,
    workerId: 40 + id,
    workerEmail: `worker${id}@example.com`,
    earning: 'pay',
    ...overrides,
  };
}

function show(path = '/admin/payouts', override?: (c: ApiCall) => Response | undefined) {
  const payouts = [
    payout(3),
    payout(2, {
      method: 'paypal',
      account: 'ann@example.com',
      amountMicros: 8_000_000,
      refundedMicros: 2_000_000,
      earning: 'commission',
      workerEmail: 'dev2@example.com',
    }),
    payout(1, { state: 'paid', reference: 'TX-77', decidedAt: '2026-02-02T10:00:00.000Z' }),
    payout(0, { state: 'rejected', reason: 'wrong account', decidedAt: '2026-02-02T11:00:00.000Z' }),
  ];
  return renderApp({
    path,
    element: <AdminPayoutsPage />,
    user: makeUser({ id: 1, permissions: { admin: true } }),
    handler: (c) => {
      const answer = override?.(c);
      if (answer) return answer;
      const url = new URL(c.url, 'http://x');
      if (c.method === 'GET' && url.pathname === '/api/v2/admin/payouts') {
        const items = payouts.filter((p) => p.state === url.searchParams.get('state'));
        return json({ items, totalCount: items.length });
      }
      const m = /^\/api\/v2\/admin\/payouts\/(\d+)\/(approve|reject)$/.exec(url.pathname);
      const p = m ? payouts.find((x) => x.id === Number(m[1])) : undefined;
      if (c.method === 'POST' && m && p) {
        if (m[2] === 'approve')
          Object.assign(p, { state: 'paid', reference: (c.body as { reference: string }).reference });
        else Object.assign(p, { state: 'rejected', reason: (c.body as { reason: string }).reason });
        return json(p);
      }
    },
  });
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.getAttribute('data-payout'));

afterEach(() => cleanup());

describe('AdminPayoutsPage', () => {
  it('shows the requested queue, then paid and rejected payouts', async () => {
    const { calls, router } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payouts');
    expect(await screen.findByText('Payouts: 2')).toBeTruthy();
    expect(rows()).toEqual(['3', '2']);
    const row = document.querySelector('tr[data-payout="3"]') as HTMLElement;
    expect(within(row).getByText('worker3@example.com')).toBeTruthy();
    expect(within(row).getByText('USDT (TRC-20)')).toBeTruthy();
    expect(within(row).getByText('$9.90')).toBeTruthy();
    expect(within(row).getByText('Worker pay').getAttribute('data-earning')).toBe('pay');
    const shrunk = document.querySelector('tr[data-payout="2"]') as HTMLElement;
    expect(within(shrunk).getByText('PayPal')).toBeTruthy();
    // A developer's payout is of their commission.
    expect(within(shrunk).getByText('dev2@example.com')).toBeTruthy();
    expect(within(shrunk).getByText('Developer commission').getAttribute('data-earning')).toBe('commission');
    // A payout that accepted complaints shrank says by how much.
    expect(within(shrunk).getByTestId('refunded').textContent).toBe('less $2.00 taken back by accepted complaints');
    expect(within(row).queryByTestId('refunded')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(rows()).toEqual(['1']));
    expect(screen.getByText('Reference: TX-77')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay payout 1' })).toBeNull();
    expect(router.state.location.search).toBe('?state=paid');

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(rows()).toEqual(['0']));
    expect(screen.getByText('Reason: wrong account')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/v2/admin/payouts').map((c) => c.url)).toEqual([
      '/api/v2/admin/payouts?state=requested&page=0',
      '/api/v2/admin/payouts?state=paid&page=0',
      '/api/v2/admin/payouts?state=rejected&page=0',
    ]);
  });

  it('approves with a required reference', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay payout 3' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Pay payout 3' })).toBeTruthy();
    expect(within(dialog).getByText(/Send \$9\.90 by USDT \(TRC-20\) to TJRab/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(dialog.querySelector('[data-field-error="reference"]')?.textContent).toBe('This field is required.');
    expect(callsTo(calls, 'POST', '/api/v2/admin/payouts/3/approve')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Payment reference'), { target: { value: ' TX-900 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/v2/admin/payouts/3/approve')[0]?.body).toEqual({ reference: 'TX-900' });
    await waitFor(() => expect(rows()).toEqual(['2']));
  });

  it('rejects with a reason', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject payout 2' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the rejection'), {
      target: { value: 'The account is closed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/v2/admin/payouts/2/reject')[0]?.body).toEqual({
      reason: 'The account is closed',
    });
    await waitFor(() => expect(rows()).toEqual(['3']));
  });

  it('shows PAYOUT_ALREADY_DECIDED translated and keeps the dialog open', async () => {
    show('/admin/payouts', (c) => (c.method === 'POST' ? apiError('PAYOUT_ALREADY_DECIDED', 409) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay payout 3' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Payment reference'), { target: { value: 'TX-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This payout has already been paid or rejected.',
    );
    expect(document.body.textContent).not.toContain('raw server text');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
