import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, renderApp } from '../../features/profile/testing.tsx';
import { EditPursePage } from './edit-purse.tsx';

const CONFIRM = '/api/v2/partner/wallets/confirm';
const HASH = 'a'.repeat(64);
const change = {
  method: 'paypal' as const,
  account: 'ann@example.com',
  requestedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-02T10:00:00.000Z',
};

function show(handler: (c: ApiCall) => Response | undefined, path = `/auth/edit_purse/${HASH}/7`) {
  return renderApp({
    routes: [{ path: '/auth/edit_purse/:hash/:userId', element: <EditPursePage /> }],
    path,
    user: null,
    handler,
  });
}

afterEach(() => cleanup());

describe('EditPursePage', () => {
  it('shows the pending change and applies it on confirmation', async () => {
    const { calls } = show((c) => {
      if (c.method === 'GET' && c.url.startsWith(CONFIRM)) return json(change);
      if (c.method === 'POST' && c.url === CONFIRM) {
        return json({ method: 'paypal', account: 'ann@example.com', confirmedAt: '2026-03-01T11:00:00.000Z' });
      }
      return undefined;
    });
    expect((await screen.findByTestId('account')).textContent).toBe('ann@example.com');
    expect(callsTo(calls, 'POST', CONFIRM)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('Done: your PayPal account is now ann@example.com.')).toBeTruthy();
    expect(callsTo(calls, 'GET', CONFIRM)[0]?.url).toBe(`${CONFIRM}?hash=${HASH}&userId=7`);
    expect(callsTo(calls, 'POST', CONFIRM)[0]?.body).toEqual({ hash: HASH, userId: 7 });
  });

  it('explains an expired link and leads to the accounts page', async () => {
    const { calls } = show((c) => (c.url.startsWith(CONFIRM) ? apiError('PAYOUT_LINK_EXPIRED', 410) : undefined));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This confirmation link has expired. Request the change of the payout account again.',
    );
    expect(screen.getByRole('link', { name: 'Go to payout accounts' }).getAttribute('href')).toBe(
      '/partner/payment_edit',
    );
    expect(callsTo(calls, 'POST', CONFIRM)).toHaveLength(0);
  });

  it('shows a link used meanwhile when confirming', async () => {
    show((c) => {
      if (c.method === 'GET') return json(change);
      return apiError('PAYOUT_LINK_USED', 410);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This confirmation link has already been used. The payout account was changed then.',
    );
  });

  it('treats a malformed address as an invalid link without calling the API', async () => {
    const { calls } = show(() => undefined, '/auth/edit_purse/nothex/abc');
    expect((await screen.findByRole('alert')).textContent).toContain('This confirmation link is not valid.');
    expect(calls.filter((c) => c.url.startsWith(CONFIRM))).toHaveLength(0);
  });
});
