import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { makeTransfer } from '../../features/transfers/testing.ts';
import { PaySendUserPage } from './send-user.tsx';

const TRANSFERS = '/api/v2/pay/transfers';
const BALANCE = '/api/v2/billing/balance';

function show(handler: (c: ApiCall) => Response | undefined, items = [makeTransfer()]) {
  return renderApp({
    path: '/pay/send_user',
    element: <PaySendUserPage />,
    user: makeUser(),
    handler: (c) => {
      const answer = handler(c);
      if (answer) return answer;
      if (c.url === BALANCE) return json({ balanceMicros: 10_000_000, heldMicros: 0, currency: 'USD' });
      if (c.method === 'GET' && c.url.startsWith(TRANSFERS)) {
        return json({ items, totalCount: items.length, minimumMicros: 1_000_000 });
      }
      return undefined;
    },
  });
}

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));

afterEach(() => cleanup());

describe('PaySendUserPage', () => {
  it('requests a transfer in micro-dollars and says a confirmation link was mailed', async () => {
    const { calls } = show((c) =>
      c.method === 'POST' && c.url === TRANSFERS
        ? json(makeTransfer({ id: 9, amountMicros: 12_500_000 }), 201)
        : undefined,
    );
    expect((await screen.findByTestId('balance')).textContent).toBe('Your balance: $10.00');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: ' bob@example.com ' } });
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '2.5' } });
    submit();
    expect(
      await screen.findByText(
        'We emailed you a link. The transfer of $12.50 to b***@example.com (#42) is made when you follow it within 24 hours.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', TRANSFERS)[0]?.body).toEqual({
      recipient: 'bob@example.com',
      amountMicros: 2_500_000,
    });
  });

  it('refuses an empty recipient, a bad amount, one below the minimum or above the balance without calling the API', async () => {
    const { calls } = show(() => undefined);
    await screen.findByTestId('balance');
    submit();
    expect(fieldError('recipient')).toBe('This field is required.');
    expect(fieldError('amount')).toBe('This field is required.');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: 'ten' } });
    submit();
    expect(fieldError('amount')).toBe('Enter an amount in dollars, e.g. 12.50 (at most 6 decimals).');
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '0.99' } });
    submit();
    expect(fieldError('amount')).toBe('The amount is below the minimum transfer of $1.00.');
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '10.01' } });
    submit();
    expect(fieldError('amount')).toBe('Your balance does not cover this amount. Nothing was sent.');
    expect(callsTo(calls, 'POST', TRANSFERS)).toHaveLength(0);
  });

  it("shows the server's refusals translated, beside their field", async () => {
    show((c) =>
      c.method === 'POST'
        ? apiError('TRANSFER_RECIPIENT_NOT_FOUND', 404, [{ field: 'body.recipient', message: 'not_found' }])
        : undefined,
    );
    await screen.findByTestId('balance');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'nobody@example.com' } });
    fireEvent.change(screen.getByLabelText('Amount, US dollars'), { target: { value: '3' } });
    submit();
    await waitFor(() => expect(fieldError('recipient')).toBe('No active account has this email address or user ID.'));
    expect(document.body.textContent).not.toContain('raw server text');
  });

  it('lists sent and received transfers with their states and cancels a pending one', async () => {
    const { calls } = show(
      (c) =>
        c.method === 'POST' && c.url === `${TRANSFERS}/3/cancel`
          ? json(makeTransfer({ id: 3, state: 'cancelled' }))
          : undefined,
      [
        makeTransfer({ id: 3 }),
        makeTransfer({
          id: 2,
          direction: 'received',
          state: 'completed',
          counterpart: { userId: 5, email: 'c***@example.com' },
        }),
        makeTransfer({ id: 1, state: 'failed', failure: 'insufficient_funds' }),
      ],
    );
    const row = (id: number) => document.querySelector(`tr[data-transfer="${id}"]`) as HTMLElement;
    await screen.findByRole('table');
    expect(within(row(3)).getByTestId('state').textContent).toBe('Waiting for confirmation');
    expect(within(row(3)).getByText('-$4.00')).toBeTruthy();
    expect(within(row(2)).getByText('Received from')).toBeTruthy();
    expect(within(row(2)).getByText('$4.00')).toBeTruthy();
    expect(within(row(1)).getByTestId('state').textContent).toBe('FailedThe balance did not cover it at confirmation.');
    expect(screen.queryByRole('button', { name: 'Cancel transfer 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel transfer 3' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${TRANSFERS}/3/cancel`)).toHaveLength(1));
  });
});
