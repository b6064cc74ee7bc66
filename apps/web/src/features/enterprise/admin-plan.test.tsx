import type { EnterpriseAdminReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { EnterpriseAdminSection } from './admin-plan.tsx';

afterEach(() => cleanup());

const reply: EnterpriseAdminReply = {
  prices: [
    { period: 'month', priceMicros: 200_000_000, staffSet: false },
    { period: 'quarter', priceMicros: 600_000_000, staffSet: false },
    { period: 'year', priceMicros: 2_000_000_000, staffSet: true },
  ],
  holders: [
    {
      customerId: 42,
      email: 'big@example.com',
      endsAt: '2026-12-25T00:00:00.000Z',
      contactId: null,
      contactName: null,
    },
  ],
};

describe('EnterpriseAdminSection', () => {
  it('sets a period price in dollars and names a holder’s contact', async () => {
    const handler = (c: ApiCall) => (c.url.startsWith('/api/v2/admin/enterprise_support') ? json(reply) : undefined);
    const { calls } = renderApp({
      path: '/admin/prices',
      element: <EnterpriseAdminSection />,
      user: makeUser({ permissions: { admin: true } }),
      handler,
    });
    const year = await screen.findByLabelText('Year — Price, USD (set by staff)');
    expect((year as HTMLInputElement).value).toBe('2000');
    expect(screen.getByLabelText('Month — Price, USD (default)')).toBeTruthy();
    fireEvent.change(year, { target: { value: '1800.50' } });
    fireEvent.click(within(year.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v2/admin/enterprise_support/prices')[0]?.body).toEqual({
        period: 'year',
        priceMicros: 1_800_500_000,
      }),
    );
    const row = screen.getByText(/big@example.com/).closest('tr') as HTMLElement;
    fireEvent.change(within(row).getByLabelText("Staff member's id"), { target: { value: '5' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/v2/admin/enterprise_support/holders/42/contact')[0]?.body).toEqual({
        staffId: 5,
      }),
    );
  });
});
