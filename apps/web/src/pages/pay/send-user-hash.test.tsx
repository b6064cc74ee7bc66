import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, renderApp } from '../../features/profile/testing.tsx';
import { makeTransfer } from '../../features/transfers/testing.ts';
import { PaySendUserHashPage } from './send-user-hash.tsx';

const CONFIRM = '/api/v2/pay/transfers/confirm';
const HASH = 'a'.repeat(43);

function show(handler: (c: ApiCall) => Response | undefined, path = `/pay/send_user_hash/${HASH}/7`) {
  return renderApp({
    routes: [{ path: '/pay/send_user_hash/:hash/:userId', element: <PaySendUserHashPage /> }],
    path,
    user: null,
    handler,
  });
}

afterEach(() => cleanup());

describe('PaySendUserHashPage', () => {
  it('shows the transfer and makes it only on a click', async () => {
    const { calls } = show((c) => {
      if (c.method === 'GET' && c.url.startsWith(CONFIRM)) return json(makeTransfer());
      if (c.method === 'POST' && c.url === CONFIRM) return json(makeTransfer({ state: 'completed' }));
      return undefined;
    });
    expect((await screen.findByTestId('transfer')).textContent).toContain('$4.00');
    expect(screen.getByTestId('transfer').textContent).toContain('b***@example.com (#42)');
    expect(callsTo(calls, 'POST', CONFIRM)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText("The transfer is complete: the money is on the recipient's balance.")).toBeTruthy();
    expect(callsTo(calls, 'GET', CONFIRM)[0]?.url).toBe(`${CONFIRM}?hash=${HASH}&userId=7`);
    expect(callsTo(calls, 'POST', CONFIRM)[0]?.body).toEqual({ hash: HASH, userId: 7 });
  });

  it('explains a transfer the balance no longer covers, and shows it failed', async () => {
    let failed = false;
    show((c) => {
      if (c.method === 'POST') {
        failed = true;
        return apiError('TRANSFER_ABOVE_BALANCE', 402);
      }
      return json(makeTransfer(failed ? { state: 'failed', failure: 'insufficient_funds' } : {}));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance does not cover this amount. Nothing was sent.',
    );
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm and send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to transfers' }).getAttribute('href')).toBe('/pay/send_user');
  });

  it('cancels through the link', async () => {
    const { calls } = show((c) => {
      if (c.method === 'POST' && c.url === `${CONFIRM}/cancel`) return json(makeTransfer({ state: 'cancelled' }));
      return c.method === 'GET' ? json(makeTransfer()) : undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the transfer' }));
    expect(await screen.findByText('The transfer was cancelled, and nothing was sent.')).toBeTruthy();
    expect(callsTo(calls, 'POST', CONFIRM)).toHaveLength(0);
  });

  it('explains an expired or malformed link', async () => {
    show((c) => (c.url.startsWith(CONFIRM) ? apiError('TRANSFER_LINK_EXPIRED', 410) : undefined));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This confirmation link has expired, and nothing was sent. Request the transfer again.',
    );
    cleanup();
    const { calls } = show(() => undefined, '/pay/send_user_hash/bad/x');
    expect((await screen.findByRole('alert')).textContent).toContain('This confirmation link is not valid.');
    expect(calls).toHaveLength(0);
  });
});
