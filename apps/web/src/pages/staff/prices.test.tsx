import type { AdminPricesReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminPricesPage } from './prices.tsx';

function reply(): AdminPricesReply {
  return {
    prices: [
      {
        type: 'image_text',
        customerPer1000Micros: 1_000_000,
        workerPer1000Micros: 400_000,
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
      {
        type: 'recaptcha_v2',
        customerPer1000Micros: 2_990_000,
        workerPer1000Micros: 1_200_000,
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    rates: [
      {
        currency: 'RUB',
        unitsPerUsd: 95,
        updatedAt: '2026-11-24T08:00:00.000Z',
        rateDate: '2026-11-24',
        source: 'staff',
      },
      {
        currency: 'CNY',
        unitsPerUsd: 7.1,
        updatedAt: '2026-11-24T08:00:00.000Z',
        rateDate: '2026-11-24',
        source: 'fetched',
      },
    ],
  };
}

function show(override?: (c: { method: string; url: string }) => Response | undefined) {
  const state = reply();
  return renderApp({
    path: '/admin/prices',
    element: <AdminPricesPage />,
    user: makeUser({ id: 1, permissions: { admin: true, moderator: false } }),
    handler: (c) => {
      const answer = override?.(c);
      if (answer) return answer;
      if (c.method === 'GET' && c.url === '/api/v2/admin/prices') return json(state);
      if (c.method === 'GET' && c.url === '/api/v2/admin/prices/recaptcha_v2/history')
        return json({
          history: [
            {
              customerPer1000Micros: 2_990_000,
              workerPer1000Micros: 1_200_000,
              createdAt: '2026-11-02T10:00:00.000Z',
              createdBy: 1,
            },
            {
              customerPer1000Micros: 2_500_000,
              workerPer1000Micros: 1_000_000,
              createdAt: '2026-01-01T00:00:00.000Z',
              createdBy: null,
            },
          ],
        });
      const price = /^\/api\/v2\/admin\/prices\/(\w+)$/.exec(c.url);
      if (c.method === 'PUT' && price) {
        const row = state.prices.find((p) => p.type === price[1]);
        Object.assign(row ?? {}, c.body);
        return json({ ok: true });
      }
      const rate = /^\/api\/v2\/admin\/currency_rates\/(\w+)$/.exec(c.url);
      const r = rate ? state.rates.find((x) => x.currency === rate[1]) : undefined;
      if (c.method === 'PUT' && r) {
        Object.assign(r, { unitsPerUsd: (c.body as { unitsPerUsd: number }).unitsPerUsd, source: 'staff' });
        return json({ ok: true });
      }
      if (c.method === 'DELETE' && r) {
        Object.assign(r, { unitsPerUsd: 91.25, source: 'fetched', rateDate: '2026-11-23' });
        return json({ ok: true });
      }
    },
  });
}

const row = (attr: string, value: string) => document.querySelector(`tr[${attr}="${value}"]`) as HTMLElement;

afterEach(() => cleanup());

describe('AdminPricesPage', () => {
  it('shows the price and worker pay per 1000 of each kind, and says a change applies to new tasks only', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prices and currency rates');
    await screen.findByTestId('admin-price-table');
    const recaptcha = row('data-type', 'recaptcha_v2');
    expect(within(recaptcha).getByText('reCAPTCHA v2')).toBeTruthy();
    expect(within(recaptcha).getByText('$2.99')).toBeTruthy();
    expect(within(recaptcha).getByText('$1.20')).toBeTruthy();
    expect(screen.getByTestId('new-tasks-only').textContent).toContain('applies to new tasks only');
  });

  it('changes a price through the admin API, checking the figures first', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the price of Normal image captcha' }));
    const dialog = screen.getByRole('dialog');
    const price = within(dialog).getByLabelText('Price per 1000, USD') as HTMLInputElement;
    const pay = within(dialog).getByLabelText('Worker pay per 1000, USD') as HTMLInputElement;
    expect([price.value, pay.value]).toEqual(['1.00', '0.40']);

    fireEvent.change(price, { target: { value: '1.0005' } });
    fireEvent.change(pay, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(dialog.querySelector('[data-field-error="customerPer1000Micros"]')?.textContent).toBe(
      'At most three decimal places ($0.001).',
    );
    fireEvent.change(price, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(dialog.querySelector('[data-field-error="workerPer1000Micros"]')?.textContent).toBe(
      'Worker pay cannot be above the price.',
    );
    expect(callsTo(calls, 'PUT', '/api/v2/admin/prices/image_text')).toHaveLength(0);

    fireEvent.change(pay, { target: { value: '0.6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', '/api/v2/admin/prices/image_text')[0]?.body).toEqual({
      customerPer1000Micros: 1_500_000,
      workerPer1000Micros: 600_000,
    });
    await waitFor(() => expect(within(row('data-type', 'image_text')).getByText('$1.50')).toBeTruthy());
  });

  it('shows the history of a price, newest first, with who changed it', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'History of the price of reCAPTCHA v2' }));
    const dialog = screen.getByRole('dialog');
    const table = await within(dialog).findByTestId('price-history');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('$2.99');
    expect(rows[0]?.textContent).toContain('#1');
    expect(rows[1]?.textContent).toContain('$2.50');
    expect(rows[1]?.textContent).toContain('Initial price');
  });

  it('shows each rate with its day and source, sets an override and clears one', async () => {
    const { calls } = show();
    await screen.findByTestId('rates-table');
    const rub = row('data-currency', 'RUB');
    expect(rub.textContent).toContain('1 USD = 95 RUB');
    expect(rub.textContent).toContain('Nov 24, 2026');
    expect(rub.textContent).toContain('Staff override');
    const cny = row('data-currency', 'CNY');
    expect(cny.textContent).toContain('Daily reference rate (CBR)');
    // Only a staff rate can be cleared.
    expect(within(cny).queryByRole('button', { name: 'Clear the CNY override' })).toBeNull();

    fireEvent.click(within(rub).getByRole('button', { name: 'Clear the RUB override' }));
    await waitFor(() => expect(row('data-currency', 'RUB').textContent).toContain('1 USD = 91.25 RUB'));
    expect(callsTo(calls, 'DELETE', '/api/v2/admin/currency_rates/RUB')).toHaveLength(1);

    fireEvent.click(within(row('data-currency', 'CNY')).getByRole('button', { name: 'Set the CNY rate' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('CNY per 1 USD');
    fireEvent.change(field, { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set rate' }));
    expect(dialog.querySelector('[data-field-error="unitsPerUsd"]')?.textContent).toBe(
      'Enter a positive number, at most 1,000,000.',
    );
    fireEvent.change(field, { target: { value: '7,25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', '/api/v2/admin/currency_rates/CNY')[0]?.body).toEqual({ unitsPerUsd: 7.25 });
    await waitFor(() => expect(row('data-currency', 'CNY').textContent).toContain('Staff override'));
  });

  it('shows a server refusal of a price translated and keeps the dialog open', async () => {
    show((c) => (c.method === 'PUT' ? apiError('ERROR_FORBIDDEN', 403) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Change the price of reCAPTCHA v2' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(document.body.textContent).not.toContain('raw server text');
  });
});
