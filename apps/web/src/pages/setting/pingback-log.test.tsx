import type { CallbackDelivery } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SettingPingbackLogPage } from './pingback-log.tsx';

const PATH = '/api/v2/customer/pingback_log';

const DELIVERED: CallbackDelivery = {
  id: 11,
  taskId: 4242,
  url: 'https://example.com/cb',
  code: 'abc123',
  status: 'delivered',
  attempts: 2,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveredAt: '2026-03-01T10:00:10.000Z',
  attemptLog: [
    { startedAt: '2026-03-01T10:00:00.000Z', httpStatus: 500, error: null, durationMs: 120 },
    { startedAt: '2026-03-01T10:00:10.000Z', httpStatus: 200, error: null, durationMs: 80 },
  ],
};

const RETRYING: CallbackDelivery = {
  ...DELIVERED,
  id: 12,
  taskId: 4343,
  status: 'pending',
  attempts: 1,
  nextAttemptAt: '2026-03-01T11:00:30.000Z',
  lastError: 'connection refused',
  deliveredAt: null,
  attemptLog: [{ startedAt: '2026-03-01T11:00:00.000Z', httpStatus: null, error: 'connection refused', durationMs: 5 }],
};

function show(path = '/setting/pingback_log', totalCount = 45) {
  return renderApp({
    path,
    element: <SettingPingbackLogPage />,
    user: makeUser(),
    handler: (c) => {
      if (c.url.split('?')[0] !== PATH) return undefined;
      const page = Number(new URL(c.url, 'http://x').searchParams.get('page'));
      if (totalCount === 0) return json({ records: [], totalCount: 0 });
      return json({
        records: page === 0 ? [DELIVERED, RETRYING] : [{ ...DELIVERED, id: 99, taskId: 9999 }],
        totalCount,
      });
    },
  });
}

afterEach(() => cleanup());

describe('SettingPingbackLogPage', () => {
  it('renders a delivery with its two attempts', async () => {
    const { calls } = show();
    expect(await screen.findByText('4242')).toBeTruthy();
    expect(callsTo(calls, 'GET', PATH)[0]?.url).toBe(`${PATH}?page=0`);
    const row = document.querySelector('[data-delivery="11"]') as HTMLElement;
    expect(within(row).getByText('https://example.com/cb')).toBeTruthy();
    expect(row.querySelector('[data-state]')?.textContent).toBe('Delivered');
    const attempts = row.querySelectorAll('li');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.getAttribute('data-attempt-ok')).toBe('false');
    expect(attempts[0]?.textContent).toMatch(/failed: HTTP 500/);
    expect(attempts[1]?.getAttribute('data-attempt-ok')).toBe('true');
    expect(attempts[1]?.textContent).toMatch(/delivered: HTTP 200/);
    expect(within(row).getByText('2 of 7 attempts')).toBeTruthy();
  });

  it('shows a retrying delivery with its error and next attempt', async () => {
    show();
    await screen.findByText('4343');
    const row = document.querySelector('[data-delivery="12"]') as HTMLElement;
    expect(row.querySelector('[data-state]')?.textContent).toBe('Retrying');
    expect(row.textContent).toMatch(/no answer \(connection refused\)/);
    expect(within(row).getByTestId('next-attempt').textContent).toMatch(/^Next attempt: /);
  });

  it('pages through ?page=', async () => {
    const { calls, router } = show();
    await screen.findByText('4242');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('9999')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(calls, 'GET', PATH).map((c) => c.url)).toContain(`${PATH}?page=1`);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('4242')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('reads the page from the address bar', async () => {
    const { calls } = show('/setting/pingback_log?page=3');
    expect(await screen.findByText('9999')).toBeTruthy();
    expect(callsTo(calls, 'GET', PATH)[0]?.url).toBe(`${PATH}?page=2`);
  });

  it('has an empty state', async () => {
    show('/setting/pingback_log', 0);
    expect(await screen.findByTestId('pingback-log-empty')).toBeTruthy();
    expect(screen.getByText(/No pingbacks have been sent yet/)).toBeTruthy();
  });
});
