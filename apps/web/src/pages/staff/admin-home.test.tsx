import type { StaffAdminOverview } from '@crowdsolve/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { StaffScreensProvider } from '../../features/staff/screens.tsx';
import { StaffAdminPage } from './admin-home.tsx';
import { StaffModeratorPage } from './moderator-home.tsx';

const ADMIN_SCREENS = [
  { key: 'pAdmin', to: '/p/admin' },
  { key: 'adminPayouts', to: '/admin/payouts' },
  { key: 'adminPrices', to: '/admin/prices' },
  { key: 'adminMail', to: '/admin/mail' },
];

function overview(overrides: Partial<StaffAdminOverview> = {}): StaffAdminOverview {
  return {
    payoutsRequested: 3,
    workersFlagged: 1,
    workersSuspended: 2,
    workersNotAdmitted: 5,
    controlTraining: 12,
    controlGolden: 0,
    mailOutbox: 0,
    mailFailed: 0,
    rates: [
      { currency: 'RUB', state: 'stale', rateDate: '2026-11-01', source: 'fetched' },
      { currency: 'CNY', state: 'missing', rateDate: null, source: null },
    ],
    ...overrides,
  };
}

function show(reply: Response, screens = ADMIN_SCREENS) {
  return renderApp({
    path: '/p/admin',
    element: (
      <StaffScreensProvider value={() => screens}>
        <StaffAdminPage />
      </StaffScreensProvider>
    ),
    user: makeUser({ id: 1, permissions: { admin: true, moderator: false } }),
    handler: (c) => (c.method === 'GET' && c.url === '/api/v2/admin/overview' ? reply : undefined),
  });
}

const tile = (key: string) => document.querySelector(`[data-tile="${key}"]`) as HTMLElement;

afterEach(() => cleanup());

describe('StaffAdminPage', () => {
  it('shows what needs attention with the figures of the API and links to act on each', async () => {
    const { calls } = show(json({ admin: overview() }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration');
    expect((await screen.findByTestId('attention-summary')).textContent).toBe('4 items need attention.');
    expect(callsTo(calls, 'GET', '/api/v2/admin/overview')).toHaveLength(1);

    expect(tile('payouts').dataset.attention).toBe('true');
    expect(tile('payouts').textContent).toContain('3 payout requests wait to be paid or rejected.');
    expect(within(tile('payouts')).getByRole('link', { name: 'Payouts waiting' }).getAttribute('href')).toBe(
      '/admin/payouts',
    );
    expect(tile('flagged').textContent).toContain('1 worker has flagged answers to review.');
    expect(within(tile('flagged')).getByRole('link').getAttribute('href')).toBe('/admin/workers?filter=flagged');
    expect(tile('suspended').dataset.attention).toBe('false');
    expect(tile('suspended').textContent).toContain('2 workers are suspended');
    expect(within(tile('notAdmitted')).getByRole('link').getAttribute('href')).toBe(
      '/admin/workers?filter=not_admitted',
    );
    expect(tile('control').textContent).toContain('for training: 12, golden: 0');
    expect(tile('control').textContent).toContain('No active golden task');
    expect(tile('control').dataset.attention).toBe('true');
    expect(tile('mail').dataset.attention).toBe('false');
    expect(tile('mail').textContent).toContain('The outbox is empty.');
    expect(tile('rates').textContent).toContain('RUB: the rate is of Nov 1, 2026 (reference rate)');
    expect(tile('rates').textContent).toContain('CNY: no rate — prices are shown in US dollars.');
    expect(within(tile('rates')).getByRole('link').getAttribute('href')).toBe('/admin/prices');

    // The staff screens the admin may open, but this one.
    const links = within(screen.getByTestId('staff-screens'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/admin/payouts', '/admin/prices', '/admin/mail']);
  });

  it('says so when nothing waits, counts letters in the outbox, and links mail only where the mail screen opens', async () => {
    show(
      json({
        admin: overview({
          payoutsRequested: 0,
          workersFlagged: 0,
          controlGolden: 4,
          mailOutbox: 2,
          mailFailed: 1,
          rates: [
            { currency: 'RUB', state: 'ok', rateDate: '2026-11-24', source: 'staff' },
            { currency: 'CNY', state: 'ok', rateDate: '2026-11-24', source: 'fetched' },
          ],
        }),
      }),
      ADMIN_SCREENS.filter((s) => s.key !== 'adminMail'),
    );
    expect((await screen.findByTestId('attention-summary')).textContent).toBe('1 item needs attention.');
    expect(tile('payouts').textContent).toContain('No payout request waits.');
    expect(tile('mail').textContent).toContain('2 letters are in the outbox, not sent.');
    expect(tile('mail').textContent).toContain('1 letter failed to send.');
    expect(within(tile('mail')).queryByRole('link')).toBeNull();
    expect(tile('rates').textContent).toContain('RUB: rate of Nov 24, 2026 (set by staff).');
  });

  it('shows a refusal translated, never raw server text', async () => {
    show(apiError('ERROR_FORBIDDEN', 403));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.body.textContent).not.toContain('raw server text');
    expect(screen.queryByTestId('attention-summary')).toBeNull();
  });
});

describe('StaffModeratorPage', () => {
  it('lists the staff screens a moderator may open and the moderation queues with how many wait, without calling the admin overview', async () => {
    const { calls } = renderApp({
      path: '/p/moderator',
      element: (
        <StaffScreensProvider value={() => [{ key: 'pModerator', to: '/p/moderator' }]}>
          <StaffModeratorPage />
        </StaffScreensProvider>
      ),
      user: makeUser({ id: 2, permissions: { admin: false, moderator: true } }),
      handler: (c) => {
        if (c.url.startsWith('/api/v2/moderation/software?')) return json({ records: [], totalCount: 3 });
        if (c.url.startsWith('/api/v2/moderation/reviews?')) return json({ records: [], totalCount: 0 });
        return undefined;
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moderator panel');
    expect(screen.getByText('No staff screen is open to you yet.')).toBeTruthy();
    const queues = screen.getByTestId('moderation-queues');
    await within(queues).findByText('3 items wait for a decision.');
    await within(queues).findByText('0 reviews wait for a decision.');
    expect(within(queues).getByRole('link', { name: 'Catalogue moderation' }).getAttribute('href')).toBe(
      '/editor/software/moderation',
    );
    expect(callsTo(calls, 'GET', '/api/v2/admin/overview')).toEqual([]);
  });
});
