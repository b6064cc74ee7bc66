import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { makePromo, makeVoucher } from '../../features/transfers/testing.ts';
import { AdminPromoCodesPage } from './promocodes.tsx';
import { AdminVouchersPage } from './vouchers.tsx';

const VOUCHERS = '/api/v2/admin/vouchers';
const PROMOS = '/api/v2/admin/promocodes';
const admin = makeUser({ id: 1, profile: { userType: null, systemMessage: null }, permissions: { admin: true } });

function show(element: ReactNode, path: string, handler: (c: ApiCall) => Response | undefined) {
  return renderApp({ path, element, user: admin, handler });
}

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

afterEach(() => cleanup());

describe('AdminVouchersPage', () => {
  it('generates vouchers, shows their codes once, and lists vouchers by state', async () => {
    const codes = ['ABCD-EFGH-JKMN-PQRS', 'TVWX-YZ01-2345-6789'];
    const { calls } = show(<AdminVouchersPage />, '/admin/vouchers', (c) => {
      const url = new URL(c.url, 'http://x');
      if (c.method === 'GET' && url.pathname === VOUCHERS) {
        const state = url.searchParams.get('state');
        const items =
          state === 'redeemed'
            ? [
                makeVoucher({
                  id: 5,
                  state: 'redeemed',
                  redeemedBy: { userId: 9, email: 'a***@example.com' },
                  redeemedAt: '2026-03-02T10:00:00.000Z',
                }),
              ]
            : [makeVoucher({ id: 6, note: 'spring' })];
        return json({ items, totalCount: items.length });
      }
      if (c.method === 'POST' && c.url === VOUCHERS) {
        return json(
          { items: codes.map((code, i) => ({ ...makeVoucher({ id: 10 + i, amountMicros: 25_000_000 }), code })) },
          201,
        );
      }
      return undefined;
    });
    expect(await screen.findByText('spring')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(fieldError('amount')).toBe('This field is required.');
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Number of vouchers'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: ' spring ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const box = (await screen.findByLabelText('Codes')) as HTMLTextAreaElement;
    expect(box.value).toBe(codes.join('\n'));
    expect(screen.getByText('New vouchers: 2 × $25.00')).toBeTruthy();
    expect(callsTo(calls, 'POST', VOUCHERS)[0]?.body).toEqual({
      amountMicros: 25_000_000,
      count: 2,
      expiresAt: null,
      note: 'spring',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Redeemed' }));
    await waitFor(() => expect(document.querySelector('tr[data-voucher="5"]')).not.toBeNull());
    const row = document.querySelector('tr[data-voucher="5"]') as HTMLElement;
    expect(within(row).getByText(/a\*\*\*@example\.com #9/)).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('disables an active voucher and shows a refusal translated', async () => {
    const { calls } = show(<AdminVouchersPage />, '/admin/vouchers', (c) => {
      if (c.method === 'GET') return json({ items: [makeVoucher({ id: 6 })], totalCount: 1 });
      return apiError('VOUCHER_USED', 409);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable voucher 6' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher has already been redeemed.');
    expect(callsTo(calls, 'POST', `${VOUCHERS}/6/disable`)).toHaveLength(1);
  });

  it('refuses a bad count or an expiry in the past without calling the API', async () => {
    const { calls } = show(<AdminVouchersPage />, '/admin/vouchers', (c) =>
      c.method === 'GET' ? json({ items: [], totalCount: 0 }) : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Amount, US dollars'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Number of vouchers'), { target: { value: '501' } });
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(fieldError('count')).toBe('Enter a whole number from 1 to 500.');
    expect(fieldError('expires')).toBe('The expiry must lie in the future.');
    expect(callsTo(calls, 'POST', VOUCHERS)).toHaveLength(0);
  });
});

describe('AdminPromoCodesPage', () => {
  it('creates a promo code, lists its use and switches it off', async () => {
    const promos = [makePromo({ id: 3, maxRedemptions: 10, redemptions: 4 })];
    const { calls } = show(<AdminPromoCodesPage />, '/admin/promocodes', (c) => {
      if (c.method === 'GET') return json({ items: promos, totalCount: promos.length });
      if (c.method === 'POST') return json(makePromo({ id: 4, code: 'SPRING' }), 201);
      if (c.method === 'PUT') {
        const p = promos[0];
        if (p) Object.assign(p, { state: 'disabled', disabledAt: '2026-03-03T10:00:00.000Z' });
        return json(p);
      }
      return undefined;
    });
    const row = (await screen.findByText('4 of 10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('WELCOME-5')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'no spaces!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(fieldError('code')).toBe('Use 3 to 40 letters, digits, - or _.');
    expect(fieldError('amount')).toBe('This field is required.');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'spring' } });
    fireEvent.change(screen.getByLabelText('Bonus, US dollars'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Maximum redemptions'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Promo code SPRING created.')).toBeTruthy();
    expect(callsTo(calls, 'POST', PROMOS)[0]?.body).toEqual({
      code: 'SPRING',
      amountMicros: 2_000_000,
      expiresAt: null,
      maxRedemptions: 100,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Disable promo code WELCOME-5' }));
    expect(await screen.findByRole('button', { name: 'Enable promo code WELCOME-5' })).toBeTruthy();
    expect(callsTo(calls, 'PUT', `${PROMOS}/3/active`)[0]?.body).toEqual({ active: false });
  });

  it('shows a taken code beside the field', async () => {
    show(<AdminPromoCodesPage />, '/admin/promocodes', (c) =>
      c.method === 'GET'
        ? json({ items: [], totalCount: 0 })
        : apiError('PROMO_CODE_TAKEN', 409, [{ field: 'body.code', message: 'taken' }]),
    );
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'WELCOME-5' } });
    fireEvent.change(screen.getByLabelText('Bonus, US dollars'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fieldError('code')).toBe('A promo code with this text already exists.'));
  });
});
